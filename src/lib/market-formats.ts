import type { Market } from '../generated/market';
import { clockOf } from './calendar-dates';
import { numberFormat } from './money';

/**
 * Makes the formats the market's pages show amounts and dates with ahead of the first render that
 * shows one, each in a task of its own once the current one is done (the page can paint first).
 * Making the first Intl format of a locale or a time zone loads its data: at 4× CPU the number
 * format took 104 ms and the zone's clock 26 ms inside /payWay's and /loanConfirmNew's first
 * render (V8 profiles, issue 64). A page with data calls asks while it waits for the app's scripts
 * (src/app/early-calls.ts), and the app as it starts (src/app/mount-app.tsx); the second finds them made.
 */
export function prepareMarketFormats(market: Pick<Market, 'currency' | 'timeZone'>): void {
  setTimeout(() => numberFormat(market.currency.locale, market.currency.decimals), 0);
  setTimeout(() => clockOf(market.timeZone), 0);
}
