// What an endpoint call sends: its address, body and fetch options, built from the screen's
// endpoint and the page's session. The API client (client.ts) and the early calls a route page
// starts before the app has loaded (src/app/early-calls.ts) both build requests here, so the two
// send the same bytes and the app can take over a call already under way (early-replies.ts).
import type { Market } from '../generated/market.ts';
import type { SuccessRule } from './success-rule.ts';
import { pageRuntimeConfig } from '../lib/runtime-config.ts';
import { acceptLanguageOf } from '../i18n/pick-language.ts';
import { readSession } from '../lib/session-address.ts';

export { readSession };

export interface EndpointCall {
  method: 'GET' | 'POST';
  path: string;
  encoding?: 'form' | 'multipart' | 'query';
  success: SuccessRule;
  timeoutMs?: number;
  /** Reply schema (schemas/replies/<reply>.json) a successful reply must match before its data is used. */
  reply?: string;
  /** The endpoint's name in its screen, for the developer warning about a mismatching reply. */
  name?: string;
  params?: Record<string, unknown>;
  /** Multipart only: called with the sent fraction (0–1) while the body uploads. */
  onUploadProgress?: (fraction: number) => void;
}

export interface ClientConfig {
  /** '' means the page's own origin. */
  origin: string;
  base: string;
  provider: string;
  timeoutMs: number;
  /** Session parameters present on the page; sent in every query string, first. */
  session: Record<string, string>;
  messages: { networkError: string; timeout: string; badReply: string; unavailable: string; tooManyRequests: string };
  /**
   * The page's Accept-Language (config/market.json languages.choices[].acceptLanguage), asked at
   * each call, not once: a page whose language changes without a reload (Storybook's toolbar) sends
   * the new one from its next call.
   */
  acceptLanguage: () => string;
  fetch?: typeof fetch;
}

function appendParams(target: URLSearchParams, params: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    target.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}

function pageOrigin(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

export function buildUrl(config: ClientConfig, call: EndpointCall): string {
  const path = call.path.replace(/\{provider\}/g, config.provider);
  const url = new URL(`${config.base}${path}`, config.origin || pageOrigin());
  appendParams(url.searchParams, config.session);
  if (encodingOf(call) === 'query') appendParams(url.searchParams, call.params ?? {});
  return url.href;
}

function encodingOf(call: EndpointCall): 'form' | 'multipart' | 'query' {
  return call.encoding ?? (call.method === 'GET' ? 'query' : 'form');
}

export function requestBody(call: EndpointCall): BodyInit | undefined {
  const encoding = encodingOf(call);
  if (encoding === 'query') return undefined;
  if (encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(call.params ?? {})) {
      if (value === undefined || value === null) continue;
      form.append(key, value instanceof Blob ? value : String(value));
    }
    return form;
  }
  const form = new URLSearchParams();
  appendParams(form, call.params ?? {});
  return form;
}



/**
 * The client for the page at an address: the page's own address holds the session (CONTRACT
 * "API"), so a page opened in the app with other session values calls with those, exactly as a
 * fresh load of its address would, whatever the address the app started at.
 */
export function pageClient(config: ClientConfig, search: Record<string, string>, names: readonly string[]): ClientConfig {
  return { ...config, session: readSession(search, names) };
}

/** Fetch options whose headers are a plain record, so the same request can be recognised (early-replies.ts). */
export type RequestOptions = RequestInit & { headers: Record<string, string> };

/**
 * The options the client's fetch is called with: the page's language, so the server may answer its
 * texts in it (CONTRACT "API"), and a body of form fields its content type. Both headers are
 * CORS-safelisted (Accept-Language as long as it holds only what schemas/market.json's pattern
 * allows), so an API on another origin (market apiOrigin) gets no preflight for them.
 */
export function requestInit(config: ClientConfig, call: EndpointCall, payload: BodyInit | undefined, signal?: AbortSignal): RequestOptions {
  const headers: Record<string, string> = { 'Accept-Language': config.acceptLanguage() };
  if (payload instanceof URLSearchParams) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return { method: call.method, body: payload, signal, credentials: 'same-origin', headers };
}

/**
 * The client's settings: the API (its origin as the host's runtime file says, src/lib/runtime-config.ts),
 * the session parameters in an address (the page's first one; each screen's own: pageClient) and
 * the page's language (a code of market.json languages.choices, read at each call).
 */
export function clientConfig(market: Market, search: string, language: () => string): ClientConfig {
  return {
    origin: pageRuntimeConfig(market).apiOrigin,
    base: market.apiBase,
    provider: market.provider,
    timeoutMs: market.httpTimeoutMs,
    session: readSession(search, market.sessionParams),
    messages: market.messages,
    acceptLanguage: () => acceptLanguageOf(language(), market.languages),
  };
}
