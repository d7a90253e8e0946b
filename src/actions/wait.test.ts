// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('wait step', () => {
  it('waits the given milliseconds before the next step runs', async () => {
    const t = fakeScreen();
    let over = () => {};
    t.s.wait = vi.fn(() => new Promise<void>((resolve) => (over = resolve)));
    const done = t.run([{ type: 'wait', ms: 1500 }, { type: 'toast', message: 'later' }]);
    await Promise.resolve();
    expect(t.s.wait).toHaveBeenCalledWith(1500);
    expect(t.shown).toEqual([]);
    over();
    expect(await done).toBe(true);
    expect(t.shown).toEqual(['info:later']);
  });
});
