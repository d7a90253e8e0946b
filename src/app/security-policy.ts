/**
 * The one source of the app's security policy (issue 9): the Content Security Policy and the
 * referrer policy. The build injects them into both HTML entries (src/app/security-policy-plugin.ts),
 * scripts/ops/serve-production.ts sends them as headers, and tests/e2e/security-policy.e2e.ts checks
 * every route under them in Chromium. No imports: Node scripts, the Vite config and tests all read it.
 */

/**
 * Session parameters (sessionId, deviceId…) travel in the query string of every page
 * (CONTRACT "Session parameters"), so no request, link or frame may tell another site where it came from.
 */
export const referrerPolicy = 'no-referrer';

export type CspDirectives = Record<string, readonly string[]>;

/**
 * A source the host decides at run time (src/lib/runtime-config.ts): an http(s) URL, of which the
 * origin is kept; a name starting with `$`, which nginx fills in per request from the host's
 * values (src/build/nginx-site.ts); or empty for none (the page's own origin covers it).
 */
function originOf(source: string): string[] {
  if (!source) return [];
  if (source.startsWith('$')) return [source];
  // A path on the page's own origin (a report endpoint such as /stations/telemetry) needs nothing more.
  if (source.startsWith('/')) return [];
  return [new URL(source).origin];
}

/**
 * The directives for an API on another origin (the runtime apiOrigin, empty = the page's own
 * origin) and a report endpoint on another origin. Each source is here because the app really loads
 * something from it (checked against what the built app requests, see the e2e test); anything else
 * falls back to default-src 'self'.
 */
export function cspDirectives(apiOrigin = '', telemetryEndpoint = ''): CspDirectives {
  const api = originOf(apiOrigin);
  const reports = originOf(telemetryEndpoint);
  return {
    // Everything the app ships is served from its own origin: no CDN, no web fonts, no analytics.
    'default-src': ["'self'"],
    // Only our own hashed bundles: no inline script, no eval (nothing in the app or its libraries needs
    // either; the dev-API build's MSW worker is a file on the same origin too).
    'script-src': ["'self'"],
    // Mantine renders <style> elements (responsive style props) whose text is computed at run time,
    // and the build writes the theme's CSS variables into each page's <head> (src/build/theme-variables.ts). A nonce would need a server that rewrites every
    // response; the app is static files, so inline styles stay allowed. Styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data:/blob: because complaint photos are previewed from object URLs and compressorjs decodes and
    // re-encodes them through data:/blob: images before upload. https: because product logos, channel
    // logos, banners and pay-code pictures are URLs chosen by the server (payCodeImg even arrives in the
    // query) on hosts SPEC.md does not name; an image cannot run script. The captcha comes from the API.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...api],
    // The API (/stations) on the page's own origin, or the configured API origin; field reports (sendBeacon obeys connect-src).
    'connect-src': ["'self'", ...api, ...reports],
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
export function cspHeaderValue(apiOrigin = '', telemetryEndpoint = ''): string {
  return serialise(cspDirectives(apiOrigin, telemetryEndpoint));
}

/**
 * The policy for `<meta http-equiv="Content-Security-Policy">`, which the build writes into every
 * page: the header minus header-only directives, and connect-src and img-src open to https: and
 * http: because the API's and the reports' origins are the host's to choose after the build
 * (runtime-config.js): a staging site served over http: may post to a collector on http: (issue 41)
 * and show the captcha picture of an API on http: (issue 63: img-src https: alone hid it, so nobody
 * could register on staging). The header a
 * host sends (nginx-site.ts, serve:prod) names them exactly; both policies apply, so the header
 * stays the strict one. http: opens nothing on an https: page: browsers block it as mixed content
 * (and the runtime file's reader warns of it, src/lib/runtime-config.ts).
 */
export function cspMetaValue(apiOrigin = ''): string {
  const directives = Object.entries(cspDirectives(apiOrigin)).filter(([name]) => !headerOnlyDirectives.has(name));
  const meta = Object.fromEntries(directives);
  for (const name of ['connect-src', 'img-src']) meta[name] = [...new Set([...(meta[name] ?? []), 'https:', 'http:'])];
  return serialise(meta);
}

function serialise(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Powerful features no page of the app uses are switched off, for the page and any frame in it (an
 * agreement page from the lender's host included). Geolocation stays for our own origin: the
 * internal test page's location button (SPEC screen 12). Photos come from a file input, which needs
 * no camera permission.
 */
export const permissionsPolicy = 'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * Every header a server of the built app sends with each response (serve:prod and the nginx site
 * the build writes, so both send the same). nosniff: a JSON reply or an uploaded image is never run
 * as script; X-Frame-Options: the frame-ancestors rule for older webviews.
 */
export function securityHeaders(apiOrigin = '', telemetryEndpoint = ''): Record<string, string> {
  return {
    'Content-Security-Policy': cspHeaderValue(apiOrigin, telemetryEndpoint),
    'Referrer-Policy': referrerPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': permissionsPolicy,
  };
}
