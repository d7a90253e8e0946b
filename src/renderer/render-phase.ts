import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The phases a screen renders in, decided and read here only:
 *
 * - built: what React draws must equal the page the build prerendered (src/build/prerender-plugin.ts),
 *   on the server and in the browser's hydration pass over that page. The build knows no address
 *   query, session, saved draft, phone, reply, form value or the reader's day, so in this pass a
 *   screen draws as if it had none: the query is empty, data screens show their layout, the form
 *   starts blank, blocks that show the query, a form value or now() are placeholders. Right after
 *   hydration the app draws again with what the page really has (useBuiltPassOf).
 * - layout: a data screen while its blocking data is on the way (and on the build's page, which
 *   has none): inert, running nothing; blocks that show data draw a placeholder of their size
 *   (src/renderer/block-skeleton.tsx), blocks the data shows or hides are left out
 *   (src/renderer/data-pending.ts reads which), the rest draws as it will be.
 * - live: everything is in. Over the build's page the app's first live render is a transition
 *   (after the built pass, or at once when the app draws over the page instead of hydrating it:
 *   src/app/draw-over.tsx), which React renders in slices: a screen whose data is in draws its
 *   whole body in it (useFirstLiveDraw).
 *
 * The app decides the built pass for everything in it (useBuiltPassOf); a data screen decides its
 * layout (keepsLayout). Both hold at once on the build's page of a data screen.
 */

const BuiltPassContext = createContext(false);
const LayoutContext = createContext(false);

/** Given by the app around its screens: whether this render is the built pass (useBuiltPassOf). */
export const BuiltPassProvider = BuiltPassContext.Provider;
/** Given by a screen around its blocks: whether it draws its layout (keepsLayout). */
export const LayoutProvider = LayoutContext.Provider;

/**
 * The app's built pass: true for a render over the build's page (`prerendered`) until that pass is
 * committed, then false, set in a transition (in slices, the page staying responsive) as the
 * hydration was.
 */
export function useBuiltPassOf(prerendered: boolean): boolean {
  const [built, setBuilt] = useState(prerendered);
  useEffect(() => startTransition(() => setBuilt(false)), []);
  return built;
}

const FirstLiveDrawContext = createContext<() => boolean>(() => false);

/** Given by the app around its screens: asked during a render, whether it is the app's first live render over the build's page (usePagePasses). */
export const FirstLiveDrawProvider = FirstLiveDrawContext.Provider;

/**
 * The app's passes over the build's page: the built pass (useBuiltPassOf, when it hydrates the page),
 * and whether a render is its first live one, which the app renders in a transition either way
 * (after the built pass, or at once when it draws over the page: `drawnOver`). Asked during a
 * render; once that render is committed the answer is no, for good.
 */
export function usePagePasses(prerendered: boolean, drawnOver: boolean): { built: boolean; firstLiveDraw: () => boolean } {
  const built = useBuiltPassOf(prerendered);
  const liveCommitted = useRef(false);
  useLayoutEffect(() => {
    if (!built) liveCommitted.current = true;
  }, [built]);
  const firstLiveDraw = useCallback(() => (prerendered || drawnOver) && !built && !liveCommitted.current, [prerendered, drawnOver, built]);
  return { built, firstLiveDraw };
}

/**
 * Whether this render is the app's first live render over the build's page: a transition, so a
 * screen mounting in it with its data in may draw its whole body at once, React rendering it in
 * slices (src/renderer/screen-view.tsx ShownBody).
 */
export const useFirstLiveDraw = (): boolean => useContext(FirstLiveDrawContext)();

/** Whether this render must equal the build's page. */
export const useBuiltPass = (): boolean => useContext(BuiltPassContext);

/** Whether this render draws a data screen's layout. */
const useLayoutPhase = (): boolean => useContext(LayoutContext);

/**
 * True for a component first drawn in the built pass, for good: what it took from the build's
 * empty page (a field's default, a blank form) is taken again once the pass is over.
 */
export function useMountedInBuiltPass(): boolean {
  const built = useBuiltPass();
  const [mountedBuilt] = useState(built);
  return mountedBuilt;
}

/**
 * The scope roots this render has no values of: data in a layout; the query, the form and the
 * time (now()) in the built pass. Empty when live. A block that reads one is a placeholder or left
 * out (src/renderer/block-view.tsx).
 */
export function useUnknownRoots(): readonly string[] {
  const built = useBuiltPass();
  const layout = useLayoutPhase();
  if (!built && !layout) return none;
  return built ? (layout ? builtLayoutRoots : builtRoots) : layoutRoots;
}
const none: readonly string[] = [];
const layoutRoots: readonly string[] = ['data'];
const builtRoots: readonly string[] = ['query', 'form', 'now'];
const builtLayoutRoots: readonly string[] = [...layoutRoots, ...builtRoots];

/**
 * Whether a data screen keeps drawing its layout for one of its sources: a blocking source still
 * loading; in the built pass every blocking source that will load, stored ones included, as the
 * build, which has none, drew it.
 */
export function keepsLayout(source: { blocking?: boolean; storage?: unknown }, state: { enabled: boolean; loading: boolean }, built: boolean): boolean {
  return source.blocking !== false && (built ? state.enabled || Boolean(source.storage) : state.enabled && state.loading);
}
