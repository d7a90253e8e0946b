/** The attribute of #root that names the route whose markup the build wrote into it (src/build/prerender-plugin.ts). */
export const prerenderedAttribute = 'data-prerendered';

/** The attribute of #root beside it that names the language the build drew that markup in. */
export const prerenderedLanguageAttribute = 'data-prerendered-lang';

/** A route as the prerender names it: its path, without the trailing slash a host may add (`/About/` is `/About`). */
export function routeKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route the page's markup was prerendered for, or undefined when #root holds none. */
export function prerenderedRouteOf(root: Element): string | undefined {
  return root.getAttribute(prerenderedAttribute) ?? undefined;
}

/** #root no longer holds the build's markup: drawn afresh, or drawn again with the page's own values (tests wait for this). */
export function clearPrerenderedMarks(root: Element | null): void {
  root?.removeAttribute(prerenderedAttribute);
  root?.removeAttribute(prerenderedLanguageAttribute);
}

/** The language the page's markup was prerendered in, or undefined when #root holds none. */
export function prerenderedLanguageOf(root: Element): string | undefined {
  return root.getAttribute(prerenderedLanguageAttribute) ?? undefined;
}

/** What the app does with the markup in #root (src/app/mount-app.tsx). */
export type TakeOver =
  /** The build drew this route in this language: React takes its markup over. */
  | 'hydrate'
  /** This route in another language: it stays on screen until the page can be drawn in the reader's at once. */
  | 'keep-then-draw'
  /** Another route's page (a host's fallback): drawn afresh. */
  | 'draw';

export function takeOver({ route, language }: { route?: string; language?: string }, page: { pathname: string; language: string }): TakeOver {
  if (route === undefined || route !== routeKey(page.pathname)) return 'draw';
  return language === page.language ? 'hydrate' : 'keep-then-draw';
}

/** The route a host answers unknown paths with, as a 404 (src/build/nginx-site.ts; screens/not-found.json). */
export const notFoundRoute = '/notFound';

/**
 * The host answered this address with its not-found page (a 404: no such page, or one it keeps out
 * of production, such as the internal test page): the app shows that page too, not whatever screen
 * the address would match in the bundle. The address becomes /notFound, so a reload asks for that
 * page and the back button still leaves as it came.
 */
export function followHostNotFound(root: Element | null, win: Window = window): void {
  if (!root || prerenderedRouteOf(root) !== notFoundRoute || routeKey(win.location.pathname) === notFoundRoute) return;
  win.history.replaceState(win.history.state, '', `${notFoundRoute}${win.location.search}`);
}
