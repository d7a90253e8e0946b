// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('refetch step', () => {
  it('loads the named data again, and the next step runs once it is in', async () => {
    const t = fakeScreen();
    let arrive = () => {};
    t.s.refetch = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const done = t.run([{ type: 'refetch', data: 'detail' }, { type: 'toast', message: 'fresh' }]);
    await Promise.resolve();
    expect(t.s.refetch).toHaveBeenCalledWith('detail');
    expect(t.shown).toEqual([]);
    arrive();
    expect(await done).toBe(true);
    expect(t.shown).toEqual(['info:fresh']);
  });
});
