// Numbers written without Intl. The first Intl format a page makes loads the engine's locale data
// (ICU): 21–37 ms on the audit machine at full speed, about 120 ms at Lighthouse's 4× CPU, on every
// page that shows an amount (issue 64). For a locale that groups by thousands, the marks are all
// that differ; the build works them out with Node's Intl and keeps them only when this format
// writes the same parts as Intl for that locale (src/build/derived-formats.ts).

/** A locale's marks for a grouped decimal number: ',' and '.' for en-PH. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

/** What money.ts asks of a number format: Intl.NumberFormat's formatToParts, for a number or numeric text. */
export interface NumberParts {
  formatToParts(value: number | Intl.StringNumericLiteral): Intl.NumberFormatPart[];
}

const decimalText = /^(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i;
const tenTo = (power: number) => 10n ** BigInt(power);

/**
 * A format with `decimals` places, grouped by thousands with `marks`, giving the parts Intl.NumberFormat
 * gives for a non-negative number or numeric text (money.ts writes the minus itself). A number is read
 * in its shortest form (String(x)), as Intl reads it, and rounded half away from zero: 1.005 gives 1.01.
 */
export function groupedFormat(decimals: number, marks: NumberMarks): NumberParts {
  return {
    formatToParts(value) {
      const match = decimalText.exec(String(value));
      const digits = `${match?.[1] ?? ''}${match?.[2] ?? ''}`;
      if (!digits) throw new RangeError(`${String(value)}: not a non-negative decimal number`);
      // The amount in units of the last place shown: 4.35e-3 is 435 with 5 places, 0.44 units of 0.01.
      const shift = decimals - (match![2] ?? '').length + Number(match![3] ?? 0);
      const units = shift >= 0 ? BigInt(digits) * tenTo(shift) : (BigInt(digits) * 2n + tenTo(-shift)) / (2n * tenTo(-shift));
      const text = String(units).padStart(decimals + 1, '0');
      const whole = text.slice(0, text.length - decimals);
      const parts = whole.match(/\d{1,3}(?=(?:\d{3})*$)/g)!.flatMap((integer, at): Intl.NumberFormatPart[] => [...(at ? [{ type: 'group' as const, value: marks.group }] : []), { type: 'integer', value: integer }]);
      return decimals ? [...parts, { type: 'decimal', value: marks.decimal }, { type: 'fraction', value: text.slice(whole.length) }] : parts;
    },
  };
}
