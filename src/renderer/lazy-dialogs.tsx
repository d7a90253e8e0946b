import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { afterPaintWhenIdle } from './after-paint';
import { useRuntime } from './runtime-context';

// Modal and drawer code (with focus trap, scroll lock and transitions) loads only for screens that
// have dialogs, and only once the screen is on screen: its pictures loaded and the browser idle, or
// at once when a dialog opens first (it shows when the code arrives). Fetched with the screen, it
// competed with the screen's own pictures on a slow connection, and Lighthouse counts every request
// that ends before the largest paint towards it (issue 31: ~0.3 s of loanDetails' simulated LCP).
const DialogHost = lazy(() => import('./dialog-host').then((m) => ({ default: m.DialogHost })));

/** A picture the screen shows now (a lazy one below the fold may wait for a scroll that never comes). */
const showsNow = (picture: HTMLImageElement) => picture.getAttribute('loading') !== 'lazy' || picture.getBoundingClientRect().top < window.innerHeight;

/** Once the picture is loaded and decoded, ready to paint (its load event comes before an async decode), or has failed. */
const readyToPaint = (picture: HTMLImageElement) => (typeof picture.decode === 'function' ? picture.decode() : new Promise((done) => ['load', 'error'].forEach((event) => picture.addEventListener(event, done, { once: true })))).catch(() => undefined);

/**
 * True, for good, once the screen's pictures are loaded and decoded (or have failed), the frame
 * after has been painted and the browser is idle: what the screen shows first is on screen.
 */
export function useShownAndIdle(screen: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return undefined;
    let cancel: () => void = () => undefined;
    let live = true;
    const pictures = [...(screen.current?.querySelectorAll('img') ?? [])].filter(showsNow);
    void Promise.all(pictures.map(readyToPaint)).then(() => {
      if (live) cancel = afterPaintWhenIdle(() => setShown(true));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [screen, shown]);
  return shown;
}

/** The screen's dialogs: their code once the screen is shown (useShownAndIdle) or a dialog is open, and kept from then on. */
export function LazyDialogs({ screen }: { screen: RefObject<HTMLElement | null> }) {
  const { dialogs } = useRuntime();
  const subscribe = useCallback((onChange: () => void) => dialogs.subscribe('open', onChange), [dialogs]);
  const read = () => ((dialogs.get('open') as string[] | undefined)?.length ?? 0) > 0;
  const anyOpen = useSyncExternalStore(subscribe, read, read);
  const shown = useShownAndIdle(screen);
  // Kept once wanted: closing the last dialog does not unload it.
  const [wanted, setWanted] = useState(false);
  if ((anyOpen || shown) && !wanted) setWanted(true);
  if (!(wanted || anyOpen || shown)) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
