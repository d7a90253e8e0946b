import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { checkRelease } from '../lib/release-check';
import { afterPaint, afterPaintWhenIdle, holdLaterLoads } from './after-paint';
import { useRuntime } from './runtime-context';

// Modal and drawer code (with focus trap, scroll lock and transitions) loads only for screens that
// have dialogs, and only once the screen is on screen: its pictures loaded and the browser idle, or,
// when a dialog opens, once the screen's first frames are painted (it shows when the code arrives).
// Fetched with the screen, it competed with the screen's own pictures on a slow connection, and
// Lighthouse counts every request that ends before the largest paint towards it (issue 31: ~0.3 s
// of loanDetails' simulated LCP; issue 44: /order's rating dialog, which the screen opens as it
// loads, fetched before the status picture had painted, 0.5 s).
const DialogHost = lazy(() =>
  import('./dialog-host').then(
    (m) => ({ default: m.DialogHost }),
    (error: unknown) => {
      // Gone with a replaced release? The page-wide notice then says reload (src/lib/release-check.ts).
      void checkRelease();
      throw error;
    },
  ),
);

/**
 * The pictures the screen shows now: a lazy one below the fold may wait for a scroll that never
 * comes. Whether a lazy one is in view is asked of an IntersectionObserver, which answers from the
 * layout the browser makes for its next frame: reading a picture's place at once made the browser
 * lay the page out inside the screen's first render (issue 64: 71 ms at 4× CPU on /loanConfirmNew).
 */
function picturesShownNow(pictures: HTMLImageElement[]): Promise<HTMLImageElement[]> {
  const lazy = pictures.filter((picture) => picture.getAttribute('loading') === 'lazy');
  const eager = pictures.filter((picture) => !lazy.includes(picture));
  // Without an observer (an old engine, a test's DOM) every picture counts.
  if (!lazy.length || typeof IntersectionObserver !== 'function') return Promise.resolve(pictures);
  return new Promise((done) => {
    // Its first report has every picture observed in this task.
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      done([...eager, ...entries.flatMap((entry) => (entry.isIntersecting ? [entry.target as HTMLImageElement] : []))]);
    });
    for (const picture of lazy) observer.observe(picture);
  });
}

/** Once the picture is loaded and decoded, ready to paint (its load event comes before an async decode), or has failed. */
const readyToPaint = (picture: HTMLImageElement) => (typeof picture.decode === 'function' ? picture.decode() : new Promise((done) => ['load', 'error'].forEach((event) => picture.addEventListener(event, done, { once: true })))).catch(() => undefined);

/**
 * How far the screen is on screen, each true for good: `painted` once the frames after it was drawn
 * are painted (a picture already in is drawn in them); `idle` once its pictures are loaded and
 * decoded (or have failed), the frame after is painted and the browser is then idle.
 */
export function useScreenShown(screen: RefObject<HTMLElement | null>): { painted: boolean; idle: boolean } {
  const [painted, setPainted] = useState(false);
  const [idle, setIdle] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  useEffect(() => {
    let cancel: () => void = () => undefined;
    let live = true;
    void picturesShownNow([...(screen.current?.querySelectorAll('img') ?? [])])
      .then((pictures) => Promise.all(pictures.map(readyToPaint)))
      .then(() => {
        if (live) cancel = afterPaintWhenIdle(() => setIdle(true));
      });
    return () => {
      live = false;
      cancel();
    };
  }, [screen]);
  return { painted, idle };
}

/** Calls back once its first frames are painted: it mounts when the dialogs' code has come and the host is drawn beside it. */
function WhenDrawn({ then }: { then: () => void }) {
  useEffect(() => afterPaint(then), [then]);
  return null;
}

/**
 * The screen's dialogs: their code once the screen is shown and the browser idle, or a dialog is
 * open and the screen painted (useScreenShown), and kept from then on. While a dialog is open and
 * its code not yet drawn, code for later waits (holdLaterLoads): the dialog is what the borrower
 * is about to see.
 */
export function LazyDialogs({ screen }: { screen: RefObject<HTMLElement | null> }) {
  const { dialogs } = useRuntime();
  const subscribe = useCallback((onChange: () => void) => dialogs.subscribe('open', onChange), [dialogs]);
  const read = () => ((dialogs.get('open') as string[] | undefined)?.length ?? 0) > 0;
  const anyOpen = useSyncExternalStore(subscribe, read, read);
  const { painted, idle } = useScreenShown(screen);
  // Kept once wanted: closing the last dialog does not unload it.
  const [wanted, setWanted] = useState(false);
  const wants = idle || (anyOpen && painted);
  if (wants && !wanted) setWanted(true);
  const [drawn, setDrawn] = useState(false);
  const markDrawn = useCallback(() => setDrawn(true), []);
  useEffect(() => (anyOpen && !drawn ? holdLaterLoads() : undefined), [anyOpen, drawn]);
  if (!(wanted || wants)) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
      {drawn ? null : <WhenDrawn then={markDrawn} />}
    </Suspense>
  );
}
