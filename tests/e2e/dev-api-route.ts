/**
 * The dev API for end-to-end tests of the production build. The production bundle has no mock
 * service worker, so the test answers the page's `/stations/*` requests itself: Playwright routes
 * them to the dev API's handlers running here in Node (msw's getResponse), as serve:prod does for
 * a person. Doing it in the test process, not the server, gives every browser context fresh data
 * and lets a test read the page's sessionStorage preloads (`devapi.overrides`, `devapi.latencyMs`)
 * exactly when the in-page dev API would have: when the page starts.
 */
import type { BrowserContext, Page, Request as PlaywrightRequest, Route } from 'playwright-core';
import { getResponse, type RequestHandler } from 'msw';
import { contractChecker, recordViolations } from './contract-traffic';
import { resetDb } from '../../src/dev-api/db';
import { setLatency } from '../../src/dev-api/endpoint';
import { devApiHandlers } from '../../src/dev-api/node';
import { clearReplyOverrides, getReplyOverride } from '../../src/dev-api/overrides';
import { LATENCY_STORAGE_KEY, OVERRIDES_STORAGE_KEY, preloadFromStorage } from '../../src/dev-api/session-preload';

/** What the in-page dev API waits by default (src/dev-api/browser.ts), so loading states show as they do in `npm run dev`. */
export const DEV_API_LATENCY_MS = 250;

export interface DevApiRouteOptions {
  /** Answers a request first; undefined hands it to the dev API (contract fixtures use this). */
  answer?: (request: Request) => Promise<Response | undefined> | Response | undefined;
  /** The dev API's delay before any override or preload changes it. */
  latencyMs?: number;
  handlers?: RequestHandler[];
}

/**
 * Routes the context's API requests to the dev API. Starts from the seed data, as a new tab does;
 * each page load forgets the previous page's overrides and applies what sessionStorage holds.
 */
export async function routeDevApi(context: BrowserContext, page: Page, options: DevApiRouteOptions = {}): Promise<void> {
  const handlers = options.handlers ?? devApiHandlers;
  const latency = options.latencyMs ?? DEV_API_LATENCY_MS;
  resetDb();
  clearReplyOverrides();
  setLatency(latency);
  // The page's preloads, read once per page load by its first request. Every request of the load
  // waits for them: a prerendered page sends several at once (its early call, a picture of its
  // layout), and one answered while the first was still reading got the reply without the overrides.
  let preloaded: Promise<void> | undefined;
  page.on('request', (request: PlaywrightRequest) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) preloaded = undefined;
  });

  await context.route(
    (url) => url.pathname.startsWith('/stations/'),
    async (route: Route) => {
      preloaded ??= (async () => {
        clearReplyOverrides();
        setLatency(latency);
        const stored = await readPreloads(page);
        for (const warning of preloadFromStorage({ getItem: (key) => stored[key] ?? null })) console.warn(warning);
      })();
      await preloaded;
      const request = toFetchRequest(route.request());
      // A request the checker cannot read (a body it cannot decode) is a violation too, never a lost rejection.
      const checked = checkRequest(route.request(), page).catch((error: unknown) => {
        recordViolations([`${request.method} ${new URL(request.url).pathname}: the contract check could not read the request (${String(error)})`], page.url());
        return undefined;
      });
      const answered = await options.answer?.(request.clone());
      const reply = answered ?? (await getResponse(handlers, request));
      if (reply && !answered && reply.type !== 'error') await checkReply(await checked, reply.clone(), page);
      if (!reply) {
        await route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 404, message: `${request.method} ${new URL(request.url).pathname}: the dev API has no handler`, data: null }) });
        return;
      }
      // Response.error(): the page's fetch rejects, as on a dropped connection.
      if (reply.type === 'error') {
        await route.abort('internetdisconnected').catch(() => undefined);
        return;
      }
      const headers: Record<string, string> = {};
      reply.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
      });
      await route.fulfill({ status: reply.status, headers, body: Buffer.from(await reply.arrayBuffer()) }).catch(() => undefined);
    },
  );
}

/**
 * The page's sessionStorage preloads. A page's first request can come while its HTML is still being
 * parsed (the early-calls script of a prerendered page), when Playwright may find no settled
 * execution context yet: reading then failed now and again and the page ran without its overrides.
 * So it is read again, a few times, before giving up.
 */
async function readPreloads(page: Page): Promise<Record<string, string | null>> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      return await page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, sessionStorage.getItem(key)])), [OVERRIDES_STORAGE_KEY, LATENCY_STORAGE_KEY]);
    } catch (error) {
      lastError = error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  console.warn(`the dev API could not read the page's preloads (${String(lastError)}); it answers without them`);
  return {};
}

/** The dev API's own endpoints (/stations/dev-api/ its state, /stations/dev-assets/ its pictures) are the test's, not the contract's. */
const isDevApiOwn = (pathname: string) => pathname.startsWith('/stations/dev-');

async function checkRequest(request: PlaywrightRequest, page: Page) {
  const url = new URL(request.url());
  if (isDevApiOwn(url.pathname)) return undefined;
  const verdict = await contractChecker().request({ method: request.method(), url: request.url(), headers: request.headers(), body: request.postDataBuffer() ?? undefined });
  recordViolations(verdict.violations, page.url());
  return verdict;
}

/** A reply the dev API made itself: one a test forced (an override of its path) is left alone. */
async function checkReply(verdict: Awaited<ReturnType<typeof checkRequest>>, reply: Response, page: Page) {
  if (!verdict?.operation) return;
  if (getReplyOverride(verdict.operation.path)) return;
  const type = reply.headers.get('content-type') ?? '';
  if (!type.includes('json')) return;
  const body = await reply.json().catch(() => undefined);
  recordViolations(contractChecker().reply(verdict.operation, reply.status, type, body), page.url());
}

function toFetchRequest(request: PlaywrightRequest): Request {
  const method = request.method();
  const body = method === 'GET' || method === 'HEAD' ? undefined : (request.postDataBuffer() ?? undefined);
  return new Request(request.url(), { method, headers: request.headers(), body: body ? new Uint8Array(body) : undefined });
}
