/** The attribute of #root that names the route whose markup the build wrote into it (src/build/prerender-plugin.ts). */
export const prerenderedAttribute = 'data-prerendered';

/** A route as the prerender names it: its path, without the trailing slash a host may add (`/About/` is `/About`). */
export function routeKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route the page's markup was prerendered for, or undefined when #root holds none. */
export function prerenderedRouteOf(root: Element): string | undefined {
  return root.getAttribute(prerenderedAttribute) ?? undefined;
}
