import type { Market } from '../generated/market.ts';
import { groupedFormat, type NumberMarks, type NumberParts } from './grouped-number.ts';

/** What formatMoney needs from config/market.json's currency (the sign may be swapped by the caller). */
export type MoneyFormat = Pick<Market['currency'], 'sign' | 'divisor' | 'decimals' | 'locale' | 'separators'>;

// A reply's amount is a number or a numeric string ("5678", "5678.00", " 5678 "); anything else
// in a string is text the server already wrote for display. The words NaN and Infinity are a
// broken number, not display text: they show as nothing, like the numbers they name.
const numericText = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;
const brokenNumber = /^[-+]?(?:nan|infinity)$/i;

/** An amount to format: its value in minor units and, when the reply sent it as numeric text, that text. */
interface Amount {
  value: number;
  text?: string;
}

/** The amount, the server's own display text, or null when there is nothing to show. */
function readAmount(amount: unknown): Amount | string | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? { value: amount } : null;
  if (typeof amount !== 'string') return null;
  const text = amount.trim();
  if (text === '' || brokenNumber.test(text)) return null;
  if (!numericText.test(text)) return text;
  const n = Number(text);
  return Number.isFinite(n) ? { value: n, text } : null;
}

/**
 * Numeric text divided by the divisor without leaving decimal: an amount past 2^53 centavos (a reply's
 * number the API client keeps as its text, src/api/reply-json.ts) shows its last centavo, which a
 * double would round. Intl.NumberFormat formats such text as an exact decimal (ES2023); an engine
 * without that reads it as a number, which is what the division would have given. Undefined for a
 * divisor that is not a power of ten: the number's division then.
 */
function exactUnits(text: string, divisor: number): Intl.StringNumericLiteral | undefined {
  const places = Math.log10(divisor);
  if (!Number.isInteger(places)) return undefined;
  const [mantissa = '', exponent = '0'] = text.replace(/^[-+]/, '').split(/e/i);
  return `${mantissa}e${Number(exponent) - places}` as Intl.StringNumericLiteral;
}

// Building an Intl.NumberFormat costs far more than using one, and a list of amounts formats
// many values with the same settings.
const formatters = new Map<string, NumberParts>();
const keyOf = (locale: string, decimals: number) => `${locale}|${decimals}`;

/** From now on, the format of `locale` with `decimals` places is written by hand with `marks`, which the build found to write what Intl writes (src/lib/market-formats.ts). */
export function setNumberMarks(locale: string, decimals: number, marks: NumberMarks): void {
  formatters.set(keyOf(locale, decimals), groupedFormat(decimals, marks));
}

/** The number format of a locale with so many decimals, made once (making an Intl one loads the locale's data). */
export function numberFormat(locale: string, decimals: number): NumberParts {
  const key = keyOf(locale, decimals);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The money helper of SPEC point 9, the one place money is written: the server sends minor units,
 * which are divided by the market divisor and shown with the market decimals, grouped and marked
 * the way the market locale writes numbers (en-PH: ₱5,678.00). The market's `separators`, when
 * set, replace the locale's marks (SPEC's own reading: ₱5.678,00).
 *
 * Null, undefined, '' and non-finite numbers give '' (never 'NaN' in front of a borrower). A string
 * that is not a number is text the server wrote for display (e.g. "₱5,150.00") and is shown as
 * written, trimmed.
 */
export function formatMoney(amount: unknown, format: MoneyFormat, withSign = true): string {
  const read = readAmount(amount);
  if (read === null) return '';
  if (typeof read === 'string') return read;
  const units = read.value / format.divisor;
  const exact = read.text === undefined ? undefined : exactUnits(read.text, format.divisor);
  const parts = numberFormat(format.locale, format.decimals).formatToParts(exact ?? Math.abs(units));
  const { separators } = format;
  const body = parts
    .map((part) => (separators && part.type === 'group' ? separators.group : separators && part.type === 'decimal' ? separators.decimal : part.value))
    .join('');
  // An amount that rounds to zero is shown without a minus (-₱0.00 reads like a debt).
  const negative = units < 0 && Math.round(Math.abs(units) * 10 ** format.decimals) !== 0;
  return `${negative ? '-' : ''}${withSign ? format.sign : ''}${body}`;
}
