// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('toast step', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the message with its template filled, as info unless told', async () => {
    const t = fakeScreen();
    await t.run([{ type: 'toast', message: { cat: ['Product ', { var: 'query.productId' }] } }, { type: 'toast', message: 'Saved', kind: 'success' }]);
    expect(t.shown).toEqual(['info:Product 7', 'success:Saved']);
  });

  it('keeps it for the given time, and hide takes it away', async () => {
    vi.useFakeTimers();
    const t = fakeScreen();
    await t.run([{ type: 'toast', message: 'Long', durationMs: 8000 }]);
    vi.advanceTimersByTime(7000);
    expect(t.toast.current?.message).toBe('Long');
    await t.run([{ type: 'toast', kind: 'hide', message: '' }]);
    expect(t.toast.current).toBeNull();
  });
});
