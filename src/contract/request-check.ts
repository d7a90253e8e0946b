// Node-only: a request checked against the OpenAPI document the screens produce (npm run openapi,
// dist/openapi.json), before it is sent: its operation (method and path), its query (the session
// and the operation's parameters), its body's content type and fields, what is required, each
// value's type, pattern, format and enum. The values are judged by ajv over the document's own
// schemas, so that what the probe holds a request to is exactly what a backend engineer reads.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describeMismatches } from '../api/reply-mismatch.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request as it would go on the wire, the base and origin taken off its path. */
export interface SentRequest {
  method: string;
  /** The endpoint's path as called ({provider} filled in), as the document's paths name it. */
  path: string;
  query: URLSearchParams;
  body?: BodyInit;
  /** The request's headers, names in any case; left out, the operation's header parameters are not checked. */
  headers?: Record<string, string>;
}

/** Every way the request does not fit its operation, each naming where (query name, body pointer) and what the document expects; none when it fits. */
export type RequestChecker = (request: SentRequest) => string[];

const contentTypeOf = (body: BodyInit | undefined): string | undefined =>
  body === undefined ? undefined : body instanceof URLSearchParams ? 'application/x-www-form-urlencoded' : body instanceof FormData ? 'multipart/form-data' : 'an unknown content type';

/** The fields of a form body as the schema reads them: a file as a text naming it (the document types a file as a string with its media type). */
function fieldsOf(body: URLSearchParams | FormData): { fields: Json; repeated: string[] } {
  const fields: Json = {};
  const repeated: string[] = [];
  for (const [name, value] of body.entries()) {
    if (name in fields) repeated.push(name);
    fields[name] = typeof value === 'string' ? value : `<${value.type || 'unknown type'} file, ${value.size} bytes>`;
  }
  return { fields, repeated };
}

/**
 * A closed object: a name the document does not list is a renamed or invented field, which a
 * server built to the contract would ignore or refuse. The document leaves additionalProperties
 * out where it lists every field, and states it where a form is sent whole (bind-bank's).
 */
const closed = (schema: Json): Json => ('additionalProperties' in schema || !isObject(schema.properties) ? schema : { ...schema, additionalProperties: false });

function problemsOf(errors: readonly ErrorObject[], where: string): string[] {
  const extra = errors.filter((e) => e.keyword === 'additionalProperties').map((e) => `${where} "${String(e.params.additionalProperty)}": not a field of this operation (a renamed or invented field)`);
  // ajv's own words ("must NOT have more than 4 characters") read as they are.
  const rest = describeMismatches(errors.filter((e) => e.keyword !== 'additionalProperties')).map((m) => `${where} #${m.pointer}: ${m.problem.replace(/^expected must /, 'must ')}`);
  return [...extra, ...rest];
}

/**
 * The checker of requests against one OpenAPI 3.1 document. Its schemas are JSON Schema 2020-12;
 * each is compiled inside a root that carries the document's components, so that its references
 * (#/components/schemas/…) resolve as they do in the document.
 */
export function requestChecker(document: Json): RequestChecker {
  const ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true });
  addFormats(ajv);
  const components = isObject(document.components) ? document.components : {};
  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: Json) => {
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile({ ...schema, components })));
    return validate;
  };
  const resolve = (node: unknown): Json => {
    if (!isObject(node) || typeof node.$ref !== 'string') return isObject(node) ? node : {};
    const [, group, name] = /^#\/components\/(\w+)\/(.+)$/.exec(node.$ref) ?? [];
    const target = group && name ? (components[group] as Json | undefined)?.[name] : undefined;
    return isObject(target) ? target : {};
  };
  // The session travels as an apiKey in the query (CONTRACT "Session parameters"): its name is a query parameter of every operation that names the scheme.
  const securityNames = (operation: Json): string[] => {
    const requirements = (Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : []) as Json[];
    const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
    return requirements.flatMap((r) => Object.keys(r)).map((s) => resolve(schemes[s])).filter((s) => s.type === 'apiKey' && s.in === 'query').map((s) => String(s.name));
  };

  return ({ method, path, query, body, headers }) => {
    const paths = isObject(document.paths) ? document.paths : {};
    const operation = isObject(paths[path]) ? (paths[path] as Json)[method.toLowerCase()] : undefined;
    if (!isObject(operation)) {
      const methods = isObject(paths[path]) ? Object.keys(paths[path] as Json).map((m) => m.toUpperCase()) : [];
      return [`${method} ${path}: not an operation of the OpenAPI document (${methods.length ? `expected ${methods.join(' or ')}` : 'no such path'})`];
    }
    const key = `${method} ${path}`;
    const problems: string[] = [];

    const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map(resolve).filter((p) => p.in === 'query');
    const querySchema: Json = {
      type: 'object',
      properties: Object.fromEntries([...securityNames(operation).map((name) => [name, { type: 'string' }]), ...parameters.map((p) => [String(p.name), isObject(p.schema) ? p.schema : {}])]),
      required: parameters.filter((p) => p.required === true).map((p) => String(p.name)),
      additionalProperties: false,
    };
    if (headers) {
      const sent = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      for (const parameter of (Array.isArray(operation.parameters) ? operation.parameters : []).map(resolve).filter((p) => p.in === 'header')) {
        const name = String(parameter.name);
        const value = sent[name.toLowerCase()];
        if (value === undefined) {
          if (parameter.required === true) problems.push(`header ${name}: none sent (the operation requires it)`);
          continue;
        }
        const validate = compile(`${key} header ${name}`, isObject(parameter.schema) ? parameter.schema : {});
        if (!validate(value)) problems.push(...problemsOf(validate.errors ?? [], `header ${name}`).map((line) => `${line} (sent "${value}")`));
      }
    }
    const sentQuery = Object.fromEntries(query.entries());
    const validateQuery = compile(`${key} query`, querySchema);
    if (!validateQuery(sentQuery)) problems.push(...problemsOf(validateQuery.errors ?? [], 'query'));

    const requestBody = resolve(operation.requestBody);
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const type = contentTypeOf(body);
    if (type === undefined) {
      if (requestBody.required === true) problems.push(`body: none sent (expected ${Object.keys(content).join(' or ')}: the operation requires a body)`);
      return problems;
    }
    const media = content[type];
    if (!isObject(media)) {
      problems.push(`body: sent as ${type} (expected ${Object.keys(content).join(' or ') || 'no body'})`);
      return problems;
    }
    if (!(body instanceof URLSearchParams || body instanceof FormData)) return problems;
    const { fields, repeated } = fieldsOf(body);
    for (const name of repeated) problems.push(`body "${name}": sent more than once (expected one value per field)`);
    const validateBody = compile(`${key} body ${type}`, closed(isObject(media.schema) ? media.schema : {}));
    if (!validateBody(fields)) problems.push(...problemsOf(validateBody.errors ?? [], 'body'));
    return problems;
  };
}
