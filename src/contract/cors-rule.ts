// The API document's CORS rule: its sentence and, on each operation a browser preflights, a mark
// that tools read (`npm run probe`, tests/e2e/api-origin.e2e.ts checks the mark against what
// Chromium sends). The answers themselves are src/api/cross-origin.ts's, which the stand-in API uses.
import { preflightAnswer, preflightReason } from '../api/cross-origin.ts';
import { apiPictureCrossOrigin } from '../api/api-pictures.ts';
import type { EndpointUse } from './endpoint-uses.ts';

/** The operation extension that marks a preflighted call, with its reason. */
export const preflightExtension = 'x-kaagapay-cors-preflight';

/** The preflight mark of an operation whose uses include a photo upload (the only requests with an upload listener). */
export function preflightMark(uses: EndpointUse[]): Record<string, { reason: string }> {
  return uses.some((use) => use.kind === 'upload') ? { [preflightExtension]: { reason: preflightReason } } : {};
}

/** The calls the document says are preflighted: `OPTIONS <path>` for each marked operation. */
export function preflightedCalls(document: { paths?: Record<string, Record<string, unknown>> }): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(item))
      if (typeof operation === 'object' && operation !== null && preflightExtension in operation) out.push({ method: method.toUpperCase(), path });
  return out;
}

/** The sentence of the document's "Every call" list, from the answers the stand-in gives. */
export function corsSentence(preflighted: string[]): string {
  const a = preflightAnswer;
  return [
    `- **Separate API origin (CORS)**: every reply, failures, error pages and the captcha picture (an <img> with \`crossorigin="${apiPictureCrossOrigin}"\`) included, carries \`Access-Control-Allow-Origin\` naming the site's origin (and \`Vary: Origin\` if it names one of several); no \`Access-Control-Allow-Credentials\`: nothing is sent with cookies to another origin.`,
    `  Most calls are simple requests (GET, or POST of a form or multipart body, with CORS-safelisted headers only: \`Accept-Language\`, \`Content-Type\`), so no preflight is sent for them.`,
    `  **Preflighted**: ${preflighted.map((p) => `\`${p}\``).join(', ') || 'none'} (marked \`${preflightExtension}\`): ${preflightReason}.`,
    `  The browser first sends \`OPTIONS\` to the same path and query, with \`Origin\` and \`Access-Control-Request-Method: POST\`; answer it ${a.status} (any 2xx) with \`Access-Control-Allow-Origin\` (the site's origin), \`Access-Control-Allow-Methods: ${a.allowMethods.join(', ')}\`, \`Access-Control-Allow-Headers: ${a.allowHeaders.join(', ')}\` and \`Access-Control-Max-Age: ${a.maxAgeSeconds}\`, no body, without the session check a POST gets (a preflight carries no body and no cookies). Without that answer the photo never leaves the phone and the borrower sees the network error.`,
  ].join('\n');
}
