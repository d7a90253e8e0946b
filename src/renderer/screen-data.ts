import type { ClientConfig } from '../api/client';
import { pageClient } from '../api/request';
import { evaluate, evaluateParams, truthy } from '../expressions/evaluate';
import type { Market } from '../generated/market';
import type { Endpoint, Screen } from '../generated/screen';
import type { AppServices } from './app-services';
import type { ReplyCache } from './data-view';
import { screenDataQuery } from './data-query';

// What a screen loads, worked out from its document and address alone: the screen uses it to
// show its data, and the route starts the same queries while the screen's code is still arriving.

/** Resolves declared query parameters: defaults, patterns, and the session parameters kept. */
export function resolveQuery(document: Pick<Screen, 'query'>, search: Record<string, string>, sessionParams: string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of sessionParams) if (search[name] !== undefined) query[name] = search[name];
  for (const [name, param] of Object.entries(document.query ?? {})) {
    const value = search[name];
    const valid = value !== undefined && (!param.pattern || new RegExp(param.pattern).test(value));
    if (valid) query[name] = value;
    else if (param.default !== undefined) query[name] = param.default;
  }
  return query;
}

/**
 * Reads a storage data source: the JSON a store step wrote. Missing, blocked or corrupt storage
 * gives null (the screen shows its own empty state), never an error.
 */
export function readStorageSource(storage: { key: string; area?: 'local' | 'session' }): unknown {
  try {
    const area = storage.area === 'session' ? window.sessionStorage : window.localStorage;
    const text = area.getItem(storage.key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export type ScreenSource = ReturnType<typeof screenSources>[number];

/** The screen's data sources for this address: which endpoint, with which parameters, and storage read once. */
export function screenSources(document: Pick<Screen, 'data' | 'endpoints' | 'state'>, query: Record<string, string>, market: Market) {
  const scope = { query, market, state: document.state ?? {} };
  return Object.entries(document.data ?? {}).map(([name, source]) => {
    const wanted = source.when === undefined || truthy(evaluate(source.when, scope));
    // Storage is read once per opening, synchronously: it never shows a loading state.
    const stored = source.storage && wanted ? readStorageSource(source.storage) : null;
    const endpoint = source.endpoint === undefined ? undefined : document.endpoints?.[source.endpoint];
    const enabled = endpoint !== undefined && wanted;
    const params = endpoint ? evaluateParams(source.params, scope) : {};
    // A polled source loads again after everySeconds while its `while` holds for the latest reply.
    const { poll } = source;
    const repeatAfter = (reply: unknown): number | false => (poll && truthy(evaluate(poll.while, { ...scope, data: { [name]: reply } })) ? poll.everySeconds * 1000 : false);
    return { name, source, endpoint, enabled, params, stored, repeatAfter };
  });
}

export function sourceQuery(client: ClientConfig, document: Screen, { name, source, endpoint, enabled, params, repeatAfter }: ScreenSource) {
  const query = { ...screenDataQuery(client, document.id, name, endpoint ?? { method: 'GET', path: '/', success: 'int0' }, params, source.endpoint), enabled };
  // TanStack Query makes no interval call while the page is hidden (refetchIntervalInBackground is
  // off), and pauses a load while the phone is offline, resuming it when the connection returns.
  return source.poll ? { ...query, refetchInterval: (current: { state: { data: unknown } }) => repeatAfter(current.state.data) } : query;
}

/**
 * Starts the screen's data calls as soon as its document is known, before its widgets and the
 * renderer have arrived (the screen then finds them under way: one request each).
 */
export function prefetchScreenData(cache: ReplyCache, app: AppServices, document: Screen, search: Record<string, string>): void {
  const client = pageClient(app.client, search, app.market.sessionParams);
  for (const source of openingCalls(document, search, app.market)) cache.prefetch(sourceQuery(client, document, source));
}

/** The opening calls whose replies the screen waits for (not `blocking: false`), with the page's client. */
function awaitedCalls(app: AppServices, document: Screen, search: Record<string, string>) {
  const client = pageClient(app.client, search, app.market.sessionParams);
  return openingCalls(document, search, app.market)
    .filter((source) => source.source.blocking !== false)
    .map((source) => sourceQuery(client, document, source));
}

/**
 * Whether every reply the screen waits for on opening at an address is in (the route's prefetch
 * above, which takes over the page's early calls, brought it): drawn now, the screen shows its
 * data, not its layout (src/app/draw-over.tsx).
 */
export function screenDataIn(cache: ReplyCache, app: AppServices, document: Screen, search: Record<string, string>): boolean {
  return awaitedCalls(app, document, search).every((query) => cache.has(query));
}

/**
 * Settles when every reply the screen waits for on opening is in or has failed: a call in flight
 * (the prefetch's) is waited for, not made again, and one not started yet starts now (it takes the
 * page's early call as the prefetch would). A reply already in is not asked again.
 */
export async function screenDataSettled(cache: ReplyCache, app: AppServices, document: Screen, search: Record<string, string>): Promise<void> {
  await Promise.all(awaitedCalls(app, document, search).map((query) => cache.settled(query)));
}

/**
 * The endpoint calls a screen makes when it opens at an address: the route's prefetch above and
 * the page's early calls (src/app/early-calls.ts) start the same ones.
 */
export function openingCalls(document: Pick<Screen, 'query' | 'data' | 'endpoints' | 'state'>, search: Record<string, string>, market: Market): (ScreenSource & { endpoint: Endpoint })[] {
  const query = resolveQuery(document, search, market.sessionParams);
  return screenSources(document, query, market).filter((source): source is ScreenSource & { endpoint: Endpoint } => source.enabled && source.endpoint !== undefined);
}
