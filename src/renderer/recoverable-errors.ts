// React's onRecoverableError for the app's roots. When a block throws in a render React does in
// slices (a transition: hydration, drawing over the build's page; a retry after a lazy widget came
// in), React renders the root again at once, where the block's boundary shows its message and
// reports the error (BlockView.componentDidCatch), and then also hands the first attempt's error to
// onRecoverableError. Left to React's default (reportError), a block failure already shown and
// reported reached window.onerror a second time, as an uncaught error; the screen fuzz found it
// once a new screen changed what it generated (CI's new-form trial). Any other recoverable error (a
// mismatch that made React draw the page again) is still reported.

const caughtByBlocks = new WeakSet<object>();

/** Called by a block's boundary with what it caught, before React reports what it recovered from. */
export function noteCaughtByBlock(error: unknown): void {
  if (typeof error === 'object' && error !== null) caughtByBlocks.add(error);
}

/** Whether a recoverable error is a block failure a boundary already caught (React wraps it: the cause). */
export function caughtByBlock(error: unknown): boolean {
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return typeof cause === 'object' && cause !== null && caughtByBlocks.has(cause);
}

/** The onRecoverableError of a root: what a block's boundary caught is left alone, the rest goes to `report`. */
export function recoverableErrors(report: (error: unknown) => void = reportError): (error: unknown) => void {
  return (error) => {
    if (!caughtByBlock(error)) report(error);
  };
}
