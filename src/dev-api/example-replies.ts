/**
 * Endpoints a screen declares with example replies (`examples` in schemas/endpoint.json) need no
 * handler here: the dev API answers them with their first example, in the request's language as
 * the other server texts are (server-language.ts), through devEndpoint, so
 * overrides, scenarios and latency work as for any other endpoint. A declared endpoint with
 * neither a handler nor an example, and any other /stations path nobody answers, gets one line
 * saying so and what to add, instead of a 404 the page could only call an unreadable reply.
 */
import { http, HttpResponse, matchRequestUrl, type HttpHandler, type JsonBodyType } from 'msw';
import { API_PREFIX, devEndpoint } from './endpoint';
import { replyLanguage } from './server-language';

/** An endpoint as a screen or fragment declares it (paths with {provider} already filled in). */
export interface DeclaredEndpoint {
  /** The file that declares it, e.g. screens/loan-history.json. */
  file: string;
  /** Its name in that file's `endpoints`. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  examples?: Record<string, unknown>;
  /** The examples in each other language of config/market.json, by language code: their shown texts from its catalogue (src/compiler/2-translate/example-texts.ts). */
  examplesIn?: Record<string, Record<string, unknown>>;
}

/** The named example as a request's language reads it (its Accept-Language), or as written. */
export function exampleIn(endpoint: DeclaredEndpoint, name: string, language: string): unknown {
  return endpoint.examplesIn?.[language]?.[name] ?? endpoint.examples?.[name];
}

/** Handlers answering each declared endpoint's first example; to be placed after the written handlers, which win. */
export function exampleHandlers(declared: readonly DeclaredEndpoint[]): HttpHandler[] {
  const seen = new Set<string>();
  return declared.flatMap((endpoint) => {
    const first = Object.keys(endpoint.examples ?? {})[0];
    const key = `${endpoint.method} ${endpoint.path}`;
    if (first === undefined || seen.has(key)) return [];
    seen.add(key);
    return [devEndpoint(endpoint.method === 'GET' ? 'get' : 'post', endpoint.path, ({ request }) => HttpResponse.json(exampleIn(endpoint, first, replyLanguage(request)) as JsonBodyType))];
  });
}

export function missingReplyMessage(method: string, path: string, declared: readonly DeclaredEndpoint[]): string {
  const owner = declared.find((e) => e.method === method && e.path === path);
  if (owner)
    return `Dev API: ${method} ${path} (endpoint "${owner.name}" in ${owner.file}) has no handler and no example reply; add "examples": { "<name>": { "code": …, "message": …, "data": … } } to that endpoint (docs/dev-api.md)`;
  return `Dev API: ${method} ${path} is declared by no screen and has no handler; declare it in a screen's "endpoints" with "examples", or add a handler in src/dev-api/ (docs/dev-api.md)`;
}

/**
 * The last handler: any /stations request still unanswered gets a failure reply whose message is
 * the fix, so the page shows it where the borrower's message would be. Its code (404) fails both
 * success rules.
 */
export function missingReplyHandler(declared: readonly DeclaredEndpoint[], warn: (line: string) => void = () => {}): HttpHandler {
  return http.all(`${API_PREFIX}/*`, ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*?\/stations/, '');
    const message = missingReplyMessage(request.method, path, declared);
    warn(message);
    return HttpResponse.json({ code: 404, message, data: null }, { status: 404 });
  });
}

/** Declared endpoints that nothing answers: no written handler matches them and they carry no example. */
export function endpointsWithoutReplies(written: readonly HttpHandler[], declared: readonly DeclaredEndpoint[]): DeclaredEndpoint[] {
  return declared.filter((endpoint) => !Object.keys(endpoint.examples ?? {}).length && !hasWrittenHandler(written, endpoint));
}

/** Whether a handler written in src/dev-api/ answers the endpoint (else only its examples do). */
export function hasWrittenHandler(written: readonly HttpHandler[], endpoint: Pick<DeclaredEndpoint, 'method' | 'path'>): boolean {
  const url = new URL(`http://localhost/stations${endpoint.path}`);
  return written.some((handler) => handler.info.method === endpoint.method && typeof handler.info.path === 'string' && matchRequestUrl(url, handler.info.path).matches);
}
