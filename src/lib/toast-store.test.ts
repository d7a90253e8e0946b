// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toasts (SPEC point 9: 3 s default, minimum above 300 ms)', () => {
  it('hides after 3 s by default and after the minimum when asked for less', () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore({ defaultMs: 3000, minMs: 300 });
      store.show('Upload succeeded!', 'success');
      vi.advanceTimersByTime(2999);
      expect(store.current?.message).toBe('Upload succeeded!');
      vi.advanceTimersByTime(1);
      expect(store.current).toBeNull();
      store.show('quick', 'info', 10);
      vi.advanceTimersByTime(299);
      expect(store.current).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(store.current).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a loading toast until hidden, and a new toast replaces the current one', () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore({ defaultMs: 3000, minMs: 300 });
      const id = store.show('loading...', 'loading');
      vi.advanceTimersByTime(60000);
      expect(store.current?.kind).toBe('loading');
      store.hide(id);
      expect(store.current).toBeNull();
      const old = store.show('first', 'info');
      store.show('second', 'fail');
      store.hide(old); // hiding an old toast leaves the newer one
      expect(store.current?.message).toBe('second');
    } finally {
      vi.useRealTimers();
    }
  });
});
