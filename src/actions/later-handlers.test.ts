// @vitest-environment node
// A step kind whose handler is fetched once a screen is drawn (./registry.ts laterHandlers): when
// its code does not come, the list stops there with the network message, as for the mobile reader.
import { describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

vi.mock('./store', () => {
  throw new Error('offline: the later steps chunk did not come');
});

describe('a later kind whose code did not come', () => {
  it('stops its list with the network message, and the steps after it do not run', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'toast', message: 'before' }, { type: 'store', key: 'k', value: 1 }, { type: 'toast', message: 'after' }])).toBe(false);
    expect(t.shown).toEqual(['info:before', `fail:${t.s.market.messages.networkError}`]);
    expect(t.storage.local.getItem('k')).toBeNull();
  });
});
