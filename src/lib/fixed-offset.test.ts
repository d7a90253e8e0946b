import { describe, expect, it } from 'vitest';
import { clockFields, setFixedOffset, wallClock } from './calendar-dates';

/** A wall clock's fields, with its milliseconds. */
const fieldsOf = (clock: Date) => ({ year: clock.getFullYear(), month: clock.getMonth() + 1, day: clock.getDate(), hour: clock.getHours(), minute: clock.getMinutes(), second: clock.getSeconds(), ms: clock.getMilliseconds() });
/** Intl's reading of an instant on the zone's clock, with the instant's own milliseconds (Intl gives whole seconds). */
const intlFields = (instant: number, timeZone: string) => ({ ...clockFields(instant, timeZone), ms: new Date(instant).getUTCMilliseconds() });

describe("a zone's clock read by a fixed offset", () => {
  it("reads every instant as Intl's clock of the zone does, inside the span and outside it (Manila's daylight time of 1977 and 1990)", () => {
    // The span the build derives for Manila (src/build/derived-formats.test.ts).
    setFixedOffset('Asia/Manila', { offsetMinutes: 480, from: Date.UTC(1990, 6, 29), to: Date.UTC(2100, 0, 1) });
    const instants = [Date.UTC(1977, 5, 1, 16, 30), Date.UTC(1990, 5, 1, 15, 59, 59, 999), Date.UTC(1990, 6, 28, 16), Date.UTC(2026, 11, 6, 16), Date.UTC(2099, 11, 31, 23, 59)];
    for (let instant = Date.UTC(1975, 0, 1, 3, 7, 11, 250); instant < Date.UTC(2101, 0, 1); instant += 9_876_543_210) instants.push(instant);
    const differ = instants.filter((instant) => JSON.stringify(fieldsOf(wallClock(instant, 'Asia/Manila')!)) !== JSON.stringify(intlFields(instant, 'Asia/Manila')));
    expect(differ.map((instant) => new Date(instant).toISOString())).toEqual([]);
    expect(wallClock(Date.UTC(1977, 5, 1, 16, 30), 'Asia/Manila')!.getHours(), 'daylight time, from Intl').toBe(1);
  });
});
