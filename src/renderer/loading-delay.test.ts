// The wait before a loading state (./loading-delay.ts): none drawn for a quick load, one drawn for a slow one.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingStateDelayMs, useWaited } from './loading-delay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useWaited', () => {
  it('reports waited only once the delay has passed', () => {
    const { result } = renderHook(() => useWaited(true));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(loadingStateDelayMs - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('counts from when the wait starts, and forgets it when the wait ends', () => {
    const { result, rerender } = renderHook(({ from }) => useWaited(from, 100), { initialProps: { from: false } });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
    rerender({ from: true });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ from: false });
    expect(result.current).toBe(false);
    // A new wait starts over: a load that ended and began again is not already slow.
    rerender({ from: true });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
  });
});
