// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('bridge step', () => {
  it('calls the host app with the action and its params evaluated in the step scope', async () => {
    const t = fakeScreen();
    await t.run([{ type: 'bridge', action: 'goProduct', params: { productId: { var: 'query.productId' }, from: 'web' } }]);
    expect(t.bridgeCalls).toEqual([{ action: 'goProduct', params: { productId: '7', from: 'web' } }]);
  });

  it('sends empty params when the step has none', async () => {
    const t = fakeScreen();
    await t.run([{ type: 'bridge', action: 'close' }]);
    expect(t.bridgeCalls).toEqual([{ action: 'close', params: {} }]);
  });
});
