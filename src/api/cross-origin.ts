// What an API on another origin than the site's (market apiOrigin, the host's $kaagapay_api_origin)
// must answer for the page's calls to go through. One place for the API document's sentence
// (src/contract/cors-rule.ts), the stand-in API's answers (scripts/lib/dev-api-upstream.ts) and the
// tests that check Chromium against both.

/**
 * The answer to a preflight. The methods and headers are what src/api/request.ts sends: naming the
 * safelisted Accept-Language and Content-Type costs nothing and keeps a server that checks
 * Access-Control-Request-Headers strictly from refusing a browser that lists them anyway.
 */
export const preflightAnswer = {
  status: 204,
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Accept-Language', 'Content-Type'],
  /** Chromium keeps a preflight at most 2 h; 10 min spares a borrower's next photos the round trip. */
  maxAgeSeconds: 600,
} as const;

/**
 * Why a call is preflighted. Chromium sends OPTIONS before an XMLHttpRequest that has an upload
 * listener (Fetch standard: "use-CORS-preflight flag"), whatever its method and headers; the photo
 * upload has one for its progress bar (client.ts sendWithProgress), which fetch cannot report on an
 * HTTP/1.1 connection. Every other call is a simple request: GET, or POST of a form or multipart
 * body, with safelisted headers only.
 */
export const preflightReason =
  'the photo goes by XMLHttpRequest with an upload progress listener (the progress bar under each photo), and a browser sends a CORS preflight before any cross-origin request with an upload listener';

/** The headers of a reply to `origin` when `allowed` lists it: none for another origin. */
export function corsReplyHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (allowed.length === 0) return {};
  // A cache between the API and the browser must keep one copy per site origin.
  const vary = { Vary: 'Origin' };
  if (!origin || !allowed.includes(origin)) return vary;
  return { ...vary, 'Access-Control-Allow-Origin': origin };
}

/** The headers of the answer to a preflight from `origin` (none beyond Vary for an origin not allowed). */
export function preflightHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  const base = corsReplyHeaders(origin, allowed);
  if (!('Access-Control-Allow-Origin' in base)) return base;
  return {
    ...base,
    'Access-Control-Allow-Methods': preflightAnswer.allowMethods.join(', '),
    'Access-Control-Allow-Headers': preflightAnswer.allowHeaders.join(', '),
    'Access-Control-Max-Age': String(preflightAnswer.maxAgeSeconds),
  };
}

/**
 * An origin as a CORS header names it (`https://loans.example.ph`, no path or trailing slash), or a
 * problem saying what is wrong with `text` and what to give instead.
 */
export function originProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not an origin (expected scheme, host and port only, e.g. http://localhost:8080)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${text}": the scheme must be http or https (e.g. https://loans.example.ph)`;
  if (url.origin !== text) return `"${text}" is not written as a browser sends its origin (expected "${url.origin}": no path, no trailing slash, no default port)`;
  return undefined;
}
