/**
 * A fixed dev-API "today" (5 November 2026, Manila time) so seeded dates, due dates and order
 * numbers stay consistent with each other and with screenshots, whatever the machine's clock says.
 */

export const TODAY = '2026-11-05';

/** `addDays('2026-11-05', 30)` → `'2026-12-05'`. Dates are plain calendar days, no time zone. */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `'2026-11-05'` → `'20261105'`, as inside order numbers. */
export function compactDate(date: string): string {
  return date.replaceAll('-', '');
}
