type PageLocation = { pathname: string; search: string; hash: string };

/**
 * The route a hash-routed page (the landing: #/?id=1…) is at: the hash's path ("/" for an empty
 * hash) and one query, the parameters before the hash merged with those in it (the hash's win).
 */
export function hashRoute(location: PageLocation): { path: string; search: string } {
  const inHash = location.hash.replace(/^#/, '') || '/';
  const at = inHash.indexOf('?');
  const merged = new URLSearchParams(location.search);
  for (const [key, value] of new URLSearchParams(at < 0 ? '' : inHash.slice(at + 1))) merged.set(key, value);
  return { path: at < 0 ? inHash : inHash.slice(0, at), search: merged.toString() };
}

/**
 * The landing uses hash history (#/?id=1…), but ad links are often written /promotion/?id=1…
 * Parameters before the hash move into it (those already in the hash win), so the screens read
 * one query either way.
 */
export function landingAddress(location: PageLocation): string | null {
  if (!location.search || location.search === '?') return null;
  const { path, search } = hashRoute(location);
  return `${location.pathname}#${path}${search ? `?${search}` : ''}`;
}
