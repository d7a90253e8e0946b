// Numbers as people type and read them in the market: grouped the way config/market.json's
// currency locale groups them (en-PH: 5,000.5), or with its own separators when it sets them.
import type { MoneyFormat } from '../../lib/money';

/** The group and decimal marks numbers are written with. */
export interface NumberMarks {
  group: string;
  decimal: string;
  locale: string;
}

/** Most whole digits a field takes: ₱999,999,999,999 is far beyond any loan, and stays exact in minor units. */
export const maxWholeDigits = 12;

const markCache = new Map<string, NumberMarks>();

export function numberMarks(currency: Pick<MoneyFormat, 'locale' | 'separators'>): NumberMarks {
  if (currency.separators) return { ...currency.separators, locale: currency.locale };
  let marks = markCache.get(currency.locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(currency.locale, { useGrouping: true }).formatToParts(12345.6);
    const mark = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
    marks = { group: mark('group', ','), decimal: mark('decimal', '.'), locale: currency.locale };
    markCache.set(currency.locale, marks);
  }
  return marks;
}

/**
 * What a person typed, as plain number text ("5000.5", "0.", ""): digits and the market's decimal
 * mark only (anything else, a pasted ₱ or grouping included, goes), no leading zeros, at most
 * `decimals` decimals (none when 0) and maxWholeDigits whole digits. No minus: fields take amounts.
 */
export function cleanNumberText(raw: string, marks: NumberMarks, decimals: number): string {
  let whole = '';
  let fraction: string | null = null;
  for (const char of raw) {
    if (char === marks.decimal && decimals > 0 && fraction === null) fraction = '';
    else if (char >= '0' && char <= '9') {
      if (fraction !== null) {
        if (fraction.length < decimals) fraction += char;
      } else if (whole.length < maxWholeDigits) whole += char;
    }
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === null) return whole;
  return `${whole || '0'}.${fraction}`;
}

/** Plain number text ("5000.5", "12.") written with the market's marks: 5,000.5 and 12. as typed. */
export function groupNumberText(plain: string, marks: NumberMarks): string {
  if (plain === '') return '';
  const [whole = '', fraction] = plain.split('.');
  const grouped = formatNumber(Number(whole || '0'), marks, 0, 0);
  return fraction === undefined ? grouped : `${grouped}${marks.decimal}${fraction}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A number written for reading: grouped, with at least `min` and at most `max` decimals, in Latin digits. */
export function formatNumber(value: number, marks: NumberMarks, min: number, max: number): string {
  const key = `${marks.locale}|${min}|${max}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(marks.locale, { useGrouping: true, minimumFractionDigits: min, maximumFractionDigits: Math.max(min, max), numberingSystem: 'latn' });
    formatters.set(key, format);
  }
  return format
    .formatToParts(value)
    .map((p) => (p.type === 'group' ? marks.group : p.type === 'decimal' ? marks.decimal : p.value))
    .join('');
}

/** Plain number text of a number, without grouping or exponent, with at most `decimals` decimals. */
export function plainNumberText(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: decimals });
}

/** Digits (and decimal marks, when the field takes decimals) in the text: what a caret position counts to survive regrouping. */
export function countSignificant(text: string, marks: NumberMarks, withDecimal: boolean): number {
  let count = 0;
  for (const char of text) if ((char >= '0' && char <= '9') || (withDecimal && char === marks.decimal)) count++;
  return count;
}

/** The caret position in `text` just after its `count`th digit or decimal mark (after any prefix for 0). */
export function caretAfter(text: string, count: number, marks: NumberMarks, prefix: string): number {
  if (count <= 0) return Math.min(prefix.length, text.length);
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if ((char >= '0' && char <= '9') || char === marks.decimal) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}
