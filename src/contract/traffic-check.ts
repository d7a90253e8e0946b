// Node-only, test time (issue 60): checks real traffic against the backend contract, the OpenAPI
// document the build writes (dist/openapi.json). The end-to-end host checks every request a page
// sends and every reply the dev API gives with it, so a call outside the contract fails the test that
// made it, however the dev API (which accepts anything) answers. The document's own schemas decide,
// through ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect): nothing here restates a field.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One request as it left the page. */
export interface SentRequest {
  method: string;
  url: string;
  /** Header names in any case. */
  headers: Record<string, string>;
  body?: Uint8Array;
}

/** What the checker found of one request: its operation (when the contract has one) and each violation. */
export interface RequestVerdict {
  /** "METHOD /path (operationId)", or the method and path alone when the contract has no such operation. */
  endpoint: string;
  /** The operation's place in the document, for the reply check; undefined when none matched. */
  operation?: OperationRef;
  violations: string[];
}

export interface OperationRef {
  path: string;
  method: string;
  operationId: string;
}

export interface TrafficChecker {
  /** The API base the document's first server gives (e.g. /stations); requests outside it are not API calls. */
  base: string;
  request(sent: SentRequest): Promise<RequestVerdict>;
  /** Violations of a reply (status and parsed JSON body) to the operation's response schema. */
  reply(operation: OperationRef, status: number, contentType: string, body: unknown): string[];
}

/** JSON pointer token (RFC 6901). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const DOCUMENT_ID = 'openapi.json';

/** ajv's errors as "pointer: message (detail)" lines, the instance's JSON pointer first. */
function describeErrors(errors: readonly ErrorObject[] | null | undefined, where: string): string[] {
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const param = error.keyword === 'additionalProperties' ? ` "${String((error.params as { additionalProperty?: string }).additionalProperty)}"` : error.keyword === 'enum' ? ` ${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)}` : '';
    seen.add(`${where}${error.instancePath || '/'}: ${error.message ?? error.keyword}${param}`);
  }
  return [...seen];
}

/**
 * A checker over one OpenAPI document. Query and header parameters, a form or multipart body
 * (decoded as the server would: every value a string, a file as its content type) and a JSON reply
 * are each validated by the schema the document gives them; a field the document does not list is a
 * violation too (a renamed field must not pass as an extra one).
 */
