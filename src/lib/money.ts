import type { Market } from '../generated/market';

/** What formatMoney needs from config/market.json's currency (the sign may be swapped by the caller). */
export type MoneyFormat = Pick<Market['currency'], 'sign' | 'divisor' | 'decimals' | 'locale' | 'separators'>;

// A reply's amount is a number or a numeric string ("5678", "5678.00", " 5678 "); anything else
// in a string is text the server already wrote for display. The words NaN and Infinity are a
// broken number, not display text: they show as nothing, like the numbers they name.
const numericText = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;
const brokenNumber = /^[-+]?(?:nan|infinity)$/i;

/** The amount as minor units, the server's own display text, or null when there is nothing to show. */
function readAmount(amount: unknown): number | string | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : null;
  if (typeof amount !== 'string') return null;
  const text = amount.trim();
  if (text === '' || brokenNumber.test(text)) return null;
  if (!numericText.test(text)) return text;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

// Building an Intl.NumberFormat costs far more than using one, and a list of amounts formats
// many values with the same settings.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
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
  const value = readAmount(amount);
  if (value === null) return '';
  if (typeof value === 'string') return value;
  const units = value / format.divisor;
  const parts = numberFormat(format.locale, format.decimals).formatToParts(Math.abs(units));
  const { separators } = format;
  const body = parts
    .map((part) => (separators && part.type === 'group' ? separators.group : separators && part.type === 'decimal' ? separators.decimal : part.value))
    .join('');
  // An amount that rounds to zero is shown without a minus (-₱0.00 reads like a debt).
  const negative = units < 0 && Math.round(Math.abs(units) * 10 ** format.decimals) !== 0;
  return `${negative ? '-' : ''}${withSign ? format.sign : ''}${body}`;
}
