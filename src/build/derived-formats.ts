// Node-only (builds): what config/market.json's locale and time zone come to, worked out once with
// Node's Intl and added to the market module as `derived` (src/build/market-module-plugin.ts), so that a page writes amounts and reads
// the zone's wall clock without loading the engine's locale and zone data (src/lib/market-formats.ts,
// issue 64). Each is kept only when it is exactly what Intl gives; otherwise the page uses Intl.
import { clockFields } from '../lib/calendar-dates.ts';
import { groupedFormat, type NumberMarks } from '../lib/grouped-number.ts';
import type { DerivedFormats } from '../lib/market-formats.ts';

/** Amounts Intl and the hand format must write alike: edges of rounding and grouping, and a spread of sizes and places. */
function sampleAmounts(): (number | Intl.StringNumericLiteral)[] {
  const edges: (number | Intl.StringNumericLiteral)[] = [0, 0.5, 1, 9.995, 999.995, 1000, 1234.5, 99999.995, 1e6, 123456789.125, 1.005, 2.675, 1e21, 1.5e-7, '12345678901234567890.125', '1e-3', '5678e-2', '5678.005'];
  const spread: number[] = [];
  for (let i = 1; i < 3000; i += 1) spread.push(((i * 7919) % 100003) * 10 ** ((i % 13) - 4));
  return [...edges, ...spread];
}

/** The marks of `locale` with `decimals` places, when the hand format writes every sample as Intl does; undefined otherwise (another grouping, other digits). */
export function numberMarksOf(locale: string, decimals: number): NumberMarks | undefined {
  let intl: Intl.NumberFormat;
  try {
    intl = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
  } catch {
    return undefined;
  }
  const markOf = (type: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, useGrouping: true }).formatToParts(1234567.5).find((part) => part.type === type)?.value;
  const [group, decimal] = [markOf('group'), markOf('decimal')];
  if (group === undefined || decimal === undefined) return undefined;
  const hand = groupedFormat(decimals, { group, decimal });
  const same = sampleAmounts().every((value) => JSON.stringify(hand.formatToParts(value)) === JSON.stringify(intl.formatToParts(value)));
  return same ? { group, decimal } : undefined;
}

/** Instants the zone's offsets are read over, a day apart: a change of offset (daylight time, a new standard time) lasts longer than a day. */
const readFrom = Date.UTC(1970, 0, 1);
const readTo = Date.UTC(2100, 0, 1);
const day = 86_400_000;

/**
 * The offset from UTC in minutes that `timeZone` keeps now, with the span of days around now it has
 * kept it (read between 1970 and 2100; Manila last kept daylight time in 1990), or undefined for a
 * zone Intl does not know. Instants outside the span are read by Intl's clock (src/lib/calendar-dates.ts).
 */
export function fixedOffsetOf(timeZone: string, now = Date.now()): DerivedFormats['zone'] {
  const offsetAt = (instant: number) => {
    const field = clockFields(instant, timeZone);
    // Read as UTC fields: the build machine's own zone plays no part.
    return (Date.UTC(field.year, field.month - 1, field.day, field.hour, field.minute, field.second) - instant) / 60_000;
  };
  const today = readFrom + Math.floor((now - readFrom) / day) * day;
  let offsetMinutes: number;
  try {
    offsetMinutes = offsetAt(today);
  } catch {
    return undefined; // not a zone Intl knows
  }
  let from = today;
  while (from - day >= readFrom && offsetAt(from - day) === offsetMinutes) from -= day;
  let to = today;
  while (to + day <= readTo && offsetAt(to + day) === offsetMinutes) to += day;
  // A span of less than a year is daylight time or a change to come: Intl reads such a zone.
  return to - from >= 365 * day ? { offsetMinutes, from, to } : undefined;
}

/** The market's derived formats, from its currency and time zone. */
export function derivedFormats(market: { currency: { locale: string; decimals: number }; timeZone: string }): DerivedFormats {
  const numberMarks = numberMarksOf(market.currency.locale, market.currency.decimals);
  const zone = fixedOffsetOf(market.timeZone);
  return { ...(numberMarks ? { numberMarks } : {}), ...(zone ? { zone } : {}) };
}
