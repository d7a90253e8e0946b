// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('set-state step', () => {
  it('writes each value, every one evaluated against the state before the step', async () => {
    const t = fakeScreen();
    await t.run([{ type: 'set-state', values: { a: 1, b: 2 } }]);
    await t.run([{ type: 'set-state', values: { a: { var: 'state.b' }, b: { var: 'state.a' }, p: { var: 'query.productId' } } }]);
    expect(t.s.state.snapshot()).toEqual({ a: 2, b: 1, p: '7' });
  });
});
