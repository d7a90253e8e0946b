// Node-only: what a browser on the site's origin needs of an API on another origin (market
// apiOrigin), checked by npm run probe --site-origin: the preflight answered where one is sent, and
// Access-Control-Allow-Origin on every reply. Node's fetch enforces neither, so each is read here.
import { preflightExtension, preflightMark } from './cors-rule';
import type { DeclaredEndpointContract } from './endpoint-uses';

/**
 * Whether a browser sends a preflight before the endpoint's call: by the rule that marks the API
 * document's operations (cors-rule.ts preflightMark: an upload, for its progress listener), so the
 * document and this check cannot disagree; `listed` adds calls by text ("POST /path", as
 * --preflight gives them) for a server whose browser-side differs.
 */
export function isPreflighted(endpoint: DeclaredEndpointContract, listed: readonly string[]): boolean {
  const key = `${endpoint.endpoint.method} ${endpoint.path}`;
  return preflightExtension in preflightMark(endpoint.uses) || listed.some((text) => key.includes(text));
}

const safelistedTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

// Chromium names in Access-Control-Request-Headers only the headers that are not CORS-safelisted,
// and sends none when there are none; the probe asks for exactly that, so that it does not refuse
// a server that works in the browser.
function unsafeHeaderNames(headers: Record<string, string>): string[] {
  return Object.entries(headers)
    .filter(([name, value]) => {
      const lower = name.toLowerCase();
      if (lower === 'content-type') return !safelistedTypes.includes(value.split(';')[0]!.trim().toLowerCase());
      return !['accept', 'accept-language', 'content-language'].includes(lower);
    })
    .map(([name]) => name.toLowerCase())
    .sort();
}

/** The problem of a reply whose Access-Control-Allow-Origin does not let the site read it, or none. */
export function allowOriginProblem(reply: Headers, siteOrigin: string): string | undefined {
  const allowed = reply.get('access-control-allow-origin');
  if (allowed === siteOrigin || allowed === '*') return undefined;
  const said = allowed === null ? 'no Access-Control-Allow-Origin' : `Access-Control-Allow-Origin ${JSON.stringify(allowed)}`;
  return `CORS: ${said} on the reply (expected ${siteOrigin}: a page there cannot read the reply)`;
}

export interface PreflightRequest {
  url: string;
  method: string;
  /** The headers the call itself sends. */
  headers: Record<string, string>;
  siteOrigin: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** Sends the preflight a browser would and names every way its answer would stop the call (none: it would go on). */
export async function preflightProblems(request: PreflightRequest): Promise<string[]> {
  const asked = unsafeHeaderNames(request.headers);
  const headers: Record<string, string> = { Origin: request.siteOrigin, 'Access-Control-Request-Method': request.method };
  if (asked.length) headers['Access-Control-Request-Headers'] = asked.join(',');
  const sent = `OPTIONS with Origin ${request.siteOrigin}, Access-Control-Request-Method ${request.method}${asked.length ? `, Access-Control-Request-Headers ${asked.join(',')}` : ''}`;
  let reply: Response;
  try {
    reply = await request.fetch(request.url, { method: 'OPTIONS', headers, signal: AbortSignal.timeout(request.timeoutMs) });
    await reply.arrayBuffer();
  } catch (error) {
    return [`CORS: the preflight (${sent}) could not be sent: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  const expected = '(a browser sends it before this call; the server must answer it)';
  if (reply.status < 200 || reply.status > 299) problems.push(`CORS: the preflight (${sent}) answered HTTP ${reply.status} (expected 200 or 204) ${expected}`);
  const origin = allowOriginProblem(reply.headers, request.siteOrigin);
  if (origin) problems.push(`${origin.replace(' on the reply', ' on the preflight')} ${expected}`);
  // GET, HEAD and POST need no Access-Control-Allow-Methods (CORS-safelisted methods).
  const methods = (reply.headers.get('access-control-allow-methods') ?? '').split(',').map((m) => m.trim().toUpperCase());
  if (!['GET', 'HEAD', 'POST'].includes(request.method) && !methods.includes(request.method) && !methods.includes('*')) {
    problems.push(`CORS: the preflight's Access-Control-Allow-Methods does not list ${request.method}`);
  }
  const allowedHeaders = (reply.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
  const refused = asked.filter((name) => !allowedHeaders.includes(name) && !allowedHeaders.includes('*'));
  if (refused.length) problems.push(`CORS: the preflight's Access-Control-Allow-Headers does not list ${refused.join(', ')}`);
  return problems;
}
