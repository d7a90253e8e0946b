/**
 * Money and dates as display text, for the ready-made detail rows and sentences the server sends.
 * Money is written by the app's own money helper with the market's currency settings, and a date as
 * the screens write one (date(x, 'MMM D, YYYY')), so server-made rows read exactly like what the
 * app formats itself (issue 61: a raw 2026-11-07 beside a formatted Nov 7, 2026).
 */
import market from '../../config/market.json';
import { formatMoney } from '../lib/money';

/** `150000` centavos → `₱1,500.00` with the Philippine market defaults (`₱1,500` without decimals). */
export function pesoText(centavos: number, options: { withDecimals?: boolean } = {}): string {
  const withDecimals = options.withDecimals ?? true;
  return formatMoney(centavos, { ...market.currency, decimals: withDecimals ? market.currency.decimals : 0 });
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-07` (a calendar day, as the dev API keeps its dates) → `Nov 7, 2026`. */
export function dateText(day: string): string {
  return dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