export function trafficChecker(document: Json): TrafficChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) compiled.set(pointer, (validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` })));
    return validate;
  };
  const resolve = (node: unknown): Json => {
    if (!isObject(node) || typeof node.$ref !== 'string') return isObject(node) ? node : {};
    const target = node.$ref.replace(/^#\//, '').split('/').reduce<unknown>((at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
    return resolve(target);
  };

  const servers = Array.isArray(document.servers) ? document.servers : [];
  const base = isObject(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url.replace(/\/$/, '') : '';
  const paths = isObject(document.paths) ? document.paths : {};

  return {
    base,
    async request(sent) {
      const url = new URL(sent.url);
      const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
      const method = sent.method.toLowerCase();
      const item = paths[path];
      const operation = isObject(item) ? item[method] : undefined;
      if (!isObject(item) || !isObject(operation)) {
        const why = isObject(item) ? `the contract has ${path} only for ${Object.keys(item).filter((key) => ['get', 'post', 'put', 'delete', 'patch'].includes(key)).map((key) => key.toUpperCase()).join(', ')}` : 'the contract has no such path';
        return { endpoint: `${sent.method} ${path}`, violations: [`${sent.method} ${path}: ${why} (dist/openapi.json paths)`] };
      }
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`;
      const ref: OperationRef = { path, method, operationId };
      const endpoint = `${sent.method} ${path} (${operationId})`;
      const pointer = `/paths/${token(path)}/${method}`;
      const violations: string[] = [];
      const headers = Object.fromEntries(Object.entries(sent.headers).map(([name, value]) => [name.toLowerCase(), value]));

      // Parameters: the path item's and the operation's, the operation's winning on a name (OpenAPI 3.1 4.8.9).
      const parameters = new Map<string, Json>();
      for (const list of [item.parameters, operation.parameters]) for (const entry of Array.isArray(list) ? list : []) {
        const parameter = resolve(entry);
        parameters.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
      }
      // The credentials the operation's security takes (the document's, unless the operation has its
      // own; `security: []` takes none) are parameters too: an apiKey in the query or a header.
      const security = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
      const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
      for (const requirement of security) for (const name of isObject(requirement) ? Object.keys(requirement) : []) {
        const scheme = resolve(schemes[name]);
        if (scheme.type === 'apiKey' && (scheme.in === 'query' || scheme.in === 'header')) parameters.set(`${scheme.in}:${String(scheme.name)}`, { name: scheme.name, in: scheme.in, schema: { type: 'string' } });
      }
      const query = new Map<string, string>();
      for (const [name, value] of url.searchParams) query.set(name, value);
      for (const parameter of parameters.values()) {
        const name = String(parameter.name);
        const value = parameter.in === 'query' ? query.get(name) : parameter.in === 'header' ? headers[name.toLowerCase()] : undefined;
        if (parameter.in !== 'query' && parameter.in !== 'header') continue;
        if (value === undefined) {
          if (parameter.required === true) violations.push(`${parameter.in} ${name}: required by the contract, not sent`);
          continue;
        }
        const schema = isObject(parameter.schema) ? parameter.schema : {};
        const validate = ajv.compile(schema);
        if (!validate(value)) violations.push(...describeErrors(validate.errors, `${parameter.in} ${name}`).map((line) => `${line} (sent "${value}")`));
      }
      for (const name of query.keys()) if (!parameters.has(`query:${name}`)) violations.push(`query ${name}: not a parameter of this operation in the contract`);

      const content = isObject(operation.requestBody) ? resolve(operation.requestBody) : undefined;
      const sentType = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (content && isObject(content.content)) {
        const mediaTypes = Object.keys(content.content);
        const bodyBytes = sent.body && sent.body.byteLength > 0 ? sent.body : undefined;
        if (!bodyBytes) {
          if (content.required === true) violations.push(`body: required by the contract (${mediaTypes.join(' or ')}), none sent`);
        } else if (!mediaTypes.includes(sentType)) {
          violations.push(`body: sent as "${sentType || 'no content type'}", the contract takes ${mediaTypes.join(' or ')}`);
        } else {
          const fields = await decodeBody(sent, sentType);
          const mediaPointer = `${pointer}/requestBody/content/${token(sentType)}/schema`;
          const schema = resolve((content.content as Json)[sentType] && ((content.content as Json)[sentType] as Json).schema);
          const validate = validatorAt(mediaPointer);
          if (!validate(fields)) violations.push(...describeErrors(validate.errors, 'body'));
          const listed = isObject(schema.properties) ? Object.keys(schema.properties) : [];
          if (schema.additionalProperties === undefined) for (const name of Object.keys(fields)) if (!listed.includes(name)) violations.push(`body /${name}: not a field of this operation in the contract (it lists ${listed.join(', ') || 'none'})`);
        }
      } else if (sent.body && sent.body.byteLength > 0) {
        violations.push('body: the contract takes no body for this operation');
      }
      return { endpoint, operation: ref, violations: violations.map((line) => `${endpoint} ${line}`) };
    },
    reply(operation, status, contentType, body) {
      const item = paths[operation.path];
      const responses = isObject(item) && isObject(item[operation.method]) ? (item[operation.method] as Json).responses : undefined;
      if (!isObject(responses)) return [];
      const key = String(status) in responses ? String(status) : 'default';
      const response = resolve(responses[key]);
      const endpoint = `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`;
      if (!isObject(response.content)) return key === 'default' || String(status) in responses ? [] : [`${endpoint} reply: status ${status} is not in the contract`];
      const type = contentType.split(';')[0]!.trim().toLowerCase();
      if (!(type in response.content)) return [];
      if (type !== 'application/json') return [];
      const validate = validatorAt(`/paths/${token(operation.path)}/${operation.method}/responses/${token(key)}/content/${token(type)}/schema`);
      return validate(body) ? [] : describeErrors(validate.errors, 'reply ').map((line) => `${endpoint} ${line}`);
    },
  };
}

/** A body's fields as the server reads them: each value a string; a file part as its content type. */
async function decodeBody(sent: SentRequest, type: string): Promise<Json> {
  const bytes = sent.body ?? new Uint8Array();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
  if (type === 'multipart/form-data') {
    const contentType = Object.entries(sent.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
    const fields: Json = {};
    for (const [name, value] of form) fields[name] = typeof value === 'string' ? value : value.type;
    return fields;
  }
  if (type === 'application/json') return JSON.parse(new TextDecoder().decode(bytes)) as Json;
  return {};
}
