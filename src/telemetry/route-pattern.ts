import type { RoutePattern } from '../generated/telemetry-batch';
import { scrubName, scrubText } from './scrub';

/** The names in a query string, sorted, each once: which values the page had, never what they were. */
function queryNames(search: string): string[] {
  return [...new Set([...new URLSearchParams(search).keys()].map(scrubName))].sort().slice(0, 40);
}

/**
 * Where the page is, as a pattern (schemas/telemetry-batch.json#/definitions/route): the path, the
 * names of its query values, and for a hash route (the promotion landing's #/…) its path and names.
 * Any other hash (an anchor) is left out: it is the page's, not a route.
 */
export function routePattern(location: { pathname: string; search: string; hash: string }): RoutePattern {
  const route: RoutePattern = { path: scrubText(location.pathname).slice(0, 200), query: queryNames(location.search) };
  if (location.hash.startsWith('#/')) {
    const [path = '', search = ''] = location.hash.slice(1).split('?', 2);
    route.hashPath = scrubText(path).slice(0, 200);
    route.hashQuery = queryNames(search);
  }
  return route;
}
