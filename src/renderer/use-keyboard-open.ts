import { useEffect } from 'react';
import type { KeyStore } from '../lib/key-store';

/**
 * env.keyboardOpen: true while the on-screen keyboard has shrunk the viewport by more than the
 * threshold (SPEC screen 1 hides the footer then, so it does not ride on top of the keyboard).
 */
export function useKeyboardOpen(env: KeyStore, thresholdPx: number): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const height = () => viewport?.height ?? window.innerHeight;
    let tallest = 0;
    const update = () => {
      const now = height();
      tallest = Math.max(tallest, now);
      env.set('keyboardOpen', tallest - now > thresholdPx);
    };
    // The first height is read after the first paint: reading it right after the screen's first
    // commit forced a layout of the whole form before anything showed (npm run bench).
    const first = window.setTimeout(() => {
      tallest = Math.max(tallest, height());
    }, 0);
    const target: EventTarget = viewport ?? window;
    target.addEventListener('resize', update);
    return () => {
      window.clearTimeout(first);
      target.removeEventListener('resize', update);
    };
  }, [env, thresholdPx]);
}
