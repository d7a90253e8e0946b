// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('navigate step', () => {
  it('moves to the route with its query evaluated in the step scope, not replacing unless told', async () => {
    const t = fakeScreen();
    const navigate = vi.spyOn(t.s, 'navigate');
    await t.run([
      { type: 'navigate', to: '/loanConfirm', query: { productId: { var: 'query.productId' }, source: 'home' } },
      { type: 'navigate', to: '/error', replace: true },
    ]);
    expect(navigate.mock.calls).toEqual([
      ['/loanConfirm', { productId: '7', source: 'home' }, false],
      ['/error', {}, true],
    ]);
  });
});
