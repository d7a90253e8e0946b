// How long each test file takes, as npm run check plans by it: the longest of the runs seen, not the
// last. Vitest's results cache keeps the last run's time, and a run of a few of a file's tests
// (vitest -t, an interrupted run) records a fraction of it: accessibility.e2e.ts, 190 s in a whole
// run, came out at a few seconds and fitted the quick loop's 25 s, which then took 290 s (issue 62).
// A file made quicker keeps its old time until the record is removed (node_modules/.cache/check).

/** The record `kept` (file → ms) with each time of the last run that is longer. */
export function longestDurations(kept: Readonly<Record<string, number>>, last: ReadonlyMap<string, number>): Record<string, number> {
  const longest = { ...kept };
  for (const [file, ms] of last) longest[file] = Math.max(longest[file] ?? 0, ms);
  return longest;
}
