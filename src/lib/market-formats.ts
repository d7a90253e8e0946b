import type { Market } from '../generated/market.ts';
import { clockOf, setFixedOffset, type FixedOffset } from './calendar-dates.ts';
import type { NumberMarks } from './grouped-number.ts';
import { numberFormat, setNumberMarks } from './money.ts';

/**
 * What the build worked out from the market's locale and time zone with Node's Intl
 * (src/build/derived-formats.ts), each only where it gives exactly what Intl gives: the marks of
 * its amounts, and the zone's offset from UTC where it has been fixed from `from` to `to` (ms).
 */
export interface DerivedFormats {
  numberMarks?: NumberMarks;
  zone?: FixedOffset;
}

/**
 * Makes the formats the market's pages show amounts and dates with ahead of the first render that
 * shows one. Making the first Intl format loads the engine's locale data: at 4× CPU the number
 * format took 104 ms and the zone's clock 26 ms inside /payWay's and /loanConfirmNew's first
 * render (V8 profiles, issue 64). Where the build derived them (`derived`), they are written by
 * hand and no Intl format is made; otherwise each Intl format is made in a task of its own once the
 * current one is done (the page can paint first). A page with data calls asks while it waits for
 * the app's scripts (src/app/early-calls.ts), and the app as it starts (src/app/mount-app.tsx);
 * the second finds them made.
 */
export function prepareMarketFormats(market: Pick<Market, 'currency' | 'timeZone'> & { derived?: DerivedFormats }): void {
  const { numberMarks, zone } = market.derived ?? {};
  const { locale, decimals } = market.currency;
  if (numberMarks) setNumberMarks(locale, decimals, numberMarks);
  else setTimeout(() => numberFormat(locale, decimals), 0);
  if (zone) setFixedOffset(market.timeZone, zone);
  else setTimeout(() => clockOf(market.timeZone), 0);
}
