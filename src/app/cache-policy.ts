/**
 * How long a browser or a CDN may keep each file of the build (issue 27): one rule for serve:prod
 * (scripts/ops/serve-production.ts) and the nginx site the build writes (src/build/nginx-site.ts).
 * No imports: Node scripts and tests read it too.
 */

export const cacheControls = {
  /** Vite names every file under assets/ by its content hash: it never changes under the same URL. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * Pages and the host's service files (runtime-config.js, version.json): kept, but asked again
   * (a 304 when unchanged), so a deploy or a changed runtime value reaches the next page view.
   */
  revalidate: 'no-cache',
  /** API replies and health checks: about one borrower, one moment. */
  never: 'no-store',
  /** Pictures and the icon: not hashed, rarely changed; a day is the longest a stale one may show. */
  day: 'public, max-age=86400',
} as const;

/** Files at the root that the host, not the bundler, decides: never kept without asking. */
export const serviceFiles = ['runtime-config.js', 'version.json'] as const;

/** Files the build writes under the same name every time (the backend contract): never kept without asking. */
export const rebuiltFiles = ['openapi.json'] as const;

/** The Cache-Control for a file of the build, by its path inside the build (`assets/x.js`, `About/index.html`). */
export function cacheControlFor(path: string): string {
  const file = path.replace(/^\/+/, '');
  if (file.startsWith('assets/')) return cacheControls.immutable;
  if (file.endsWith('.html') || [...serviceFiles, ...rebuiltFiles].includes(file as never)) return cacheControls.revalidate;
  return cacheControls.day;
}
