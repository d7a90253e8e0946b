/**
 * Builds every dev API handler the same way, so overrides, latency and request-shape errors
 * behave identically on all endpoints.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { getReplyOverride, type ReplyOverride } from './overrides.ts';

/** The app calls `<origin>/stations<path>`; `*` lets one handler match the page origin, a configured API origin, and http://localhost in Node tests. */
export const API_PREFIX = '*/stations';

export type DevMethod = 'get' | 'post';

export interface DevRequestInfo {
  request: Request;
  /** Path parameters such as `:id`, as msw gives them. */
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
}

export type DevResolver = (info: DevRequestInfo) => Response | Promise<Response>;

let latencyMs = 0;

/** Delay before every reply; 0 in tests so they stay fast, 250 in the browser so loading states are visible. */
export function setLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

export function getLatency(): number {
  return latencyMs;
}

/** A request the dev API refuses because the client sent the wrong shape (wrong content type, missing file). */
export class DevApiRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DevApiRequestError';
  }
}

export function devEndpoint(method: DevMethod, path: string, resolver: DevResolver): HttpHandler {
  const route = `${API_PREFIX}${path}`;
  const label = `${method.toUpperCase()} /stations${path}`;
  return http[method](route, async ({ request, params }) => {
    const override = getReplyOverride(path);
    const wait = override?.delayMs ?? latencyMs;
    if (override?.never) {
      // Keeps the request pending for good: the client's time-out or abort is what is under test.
      return new Promise<Response>(() => {});
    }
    if (wait > 0) await delay(wait);
    // Response.error() makes the app's fetch reject, as a dropped connection does.
    if (override?.networkError) return HttpResponse.error();
    const forced = override ? overrideReply(override) : undefined;
    if (forced) return forced;
    try {
      return await resolver({ request, params });
    } catch (error) {
      if (error instanceof DevApiRequestError) {
        // 400 with plain text, so a wrongly built request is loud in the network panel and in tests.
        return new HttpResponse(`${label}: ${error.message}`, { status: 400, headers: { 'content-type': 'text/plain' } });
      }
      throw error;
    }
  });
}

/**
 * For endpoints whose method SPEC.md leaves open (loan confirm V3, generate-vcode): serve both,
 * reading parameters from the query for GET and from the form body for POST.
 */
export function devEndpointGetOrPost(path: string, resolver: (fields: Record<string, string>, info: DevRequestInfo) => Response | Promise<Response>): HttpHandler[] {
  return [
    devEndpoint('get', path, (info) => resolver(readQuery(info.request), info)),
    devEndpoint('post', path, async (info) => resolver(await readForm(info.request), info)),
  ];
}

function overrideReply(override: ReplyOverride): Response | undefined {
  const status = override.status ?? 200;
  if ('json' in override) {
    return new HttpResponse(JSON.stringify(override.json), {
      status,
      headers: { 'content-type': override.contentType ?? 'application/json' },
    });
  }
  if (override.body !== undefined) {
    return new HttpResponse(override.body, { status, headers: { 'content-type': override.contentType ?? 'text/plain' } });
  }
  if (override.status !== undefined) {
    // A status alone stands for a gateway-style failure: no envelope, just a short text.
    return new HttpResponse(`HTTP ${status} (dev API override)`, { status, headers: { 'content-type': 'text/plain' } });
  }
  return undefined;
}

/** The form-encoded POST body as a plain object (last value wins for a repeated key). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if (text === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) {
    throw new DevApiRequestError(
      `expected an application/x-www-form-urlencoded body, got "${type || 'no content type'}" (the app sends POST payloads form-encoded, not JSON)`,
    );
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The query string as a plain object; it also holds the session parameters, which handlers ignore. */
export function readQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Multipart form data (image upload). */
export async function readMultipart(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
    throw new DevApiRequestError(`expected a multipart/form-data body, got "${type || 'no content type'}"`);
  }
  return request.formData();
}

/** Origin of the page that made the request: pay links and redirects point back at it. */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}
