// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('store step', () => {
  it('keeps the value as JSON, in local storage unless told', async () => {
    const t = fakeScreen();
    await t.run([
      { type: 'store', key: 'offer', value: { var: 'query' } },
      { type: 'store', key: 'seen', value: true, area: 'session' },
    ]);
    expect(t.storage.local.getItem('offer')).toBe('{"productId":"7"}');
    expect(t.storage.session.getItem('seen')).toBe('true');
    expect(t.storage.local.getItem('seen')).toBeNull();
  });

  it('removes the key for an empty value', async () => {
    const t = fakeScreen();
    t.storage.local.setItem('offer', '{}');
    await t.run([{ type: 'store', key: 'offer', value: { var: 'query.none' } }]);
    expect(t.storage.local.getItem('offer')).toBeNull();
  });

  it('lets the list go on when storage refuses (private mode, full quota) or is missing', async () => {
    const t = fakeScreen();
    t.storage.local.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(await t.run([{ type: 'store', key: 'k', value: 1 }, { type: 'toast', message: 'after' }])).toBe(true);
    t.s.storage = () => null;
    expect(await t.run([{ type: 'store', key: 'k', value: 1 }])).toBe(true);
    expect(t.shown).toEqual(['info:after']);
  });
});
