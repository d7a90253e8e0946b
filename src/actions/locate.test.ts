// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { LocateResult } from '../lib/geolocation';
import { fakeScreen } from '../../tests/support/fake-screen';

const locate = (timeoutMs?: number) => ({
  type: 'locate',
  ...(timeoutMs === undefined ? {} : { timeoutMs }),
  onSuccess: [{ type: 'set-state', values: { where: { cat: [{ var: 'reply.latitude' }, ',', { var: 'reply.longitude' }] } } }],
  onFailure: [{ type: 'toast', message: { cat: ['denied ', { var: 'reply.code' }, ': ', { var: 'reply.message' }] } }],
  onUnsupported: [{ type: 'toast', message: 'no location here' }],
});

function answering(result: LocateResult) {
  const t = fakeScreen();
  t.s.locate = vi.fn(async () => result);
  return t;
}

describe('locate step', () => {
  it('runs onSuccess with the position in reply, asking with a 10 s timeout unless told', async () => {
    const t = answering({ kind: 'position', latitude: 14.55, longitude: 121.02, accuracy: 30 });
    await t.run([locate()]);
    await t.run([locate(2000)]);
    expect(t.s.state.get('where')).toBe('14.55,121.02');
    expect(vi.mocked(t.s.locate).mock.calls).toEqual([[10000], [2000]]);
  });

  it('runs onFailure with the code and message in reply, and onUnsupported where there is no location', async () => {
    const denied = answering({ kind: 'error', code: 1, message: 'User denied Geolocation' });
    await denied.run([locate()]);
    const none = answering({ kind: 'unsupported' });
    await none.run([locate()]);
    expect([...denied.shown, ...none.shown]).toEqual(['info:denied 1: User denied Geolocation', 'info:no location here']);
  });

  it('stops the outer list when a step of the branch taken stops', async () => {
    const t = answering({ kind: 'unsupported' });
    const done = await t.run([{ type: 'locate', onUnsupported: [{ type: 'open-url', url: '' }] }, { type: 'navigate', to: '/next' }]);
    expect(done).toBe(false);
    expect(t.navigations).toEqual([]);
  });
});
