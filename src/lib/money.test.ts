import { beforeAll, describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { derivedFormats } from '../build/derived-formats';
import type { NumberMarks } from './grouped-number';
import { formatMoney, numberFormat, setNumberMarks, type MoneyFormat } from './money';

// The market file's own settings: what borrowers see.
const philippine: MoneyFormat = market.currency;
// SPEC point 9's reading, kept as a market option.
const specDots: MoneyFormat = { ...market.currency, separators: { group: '.', decimal: ',' } };

// Pages write amounts by hand with the marks the build derives from the market's locale
// (src/lib/market-formats.ts); a market the build finds no marks for uses Intl. Each table holds on both.
const derivedMarks = derivedFormats(market).numberMarks;

describe.each<[string, NumberMarks | undefined]>([
  ['Intl', undefined],
  ...(derivedMarks ? [['the hand format with the marks the build derives', derivedMarks] as [string, NumberMarks]] : []),
])('written by %s', (_, marks) => {
  beforeAll(() => {
    // After this the market's format stays the hand one, so the Intl pass runs first.
    if (marks) setNumberMarks(market.currency.locale, market.currency.decimals, marks);
  });

  it('is the path it says', () => {
    expect(numberFormat(market.currency.locale, market.currency.decimals) instanceof Intl.NumberFormat).toBe(!marks);
  });

  describe('money the Philippine way (market default, CONTRACT.md "Market values")', () => {
    it.each([
      [567800, '₱5,678.00'],
      [5678, '₱56.78'],
      [1590000, '₱15,900.00'],
      [123456789, '₱1,234,567.89'],
      [0, '₱0.00'],
      [-2500, '-₱25.00'],
      [-0.4, '₱0.00'],
      [1, '₱0.01'],
      ['567800', '₱5,678.00'],
      ['5678.00', '₱56.78'],
      [' 5678 ', '₱56.78'],
      ['-2500', '-₱25.00'],
      ['₱5,150.00', '₱5,150.00'],
      ['  ₱5,150.00 ', '₱5,150.00'],
      ['5,150', '5,150'],
      [null, ''],
      [undefined, ''],
      ['', ''],
      ['   ', ''],
      [Number.NaN, ''],
      [Number.POSITIVE_INFINITY, ''],
      ['NaN', ''],
      ['-Infinity', ''],
      ['1e309', ''],
      [true, ''],
      [{ amount: 1 }, ''],
    ])('%j → %j', (amount, text) => {
      expect(formatMoney(amount, philippine)).toBe(text);
    });

    it('writes huge amounts in full, grouped, never in exponent notation', () => {
      expect(formatMoney(1e24, philippine)).toBe('₱10,000,000,000,000,000,000,000.00');
      expect(formatMoney(-123456789012300, philippine)).toBe('-₱1,234,567,890,123.00');
    });

    // Issue 60: an amount a double cannot hold reaches the page as its text (src/api/reply-json.ts).
    it('writes an amount past 2^53 centavos given as text to its last centavo, as it is sent back', () => {
      expect(formatMoney('9007199254740993', philippine)).toBe('₱90,071,992,547,409.93');
      expect(formatMoney('-123456789012345678901', philippine)).toBe('-₱1,234,567,890,123,456,789.01');
      expect(formatMoney('12345678901234567.5e2', philippine)).toBe('₱12,345,678,901,234,567.50');
      expect(formatMoney('9007199254740993', { ...philippine, divisor: 1, decimals: 0 })).toBe('₱9,007,199,254,740,993');
    });

    it('leaves the sign out when asked', () => {
      expect(formatMoney(567800, philippine, false)).toBe('5,678.00');
    });
  });

  describe("SPEC point 9's '.' grouping (market option: currency.separators)", () => {
    it.each([
      [567800, '₱5.678,00'],
      [5678, '₱56,78'],
      [123456789, '₱1.234.567,89'],
      ['1999', '₱19,99'],
      [-2500, '-₱25,00'],
      ['₱5,150.00', '₱5,150.00'],
    ])('%j → %j', (amount, text) => {
      expect(formatMoney(amount, specDots)).toBe(text);
    });
  });
});
