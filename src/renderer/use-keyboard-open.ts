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
    let tallest = height();
    const update = () => {
      const now = height();
      tallest = Math.max(tallest, now);
      env.set('keyboardOpen', tallest - now > thresholdPx);
    };
    const target: EventTarget = viewport ?? window;
    target.addEventListener('resize', update);
    return () => target.removeEventListener('resize', update);
  }, [env, thresholdPx]);
}
