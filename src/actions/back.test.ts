// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('back step', () => {
  it('goes back once and lets the list go on', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'back' }, { type: 'toast', message: 'after' }])).toBe(true);
    expect(t.s.back).toHaveBeenCalledTimes(1);
    expect(t.shown).toEqual(['info:after']);
  });
});
