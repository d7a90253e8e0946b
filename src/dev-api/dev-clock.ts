/** Timestamps for records the dev API creates (complaints), on the fixed dev "today" of calendar.ts. */
import { db } from './db';

/** `'2026-11-05 09:31'`, one minute later on each call, so new records sort after the seed and after each other. */
export function nextTimestamp(): string {
  db.clockMinutes += 1;
  const start = Date.UTC(2026, 10, 5, 9, 30);
  return new Date(start + db.clockMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
