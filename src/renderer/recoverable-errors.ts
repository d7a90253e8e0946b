// React's onRecoverableError for a root the app draws on the client (no hydration: src/app's
// createRoot, the stories, the screen fuzz). React calls it when a render it did in slices (a
// transition; a retry after a lazy widget came in) threw and the synchronous render it did at once
// instead did not: what the borrower sees came from that second render. A fault that lasts throws
// again in a later render, where the block's boundary shows its message and reports it
// (BlockView.componentDidCatch), or escapes to window.onerror; so nothing is lost by not reporting
// the first attempt too. Left to React's default (reportError), it reached window.onerror as an
// uncaught error, once per block failure: the screen fuzz found it when a new screen changed what
// it generated (CI's new-form trial). A hydrating root keeps its own: there a recovery means the
// build's page and the app drew different things (src/app/mount-app.tsx).
export function recoveredRender(error: unknown): void {
  console.warn('React recovered from an error in a render it did in slices:', error instanceof Error && error.cause !== undefined ? error.cause : error);
}
