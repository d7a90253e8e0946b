// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('run step', () => {
  it("runs the screen's named action with the step's scope", async () => {
    const t = fakeScreen();
    await t.run([{ type: 'run', action: 'send' }], { query: { productId: '7' }, item: { id: 3 } });
    expect(t.s.runAction).toHaveBeenCalledWith('send', expect.objectContaining({ query: { productId: '7' }, item: { id: 3 } }));
  });

  it('stops the list when the action stopped (or was already running)', async () => {
    const t = fakeScreen();
    t.s.runAction = vi.fn(async () => false);
    expect(await t.run([{ type: 'run', action: 'send' }, { type: 'toast', message: 'after' }])).toBe(false);
    expect(t.shown).toEqual([]);
  });
});
