// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopCountdowns } from './countdown-timers';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('countdown step', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts state down once a second to 0, then stops', async () => {
    const t = fakeScreen();
    await t.run([{ type: 'countdown', state: 'left', from: 3 }]);
    expect(t.s.state.get('left')).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(t.s.state.get('left')).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(t.s.state.get('left')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the top when run again, with one timer, not two', async () => {
    const t = fakeScreen();
    await t.run([{ type: 'countdown', state: 'left', from: 60 }]);
    vi.advanceTimersByTime(10_000);
    await t.run([{ type: 'countdown', state: 'left', from: 60 }]);
    vi.advanceTimersByTime(1000);
    expect(t.s.state.get('left')).toBe(59);
  });

  it('stops when the screen goes away', async () => {
    const t = fakeScreen();
    await t.run([{ type: 'countdown', state: 'left', from: 5 }]);
    stopCountdowns(t.s.state);
    vi.advanceTimersByTime(3000);
    expect(t.s.state.get('left')).toBe(5);
  });
});
