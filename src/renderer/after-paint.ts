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
 * Code for later waits while something the borrower is about to see is still coming: a dialog the
 * screen opens as it loads (src/renderer/lazy-dialogs.tsx) is then the largest paint, and the query
 * cache's code or the form library fetched beside it shared the slow connection with the dialog's
 * own (issue 64: /loanConfirmNew's promotion, 3.0 s simulated LCP, the last 0.35 s the query cache's
 * code ending before it). Each hold's release is called once; later loads go on once none is held.
 */
let holds = 0;
const heldBack = new Set<() => void>();

export function holdLaterLoads(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const waiting = [...heldBack];
    heldBack.clear();
    for (const go of waiting) go();
  };
}

/** Calls back once no hold is left (holdLaterLoads); returns a cancel. */
function whenReleased(callback: () => void): () => void {
  const go = () => callback();
  heldBack.add(go);
  return () => heldBack.delete(go);
}

/**
 * Calls back once the next frames are painted, nothing the borrower is about to see holds later
 * loads back (holdLaterLoads) and the browser is then idle; returns a cancel.
 *
 * Code a screen needs only after it is shown (its dialogs, the query cache, the form library) is
 * fetched from here: fetched while the screen is still being drawn, it competes with the screen's
 * own requests on a slow connection, and Lighthouse counts every request that ends before the
 * largest paint towards it.
 */
export function afterPaintWhenIdle(callback: () => void): () => void {
  let cancel: () => void = () => undefined;
  // Held when the browser is idle: once released, the frames and the idle moment are waited for again.
  const attempt = () => {
    cancel = afterPaint(() => {
      cancel = whenIdle(() => {
        if (holds === 0) callback();
        else cancel = whenReleased(attempt);
      });
    });
  };
  attempt();
  return () => cancel();
}
