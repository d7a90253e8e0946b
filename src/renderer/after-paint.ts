/**
 * Calls back once the next frames are painted (a picture ready to paint is drawn in them) and the
 * browser is then idle (right away where it cannot say); returns a cancel.
 *
 * Code a screen needs only after it is shown (its dialogs, the query cache) is fetched from here:
 * fetched while the screen is still being drawn, it competes with the screen's own requests on a
 * slow connection, and Lighthouse counts every request that ends before the largest paint towards it.
 */
export function afterPaintWhenIdle(callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(callback, 1);
      cancelIdle = () => clearTimeout(id);
    }
  };
  // A task queued in a frame's animation callbacks runs after that frame's paint; the frame after
  // the next, as a picture decoded off the main thread may show a frame late.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => setTimeout(idle, 0));
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}
