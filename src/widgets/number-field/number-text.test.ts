import { describe, expect, it } from 'vitest';
import { caretAfter, cleanNumberText, countSignificant, formatNumber, groupNumberText, numberMarks } from './number-text';

const ph = numberMarks({ locale: 'en-PH' });
const spec = numberMarks({ locale: 'en-PH', separators: { group: '.', decimal: ',' } });

describe('number text (market marks)', () => {
  it('reads the marks of the market locale, or its own separators', () => {
    expect(ph).toMatchObject({ group: ',', decimal: '.' });
    expect(spec).toMatchObject({ group: '.', decimal: ',' });
  });

  it.each([
    ['5000', 0, '5000'],
    ['₱5,000.00', 2, '5000.00'],
    ['₱5,000.00', 0, '500000'],
    ['0005', 0, '5'],
    ['.5', 2, '0.5'],
    ['12.', 2, '12.'],
    ['1.2.3', 2, '1.23'],
    ['1.239', 2, '1.23'],
    ['-50', 0, '50'],
    ['abc', 0, ''],
    ['1234567890123456', 0, '123456789012'],
  ])('cleans %j (%i decimals) to %j', (raw, decimals, plain) => {
    expect(cleanNumberText(raw, ph, decimals)).toBe(plain);
  });

  it('groups as typed, keeping a trailing decimal mark', () => {
    expect(groupNumberText('1234567.5', ph)).toBe('1,234,567.5');
    expect(groupNumberText('12.', ph)).toBe('12.');
    expect(groupNumberText('1234567,5'.replace(',', '.'), spec)).toBe('1.234.567,5');
    expect(cleanNumberText('1.234,5', spec, 2)).toBe('1234.5');
  });

  it('formats for reading with the decimals asked', () => {
    expect(formatNumber(5000, ph, 0, 0)).toBe('5,000');
    expect(formatNumber(5000.5, ph, 2, 2)).toBe('5,000.50');
    expect(formatNumber(5000.5, spec, 0, 2)).toBe('5.000,5');
  });

  it('puts the caret back after the same digit once regrouped', () => {
    // "₱5,00|0" + "1" typed before the last 0 → "₱50,01|0"
    const typed = '₱5,0010';
    const before = countSignificant(typed.slice(0, 6), ph, false);
    const text = `₱${groupNumberText(cleanNumberText(typed, ph, 0), ph)}`;
    expect(text).toBe('₱50,010');
    expect(caretAfter(text, before, ph, '₱')).toBe(6);
    expect(caretAfter(text, 0, ph, '₱')).toBe(1);
  });
});
