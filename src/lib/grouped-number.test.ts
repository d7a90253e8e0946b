import { describe, expect, it } from 'vitest';
import { groupedFormat } from './grouped-number';

/** Amounts of every size and number of places, a number's extreme forms and numeric text: a seeded spread, the same each run. */
function amounts(): (number | Intl.StringNumericLiteral)[] {
  const values: (number | Intl.StringNumericLiteral)[] = [0, 0.5, 0.05, 0.005, 9.995, 99.5, 999.999, 1e21, 1.5e-7, 5e-324, 1.7976931348623157e308, '0.000', '00012.5', '987654321987654321.995', '4.35e3', '4.35E-3', '.5', '5.'];
  let seed = 20261207;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 4000; i += 1) {
    const value = Math.round(next() * 10 ** (1 + Math.floor(next() * 12))) / 10 ** Math.floor(next() * 5);
    values.push(value, `${value}5` as Intl.StringNumericLiteral);
  }
  return values;
}

describe('numbers written by hand', () => {
  it.each([0, 1, 2, 3])('write every amount with %i places in the parts Intl writes for en-PH, rounding and grouping alike (a rule over 8,000 amounts)', (decimals) => {
    const intl = new Intl.NumberFormat('en-PH', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    const hand = groupedFormat(decimals, { group: ',', decimal: '.' });
    const differ = amounts().filter((value) => JSON.stringify(hand.formatToParts(value)) !== JSON.stringify(intl.formatToParts(value)));
    expect(differ.map((value) => `${value}: ${hand.formatToParts(value).map((part) => part.value).join('')}, Intl ${intl.format(value)}`).slice(0, 5)).toEqual([]);
  });

  it("use the marks they are given (SPEC point 9's ₱5.678,00)", () => {
    const parts = groupedFormat(2, { group: '.', decimal: ',' }).formatToParts(5678);
    expect(parts.map((part) => part.value).join('')).toBe('5.678,00');
  });

  it('refuse what is not a non-negative decimal number, which money.ts never gives them', () => {
    const format = groupedFormat(2, { group: ',', decimal: '.' });
    for (const value of ['', '.', 'e5', '1e', '1.2.3', '0x10', '1,000', '-5', Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(() => format.formatToParts(value as number), String(value)).toThrow(RangeError);
  });
});
