// The session parameters (CONTRACT "Session parameters") an address holds, and an in-app address
// that keeps them. No imports: the app's client and steps use them, and so does a static page's own
// script (src/app/static-page.ts), which gives its in-app links the session of its address.

/**
 * The session parameters present in an address's query (its text, or as the router parsed it), in
 * the order market.json lists them. A name given twice counts by its last value, as the router
 * reads it: the page's first script and the app must build the same address (early-replies.ts).
 */
export function readSession(search: string | Record<string, string>, names: readonly string[]): Record<string, string> {
  const query = typeof search === 'string' ? Object.fromEntries(new URLSearchParams(search)) : search;
  const session: Record<string, string> = {};
  for (const name of names) {
    const value = query[name];
    if (typeof value === 'string') session[name] = value;
  }
  return session;
}

/**
 * An in-app path keeps the current session (CONTRACT "Session parameters"): one that names no
 * session value gets the current ones; one that names some opens a page with exactly those.
 */
export function keepSession(path: string, session: Record<string, string>, names: readonly string[]): string {
  if (!Object.keys(session).length) return path;
  const url = new URL(path, 'http://in-app.invalid');
  if (names.some((name) => url.searchParams.has(name))) return path;
  for (const [name, value] of Object.entries(session)) url.searchParams.append(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
