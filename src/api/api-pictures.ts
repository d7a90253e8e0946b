// Pictures a page loads from the API itself: an address api_url() builds (the landing's captcha).
// They go as the API's calls go, with cookies only on the page's own origin (src/api/request.ts,
// credentials 'same-origin'). A plain <img> would send the browser's cookies to an API on another
// origin (market apiOrigin), which that API does not need (the captcha is the session's by its sid
// in the query) and should not get from a page that never signed in there; with
// `crossorigin="anonymous"` the load is a CORS request that carries none off the page's origin. The
// API answers every request with Access-Control-Allow-Origin already (src/contract/cors-rule.ts).
import { callsOperation } from '../expressions/inspect.ts';

/** The <img> crossorigin of a picture on the API, as the API document states it (src/contract/openapi.ts). */
export const apiPictureCrossOrigin = 'anonymous';

/**
 * The crossorigin of a picture whose address the expression `src` gives: the API's when api_url()
 * builds it; none for any other, as a picture on a CDN without CORS headers would not load with one.
 */
export function pictureCrossOrigin(src: unknown): typeof apiPictureCrossOrigin | undefined {
  return callsOperation(src, 'api_url') ? apiPictureCrossOrigin : undefined;
}
