import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What a test file writes to say it takes minutes: it is started before the others. */
export const LONG_MARKER = 'vitest: long-running';

/**
 * Vitest orders files by the durations of the last run on this machine, and on a fresh one (CI) by
 * their size: a long test that is a short file (generated-replies-*.test.tsx, five lines each) then
 * started last and ran alone at the end, two minutes of a run on 2 cores (issue 62). Files that say
 * they are long go first, in Vitest's own order; the rest follow in it.
 */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longFirst(await super.sort(files), (spec) => readFileSync(spec.moduleId, 'utf8'));
  }
}

/** The files whose text says they are long, then the others, each in the order given. */
export function longFirst<T>(sorted: readonly T[], textOf: (file: T) => string): T[] {
  const long = new Set(sorted.filter((file) => textOf(file).includes(LONG_MARKER)));
  return [...sorted.filter((file) => long.has(file)), ...sorted.filter((file) => !long.has(file))];
}
