// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LONG_MARKER, longFirst } from '../harness/long-first-sequencer';

describe('long-running test files start first', () => {
  const texts: Record<string, string> = {
    'big-but-quick.test.ts': 'x'.repeat(20_000),
    'generated-replies-1.test.tsx': `// ${LONG_MARKER}\ntriedWithGeneratedReplies(0, 2);`,
    'quick.test.ts': 'expect(1).toBe(1);',
    'generated-replies-2.test.tsx': `// ${LONG_MARKER}\ntriedWithGeneratedReplies(1, 2);`,
  };

  it('puts the marked files before the others, keeping the given order within each', () => {
    expect(longFirst(Object.keys(texts), (file) => texts[file]!)).toEqual(['generated-replies-1.test.tsx', 'generated-replies-2.test.tsx', 'big-but-quick.test.ts', 'quick.test.ts']);
  });
});
