import { describe, expect, it } from 'vitest';
import { longestDurations } from './longest-durations';

describe('longestDurations', () => {
  it('keeps a whole run’s time when a later run tried a few of the file’s tests', () => {
    const whole = longestDurations({}, new Map([['tests/e2e/accessibility.e2e.ts', 190_000]]));
    const afterPartial = longestDurations(whole, new Map([['tests/e2e/accessibility.e2e.ts', 1_200], ['tests/e2e/drafts.e2e.ts', 9_000]]));
    expect(afterPartial).toEqual({ 'tests/e2e/accessibility.e2e.ts': 190_000, 'tests/e2e/drafts.e2e.ts': 9_000 });
  });

  it('takes a longer time as it comes', () => {
    expect(longestDurations({ 'a.test.ts': 100 }, new Map([['a.test.ts', 300]]))).toEqual({ 'a.test.ts': 300 });
  });
});
