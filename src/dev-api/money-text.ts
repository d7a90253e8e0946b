/**
 * Money and dates as display text, for the ready-made detail rows and sentences the server sends.
 * Money is written by the app's own money helper with the market's currency settings, and a date as
 * the screens write one (date(x, 'MMM D, YYYY')), so server-made rows read exactly like what the
 * app formats itself (issue 61: a raw 2026-11-07 beside a formatted Nov 7, 2026).
 */
import market from '../../config/market.json';
import dayjs from 'dayjs';
// The locales src/i18n/date-language.ts loads on a page in that language, here at once: the dev API answers every language.
import 'dayjs/locale/tl-ph';
import { dayjsLocaleName } from '../i18n/date-language';
import { formatMoney } from '../lib/money';

/** `150000` centavos → `₱1,500.00` with the Philippine market defaults (`₱1,500` without decimals). */
export function pesoText(centavos: number, options: { withDecimals?: boolean } = {}): string {
  const withDecimals = options.withDecimals ?? true;
  return formatMoney(centavos, { ...market.currency, decimals: withDecimals ? market.currency.decimals : 0 });
}

/** `2026-11-07` (a calendar day, as the dev API keeps its dates) → `Nov 7, 2026`, `Nob 7, 2026` in Filipino: the month names the page's date() writes (src/i18n/date-language.ts). */
export function dateText(day: string, language: string): string {
  return dayjs(day.slice(0, 10)).locale(dayjsLocaleName(language)).format('MMM D, YYYY');
}
