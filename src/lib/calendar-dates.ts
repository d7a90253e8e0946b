/**
 * Calendar dates as the market's borrowers read them: a due date is a day on the wall calendar of
 * config/market.json timeZone (Asia/Manila), whatever zone the phone, the build machine or the test
 * runner is in. A day is 'YYYY-MM-DD' text, which date() formats as the same day anywhere (dayjs
 * reads it as local midnight), and its arithmetic runs on UTC days, which have no DST to skip.
 */
const DAY_MS = 86_400_000;
const clocks = new Map<string, Intl.DateTimeFormat>();

function dayInZone(instant: number, timeZone: string): number | null {
  const clock = wallClock(instant, timeZone);
  return clock ? Date.UTC(clock.getFullYear(), clock.getMonth(), clock.getDate()) / DAY_MS : null;
}

/**
 * The day a value names, as whole days since 1970-01-01: a number is an instant (seconds below
 * 1e11, as date() reads them, else milliseconds) seen from timeZone; a text starting with a date
 * and no zone of its own is the day it writes (servers write the market's local time); any other
 * text is an instant. Blank or unreadable gives null.
 */
export function calendarDay(value: unknown, timeZone: string): number | null {
  if (typeof value === 'number') return dayInZone(value < 1e11 ? value * 1000 : value, timeZone);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const written = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!written || (text.length > 10 && namesZone(text))) return dayInZone(Date.parse(text), timeZone);
  const [year, month, day] = [+written[1]!, +written[2]!, +written[3]!];
  const utc = Date.UTC(year, month - 1, day);
  // 2026-02-30 is no day; Date.UTC would quietly make it March 2.
  return new Date(utc).getUTCDate() === day && month >= 1 && month <= 12 ? utc / DAY_MS : null;
}

export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day months later (or earlier), kept in its month: Jan 31 + 1 month is the month's last day. */
export function addMonths(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const target = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const first = new Date(target);
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return target / DAY_MS + Math.min(date.getUTCDate(), lastDay) - 1;
}

/** The format that reads a zone's wall clock, made once per zone (making one loads the zone's data). */
export function clockOf(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    clocks.set(timeZone, format);
  }
  return format;
}

/** A zone's offset from UTC in minutes over a span of instants (ms, `to` excluded). */
export interface FixedOffset {
  offsetMinutes: number;
  from: number;
  to: number;
}
const fixedOffsets = new Map<string, FixedOffset>();

/**
 * From now on, an instant within the span is read on `timeZone`'s clock as UTC shifted by the offset,
 * which the build found the zone to keep over it (src/lib/market-formats.ts): no Intl clock is made
 * for it. An instant outside it is read by Intl's.
 */
export function setFixedOffset(timeZone: string, offset: FixedOffset): void {
  fixedOffsets.set(timeZone, offset);
}

/**
 * An instant as the wall clock of timeZone shows it, as a Date of this runtime's own zone with the
 * same fields: date() formats it with dayjs, which has no zones of its own, so a payment due at
 * 00:30 in Manila reads as that day on a phone, a build machine or a test runner set to UTC.
 */
export function wallClock(instant: number, timeZone: string): Date | null {
  // Beyond ±8.64e15 ms a number is no date (Intl throws RangeError on it); a reply may hold one.
  if (!Number.isFinite(instant) || Math.abs(instant) > 8.64e15) return null;
  const fixed = fixedOffsets.get(timeZone);
  if (fixed && instant >= fixed.from && instant < fixed.to) {
    const shifted = new Date(instant + fixed.offsetMinutes * 60_000);
    return new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate(), shifted.getUTCHours(), shifted.getUTCMinutes(), shifted.getUTCSeconds(), shifted.getUTCMilliseconds());
  }
  const field = clockFields(instant, timeZone);
  return new Date(field.year, field.month - 1, field.day, field.hour, field.minute, field.second, new Date(instant).getUTCMilliseconds());
}

/** An instant's fields on timeZone's clock as Intl reads them (month 1–12, whole seconds). */
export function clockFields(instant: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const field = Object.fromEntries(clockOf(timeZone).formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: field.year!, month: field.month!, day: field.day!, hour: field.hour!, minute: field.minute!, second: field.second! };
}

/** Whether a date text names its own zone (Z or ±hh:mm at its end), so it is an instant rather than a wall-clock time. */
export const namesZone = (text: string) => /\d(Z|[+-]\d\d:?\d\d)$/i.test(text.trim());
