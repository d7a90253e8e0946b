import { checkReply, preloadReplyCheck } from './reply-check';
import { parseReply } from './reply-json';
import { takeEarlyReply } from './early-replies';
import { buildUrl, requestBody, requestInit, type ClientConfig, type EndpointCall } from './request';
import { isSuccess } from './success-rule';
import { reportClientError, type LoadFailure } from '../telemetry/report';

export type { ClientConfig, EndpointCall } from './request';

export type FailureReason = 'code' | 'http' | 'network' | 'timeout' | 'bad-reply';

export type CallResult =
  | { ok: true; code: unknown; message: string; data: unknown; raw: unknown }
  | { ok: false; reason: FailureReason; code?: unknown; message: string; data?: unknown; raw?: unknown };

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
  let response: { ok: boolean; status: number; text(): Promise<string> };
  let text: string;
  try {
    const url = buildUrl(config, call);
    const payload = requestBody(call);
    const init = requestInit(config, call, payload, controller.signal);
    // fetch cannot report upload progress; XMLHttpRequest can.
    const send = call.onUploadProgress && payload instanceof FormData && typeof XMLHttpRequest !== 'undefined' ? sendWithProgress : config.fetch ?? fetch;
    const reply = takeEarlyReply(url, init) ?? (send as typeof fetch)(url, { ...init, onUploadProgress: call.onUploadProgress } as RequestInit);
    // A reply started early is not bound to this call's signal: the timeout still applies to it.
    response = await untilAborted(reply, controller.signal);
    text = await untilAborted(response.text(), controller.signal);
  } catch {
    return loadFailed(call, timedOut ? { ok: false, reason: 'timeout', message: config.messages.timeout } : { ok: false, reason: 'network', message: config.messages.networkError });
  } finally {
    clearTimeout(timer);
  }
  let raw: unknown;
  try {
    raw = parseReply(text);
  } catch {
    return loadFailed(call, { ok: false, reason: response.ok ? 'bad-reply' : 'http', message: hostMessage(config, response.status), raw: text }, response.status);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !('code' in raw)) {
    return loadFailed(call, { ok: false, reason: response.ok ? 'bad-reply' : 'http', message: config.messages.badReply, raw }, response.status);
  }
  const envelope = raw as { code: unknown; message?: unknown; msg?: unknown; data?: unknown };
  const serverMessage = typeof envelope.message === 'string' ? envelope.message : typeof envelope.msg === 'string' ? envelope.msg : '';
  if (isSuccess(call.success, envelope.code)) {
    // A success code in an HTTP error page's body is not a success (e.g. a proxy's cached reply).
    if (!response.ok) return loadFailed(call, { ok: false, reason: 'http', message: config.messages.badReply, raw }, response.status);
    const refused = await refusedReply(config, call, raw);
    if (refused) return refused;
    return { ok: true, code: envelope.code, message: serverMessage, data: envelope.data ?? null, raw };
  }
  return { ok: false, reason: 'code', code: envelope.code, message: serverMessage || config.messages.badReply, data: envelope.data, raw };
}

/**
 * Checks a successful reply against the endpoint's reply schema. A mismatch is a bad reply (the
 * borrower gets the app's bad-reply message and a retry); the warning tells developers where, and
 * field telemetry reports the place.
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
  // The place only (endpoint, schema, pointer): the problem text can quote what the reply held.
  reportClientError({ source: 'reply', reply: { endpoint: endpointName(call), schema: mismatch.schema, pointer: mismatch.pointer } });
  return { ok: false, reason: 'bad-reply', message: config.messages.badReply, raw };
}

/** How a report names the call: its name in the screen, or its method and path (never the query). */
const endpointName = (call: EndpointCall) => call.name ?? `${call.method} ${call.path}`;

/**
 * Reports a call that got no usable reply, so the 502s, time-outs and lost connections borrowers
 * meet reach ops by endpoint (issue 41); a failure code in the API's own envelope is an answer, not this.
 */
function loadFailed(call: EndpointCall, failure: Extract<CallResult, { ok: false }> & { reason: LoadFailure['failure'] }, status?: number): CallResult {
  reportClientError({ source: 'load', load: { endpoint: endpointName(call), failure: failure.reason, status } });
  return failure;
}

/**
 * What a page that is not the API's reply means: a proxy in front of the API (nginx, a CDN) answers
 * 502/503 when the API is down, 504 when it did not answer in time and 429 when this address asked
 * too often (the nginx site's request limits), in its own words (HTML).
 */
function hostMessage(config: ClientConfig, status: number): string {
  if (status === 504) return config.messages.timeout;
  if (status === 429) return config.messages.tooManyRequests;
  if (status === 502 || status === 503) return config.messages.unavailable;
  return config.messages.badReply;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/**
 * A fetch-shaped POST through XMLHttpRequest, for its upload progress events. The upload listener
 * makes a browser preflight it on a separate API origin: the API document says so and names the
 * answer (src/api/cross-origin.ts), as fetch reports no upload progress over HTTP/1.1.
 */
function sendWithProgress(url: string, init: RequestInit & { onUploadProgress?: (fraction: number) => void }): Promise<{ ok: boolean; status: number; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    xhr.withCredentials = false;
    // The same headers fetch would send (the page's language): an upload's reply may hold text too.
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) init.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: async () => xhr.responseText });
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}
