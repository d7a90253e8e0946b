/**
 * The landing uses hash history (#/?id=1…), but ad links are often written /promotion/?id=1…
 * Parameters before the hash move into it (those already in the hash win), so the screens read
 * one query either way.
 */
export function landingAddress(location: { pathname: string; search: string; hash: string }): string | null {
  if (!location.search || location.search === '?') return null;
  const inHash = location.hash.replace(/^#/, '') || '/';
  const at = inHash.indexOf('?');
  const path = at < 0 ? inHash : inHash.slice(0, at);
  const merged = new URLSearchParams(location.search);
  for (const [key, value] of new URLSearchParams(at < 0 ? '' : inHash.slice(at + 1))) merged.set(key, value);
  const search = merged.toString();
  return `${location.pathname}#${path}${search ? `?${search}` : ''}`;
}
