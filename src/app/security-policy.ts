/**
 * The one source of the app's security policy (issue 9): the Content Security Policy and the
 * referrer policy. The build injects them into both HTML entries (src/app/security-policy-plugin.ts),
 * scripts/serve-production.ts sends them as headers, and tests/e2e/security-policy.e2e.ts checks
 * every route under them in Chromium. No imports: Node scripts, the Vite config and tests all read it.
 */

/**
 * Session parameters (sessionId, deviceId…) travel in the query string of every page
 * (CONTRACT "Session parameters"), so no request, link or frame may tell another site where it came from.
 */
export const referrerPolicy = 'no-referrer';

export type CspDirectives = Record<string, readonly string[]>;

/**
 * The directives for an API on another origin (market.json `apiOrigin`, empty = the page's own
 * origin). Each source is here because the app really loads something from it (checked against
 * what the built app requests, see the e2e test); anything else falls back to default-src 'self'.
 */
export function cspDirectives(apiOrigin = ''): CspDirectives {
  const api = apiOrigin ? [new URL(apiOrigin).origin] : [];
  return {
    // Everything the app ships is served from its own origin: no CDN, no web fonts, no analytics.
    'default-src': ["'self'"],
    // Only our own hashed bundles: no inline script, no eval (nothing in the app or its libraries needs
    // either; the dev-API build's MSW worker is a file on the same origin too).
    'script-src': ["'self'"],
    // Mantine renders <style> elements (theme CSS variables, hiddenFrom/visibleFrom classes, responsive
    // style props) whose text is computed at run time. A nonce would need a server that rewrites every
    // response; the app is static files, so inline styles stay allowed. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data:/blob: because complaint photos are previewed from object URLs and compressorjs decodes and
    // re-encodes them through data:/blob: images before upload. https: because product logos, channel
    // logos, banners and pay-code pictures are URLs chosen by the server (payCodeImg even arrives in the
    // query) on hosts SPEC.md does not name; an image cannot run script. The captcha comes from the API.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...api],
    // The API (/stations) on the page's own origin, or the configured API origin.
    'connect-src': ["'self'", ...api],
    // The agreement and policy frames: in-app pages (same origin) or, from a real server, the lender's
    // agreement page on an https host SPEC.md does not name. The frame widget sandboxes every frame, and
    // refuses anything that is not an in-app path or http(s) (src/widgets/frame/frame.tsx, src/lib/safe-url.ts).
    'frame-src': ["'self'", 'https:'],
    // The dev-API build registers MSW's service worker from /mockServiceWorker.js; production has none.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    // A <base> injected by markup could re-point every relative script and API path.
    'base-uri': ["'self'"],
    // The app posts with fetch; a form that slipped in could only post back to us.
    'form-action': ["'self'"],
    // The host app opens pages top-level in a webview (frame-ancestors does not apply there); only the
    // company site's Policy tab frames our own /privacyPolicy. No other site may frame the borrower's
    // pages (clickjacking). Browsers ignore this directive in a <meta> policy: only the header carries it.
    'frame-ancestors': ["'self'"],
  };
}

/** Directives browsers ignore (and warn about in the console) when the policy comes in a <meta> element. */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The policy as a header value (`default-src 'self'; script-src 'self'; …`). */
export function cspHeaderValue(apiOrigin = ''): string {
  return serialise(cspDirectives(apiOrigin));
}

/** The policy for `<meta http-equiv="Content-Security-Policy">`: the header minus header-only directives. */
export function cspMetaValue(apiOrigin = ''): string {
  const directives = Object.entries(cspDirectives(apiOrigin)).filter(([name]) => !headerOnlyDirectives.has(name));
  return serialise(Object.fromEntries(directives));
}

function serialise(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Every header a server of the built app should send with each response. nosniff: a JSON reply or an
 * uploaded image is never run as script; X-Frame-Options: the frame-ancestors rule for older webviews.
 */
export function securityHeaders(apiOrigin = ''): Record<string, string> {
  return {
    'Content-Security-Policy': cspHeaderValue(apiOrigin),
    'Referrer-Policy': referrerPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
