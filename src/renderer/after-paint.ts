/**
 * Calls back once the next frames are painted (a picture ready to paint is drawn in them); returns a
 * cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued in a frame's animation callbacks runs after that frame's paint; the frame after
  // the next, as a picture decoded off the main thread may show a frame late.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Calls back once the browser is idle (right away where it cannot say); returns a cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
}

/**
 * Calls back once the next frames are painted and the browser is then idle; returns a cancel.
 *
 * Code a screen needs only after it is shown (its dialogs, the query cache) is fetched from here:
 * fetched while the screen is still being drawn, it competes with the screen's own requests on a
 * slow connection, and Lighthouse counts every request that ends before the largest paint towards it.
 */
export function afterPaintWhenIdle(callback: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const cancelPaint = afterPaint(() => {
    cancelIdle = whenIdle(callback);
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
