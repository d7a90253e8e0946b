// Issue 66: the studio (the dev server's /__studio) draws screens in frames it marks with
// `canvasFrameAttribute`. Drawn there, each block says its pointer in the compiled screen on a
// wrapper that takes no box (display: contents), so a click in the canvas finds the block it fell
// in (block-view.tsx). Everywhere else, and in every production build (import.meta.env.DEV is
// false, and the branch reading it is dropped), the page has no such wrapper. Names only here: the
// build's check (scripts/lib/dev-only-code.ts) reads them in Node.

/** The attribute of the studio's canvas frames. */
export const canvasFrameAttribute = 'data-studio-canvas';
/** The attribute of a block's wrapper in a canvas frame: the block's pointer in the compiled screen. */
export const canvasBlockAttribute = 'data-studio-block';
