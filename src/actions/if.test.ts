// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

const bigOrSmall = (limit: number) => ({
  type: 'if',
  test: { '>': [{ var: 'query.productId' }, limit] },
  then: [{ type: 'toast', message: 'big' }],
  else: [{ type: 'toast', message: 'small' }],
});

describe('if step', () => {
  it('runs then when the test holds, else otherwise', async () => {
    const t = fakeScreen();
    await t.run([bigOrSmall(5), bigOrSmall(9)]);
    expect(t.shown).toEqual(['info:big', 'info:small']);
  });

  it('does nothing without else when the test fails, and the list goes on', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'if', test: false, then: [{ type: 'toast', message: 'no' }] }, { type: 'toast', message: 'after' }])).toBe(true);
    expect(t.shown).toEqual(['info:after']);
  });

  it('stops the outer list when a step of its branch stops', async () => {
    const t = fakeScreen();
    const done = await t.run([{ type: 'if', test: true, then: [{ type: 'open-url', url: null }] }, { type: 'navigate', to: '/next' }]);
    expect(done).toBe(false);
    expect(t.navigations).toEqual([]);
  });
});
