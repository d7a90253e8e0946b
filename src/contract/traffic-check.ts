// Node-only, test time (issue 60): real traffic checked against the backend contract, the OpenAPI
// document the build writes (dist/openapi.json). The end-to-end tests hand it every request a page
// sends, as bytes off the wire, and every reply the dev API gives with it, so a call outside the
// contract fails the test that made it, however the dev API (which accepts anything) answers. The
// request is judged by the probe's own checker (request-check.ts), the reply by the operation's
// response schema: both ajv over the document's schemas, so nothing here restates a field.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describeMismatches } from '../api/reply-mismatch.ts';
import { requestChecker } from './request-check.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One request as it left the page. */
export interface WireRequest {
  method: string;
  url: string;
  /** Header names in any case. */
  headers: Record<string, string>;
  body?: Uint8Array;
}

/** The operation a request called, for its reply's check. */
export interface OperationRef {
  path: string;
  method: string;
  operationId: string;
}

/** What the checker found of one request: its operation (when the contract has one) and each violation, prefixed with the endpoint. */
export interface RequestVerdict {
  operation?: OperationRef;
  violations: string[];
}

export interface TrafficChecker {
  /** The API base the document's first server gives (e.g. /stations), taken off a request's path. */
  base: string;
  request(sent: WireRequest): Promise<RequestVerdict>;
  /** Violations of a reply (its status, content type and parsed JSON body) to the operation's response schema. */
  reply(operation: OperationRef, status: number, contentType: string, body: unknown): string[];
}

/** JSON pointer token (RFC 6901). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const DOCUMENT_ID = 'openapi.json';

/** The body as the page encoded it: a form's fields, a multipart form's parts (a file as its type and size), anything else as raw bytes. */
async function decodedBody(sent: WireRequest): Promise<BodyInit | undefined> {
  if (!sent.body || sent.body.byteLength === 0) return undefined;
  const type = Object.entries(sent.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const media = type.split(';')[0]!.trim().toLowerCase();
  if (media === 'application/x-www-form-urlencoded') return new URLSearchParams(new TextDecoder().decode(sent.body));
  if (media === 'multipart/form-data') return new Response(new Uint8Array(sent.body), { headers: { 'content-type': type } }).formData();
  return new Blob([new Uint8Array(sent.body)]);
}

/** A checker over one OpenAPI document (dist/openapi.json as the build wrote it). */
export function trafficChecker(document: Json): TrafficChecker {
  const checkRequest = requestChecker(document);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) compiled.set(pointer, (validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` })));
    return validate;
  };
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const base = isObject(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url.replace(/\/$/, '') : '';
  const paths = isObject(document.paths) ? document.paths : {};
  const operationAt = (path: string, method: string) => {
    const item = paths[path];
    return isObject(item) && isObject(item[method]) ? (item[method] as Json) : undefined;
  };

  return {
    base,
    async request(sent) {
      const url = new URL(sent.url);
      const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
      const method = sent.method.toLowerCase();
      const operation = operationAt(path, method);
      const operationId = operation && typeof operation.operationId === 'string' ? operation.operationId : undefined;
      const endpoint = `${sent.method} ${path}${operationId ? ` (${operationId})` : ''}`;
      const problems = checkRequest({ method: sent.method, path, query: url.searchParams, body: await decodedBody(sent), headers: sent.headers });
      return { operation: operation && { path, method, operationId: operationId ?? endpoint }, violations: problems.map((problem) => (problem.startsWith(`${sent.method} ${path}`) ? problem : `${endpoint} ${problem}`)) };
    },
    reply(operation, status, contentType, body) {
      const responses = operationAt(operation.path, operation.method)?.responses;
      if (!isObject(responses)) return [];
      const key = String(status) in responses ? String(status) : 'default';
      const response = responses[key];
      const endpoint = `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`;
      if (!isObject(response)) return [`${endpoint} reply: status ${status}, which the contract does not list`];
      const type = contentType.split(';')[0]!.trim().toLowerCase();
      // Only JSON replies are the envelope; a picture's or a 5xx page's body is not checked here.
      if (!isObject(response.content) || type !== 'application/json' || !(type in response.content)) return [];
      const validate = validatorAt(`/paths/${token(operation.path)}/${operation.method}/responses/${token(key)}/content/${token(type)}/schema`);
      if (validate(body)) return [];
      // A reply is a success or a failure (oneOf); a success code rules the failure out by a `not`. Their
      // own errors say only that neither fitted: the branch's errors say where and what.
      const errors = validate.errors ?? [];
      const telling = errors.filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'not');
      return describeMismatches(telling.length ? telling : errors).map((mismatch) => `${endpoint} reply #${mismatch.pointer}: ${mismatch.problem}`);
    },
  };
}
