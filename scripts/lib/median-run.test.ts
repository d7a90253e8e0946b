// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, medianResult } from './median-run';

const run = (performance: number, lcpMs: number, tbtMs: number, cls: number, audit: string) => ({ scores: { performance }, lcpMs, tbtMs, cls, audit });

describe('median of Lighthouse runs', () => {
  it('takes each metric’s own median, and the scores and audits of the median-performance run', () => {
    const result = medianResult([run(90, 3000, 200, 0.1, 'slow'), run(97, 1500, 50, 0, 'fast'), run(94, 2100, 120, 0.02, 'middle')]);
    expect(result).toMatchObject({ scores: { performance: 94 }, audit: 'middle', lcpMs: 2100, tbtMs: 120, cls: 0.02, performanceRuns: [90, 97, 94] });
  });

  it('averages the two middle values of an even count, and refuses none', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => medianResult([])).toThrow(/no Lighthouse run/);
  });
});
