import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaintWhenIdle, holdLaterLoads } from './after-paint';

describe('afterPaintWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back once the frames are painted and the browser is idle', () => {
    const later = vi.fn();
    afterPaintWhenIdle(later);
    expect(later).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('waits while something about to be seen holds later loads back, then goes on', () => {
    const release = holdLaterLoads();
    const later = vi.fn();
    afterPaintWhenIdle(later);
    vi.runAllTimers();
    expect(later).not.toHaveBeenCalled();
    release();
    vi.runAllTimers();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('holds back a load whose idle moment came before the hold, and counts every hold', () => {
    const later = vi.fn();
    afterPaintWhenIdle(later);
    const first = holdLaterLoads();
    const second = holdLaterLoads();
    vi.runAllTimers();
    first();
    first();
    vi.runAllTimers();
    expect(later).not.toHaveBeenCalled();
    second();
    vi.runAllTimers();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled, held or not', () => {
    const release = holdLaterLoads();
    const later = vi.fn();
    const cancel = afterPaintWhenIdle(later);
    vi.runAllTimers();
    cancel();
    release();
    vi.runAllTimers();
    expect(later).not.toHaveBeenCalled();
  });
});
