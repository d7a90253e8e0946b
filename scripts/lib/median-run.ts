// Lighthouse's figures move from run to run on the same build: issue 18 asks for the median of 3 per route.

/** What scripts/perf/lighthouse.ts keeps of one run. */
export interface RunFigures {
  scores: { performance: number | null };
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export function median(values: number[]): number {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One result out of several runs: each metric's median, and the scores and audits of the run with the median performance. */
export function medianResult<R extends RunFigures>(runs: R[]): R & { performanceRuns: (number | null)[] } {
  if (!runs.length) throw new Error('no Lighthouse run to take the median of');
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const of = (key: 'lcpMs' | 'tbtMs' | 'cls') => {
    const values = runs.flatMap((run) => (run[key] === null ? [] : [run[key] as number]));
    return values.length ? median(values) : null;
  };
  return { ...middle, lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), performanceRuns: runs.map((run) => run.scores.performance) };
}
