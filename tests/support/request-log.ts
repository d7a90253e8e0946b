import market from '../../config/market.json';
import type { server } from '../../src/dev-api/node';

/**
 * Every request the page sends to the dev API, as Mock Service Worker saw it: method, path
 * without the API base, query, headers and body. Kept so a check can hold each one against the
 * contract (dist/openapi.json), and so a test can ask whether a call was made.
 */
export interface SentRequest {
  method: string;
  /** Path without the API base (/stations), as in screens/*.json. */
  path: string;
  query: URLSearchParams;
  /** Its headers (Content-Type, Accept-Language…), names in lower case. */
  headers: Record<string, string>;
  /** The body's bytes, read when the request starts. */
  body: Promise<Uint8Array>;
  /** Whether the dev API has answered it. */
  answered: boolean;
}

export function recordRequests(msw: typeof server): { sent: SentRequest[]; clear: () => void } {
  const sent: SentRequest[] = [];
  const byId = new Map<string, SentRequest>();
  msw.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${market.apiBase}/`)) return;
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname.slice(market.apiBase.length),
      query: url.searchParams,
      headers: Object.fromEntries(request.headers),
      body: request.method === 'GET' ? Promise.resolve(new Uint8Array()) : request.clone().arrayBuffer().then((bytes) => new Uint8Array(bytes)),
      answered: false,
    };
    sent.push(entry);
    byId.set(requestId, entry);
  });
  const answered = ({ requestId }: { requestId: string }) => {
    const entry = byId.get(requestId);
    if (entry) entry.answered = true;
  };
  msw.events.on('response:mocked', answered);
  msw.events.on('response:bypass', answered);
  msw.events.on('request:end', answered);
  return {
    sent,
    clear: () => {
      sent.length = 0;
      byId.clear();
    },
  };
}
