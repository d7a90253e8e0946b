import { checkReply, preloadReplyCheck } from './reply-check';
import { isSuccess, type SuccessRule } from './success-rule';

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

export type FailureReason = 'code' | 'http' | 'network' | 'timeout' | 'bad-reply';

export type CallResult =
  | { ok: true; code: unknown; message: string; data: unknown; raw: unknown }
  | { ok: false; reason: FailureReason; code?: unknown; message: string; data?: unknown; raw?: unknown };

export interface ClientConfig {
  /** '' means the page's own origin. */
  origin: string;
  base: string;
  provider: string;
  timeoutMs: number;
  /** Session parameters present on the page; sent in every query string, first. */
  session: Record<string, string>;
  messages: { networkError: string; timeout: string; badReply: string };
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

function body(call: EndpointCall): BodyInit | undefined {
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
 * Calls an endpoint and reads the { code, message|msg, data } envelope. It returns data or a
 * typed failure and never toasts or redirects: those are steps the action runner performs.
 */
export async function callEndpoint(config: ClientConfig, call: EndpointCall): Promise<CallResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs ?? config.timeoutMs);
  if (call.reply !== undefined) preloadReplyCheck(call.reply);
  let response: { ok: boolean; text(): Promise<string> };
  let text: string;
  try {
    const payload = body(call);
    // fetch cannot report upload progress; XMLHttpRequest can.
    const send = call.onUploadProgress && payload instanceof FormData && typeof XMLHttpRequest !== 'undefined' ? sendWithProgress : config.fetch ?? fetch;
    response = await (send as typeof fetch)(buildUrl(config, call), {
      method: call.method,
      body: payload,
      signal: controller.signal,
      credentials: 'same-origin',
      headers: payload instanceof URLSearchParams ? { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } : undefined,
      onUploadProgress: call.onUploadProgress,
    } as RequestInit);
    text = await response.text();
  } catch {
    return timedOut ? { ok: false, reason: 'timeout', message: config.messages.timeout } : { ok: false, reason: 'network', message: config.messages.networkError };
  } finally {
    clearTimeout(timer);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: response.ok ? 'bad-reply' : 'http', message: config.messages.badReply, raw: text };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !('code' in raw)) {
    return { ok: false, reason: response.ok ? 'bad-reply' : 'http', message: config.messages.badReply, raw };
  }
  const envelope = raw as { code: unknown; message?: unknown; msg?: unknown; data?: unknown };
  const serverMessage = typeof envelope.message === 'string' ? envelope.message : typeof envelope.msg === 'string' ? envelope.msg : '';
  if (isSuccess(call.success, envelope.code)) {
    // A success code in an HTTP error page's body is not a success (e.g. a proxy's cached reply).
    if (!response.ok) return { ok: false, reason: 'http', message: config.messages.badReply, raw };
    const refused = await refusedReply(config, call, raw);
    if (refused) return refused;
    return { ok: true, code: envelope.code, message: serverMessage, data: envelope.data ?? null, raw };
  }
  return { ok: false, reason: 'code', code: envelope.code, message: serverMessage || config.messages.badReply, data: envelope.data, raw };
}

/**
 * Checks a successful reply against the endpoint's reply schema. A mismatch is a bad reply (the
 * borrower gets the app's bad-reply message and a retry); the warning tells developers where.
 */
async function refusedReply(config: ClientConfig, call: EndpointCall, raw: unknown): Promise<Extract<CallResult, { ok: false }> | undefined> {
  if (call.reply === undefined) return undefined;
  let mismatch;
  try {
    mismatch = await checkReply(call.reply, raw);
  } catch {
    // The validator's chunk did not load: the same as a lost connection, and retrying helps.
    return { ok: false, reason: 'network', message: config.messages.networkError, raw };
  }
  if (!mismatch) return undefined;
  const endpoint = call.name ? `endpoint "${call.name}" (${call.method} ${call.path})` : `${call.method} ${call.path}`;
  console.warn(`bad reply from ${endpoint}: #${mismatch.pointer} ${mismatch.problem} (expected a reply matching schemas/replies/${mismatch.schema}.json)`);
  return { ok: false, reason: 'bad-reply', message: config.messages.badReply, raw };
}

/** A fetch-shaped POST through XMLHttpRequest, for its upload progress events. */
function sendWithProgress(url: string, init: RequestInit & { onUploadProgress?: (fraction: number) => void }): Promise<{ ok: boolean; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) init.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ ok: xhr.status >= 200 && xhr.status < 300, text: async () => xhr.responseText });
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}

/** The session parameters present in a query string, in the order market.json lists them. */
export function readSession(search: string, names: readonly string[]): Record<string, string> {
  const query = new URLSearchParams(search);
  const session: Record<string, string> = {};
  for (const name of names) {
    const value = query.get(name);
    if (value !== null) session[name] = value;
  }
  return session;
}
