// Node-only, build time: the backend contract as an OpenAPI 3.1 document, made from what the
// screens declare (endpoints, the steps that call them, their failure handling), the reply schemas,
// the contract fixtures and the API client's own rules. It is the one place a backend engineer
// reads; every fact in it comes from the file that decides it, so it cannot drift from the screens.
import { apiHealthPath, apiHealthTimeoutS } from '../build/nginx-health.ts';
import type { Market } from '../generated/market.ts';
import { samePath, type ContractEndpoint } from './fixtures.ts';
import { endpointPlace, handledFailureCodes, type DeclaredEndpointContract, type EndpointUse } from './endpoint-uses.ts';
import type { ReplySchemaSet } from './reply-schemas.ts';
import { corsSentence, preflightedCalls, preflightMark } from './cors-rule.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The extension names this document adds, one prefix for all. */
export const extension = {
  success: 'x-kaagapay-success',
  effect: 'x-kaagapay-effect',
  declaredAt: 'x-kaagapay-declared-at',
  uses: 'x-kaagapay-uses',
  failureCodes: 'x-kaagapay-failure-codes',
  timeoutMs: 'x-kaagapay-timeout-ms',
  pathTemplate: 'x-kaagapay-path-template',
  assumption: 'x-assumption',
} as const;

export interface OpenApiInput {
  endpoints: DeclaredEndpointContract[];
  schemas: ReplySchemaSet;
  fixtures: ContractEndpoint[];
  market: Market;
  /** The build's version (src/build/build-version.ts), so a backend engineer knows which front end it describes. */
  version: string;
}

/** What each success rule means, in the words of src/api/success-rule.ts. */
export const successRules: Record<'int0' | 'str00', string> = {
  int0: 'success when `code` parses to the integer 0 (0, "0" and "00" all do); any other code is a failure',
  str00: 'success only when `code` is the string "00"; any other code (0 included) is a failure',
};

const componentName = (file: string, definition: string) => `${file.replace(/\.json$/, '')}.${definition}`;
const replyComponent = (reply: string) => reply;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A draft-07 reply schema as an OpenAPI 3.1 component: references to the shared definitions and to
 * its own point at components, so the document resolves by itself; a field marked as our
 * assumption says so in its description too, for readers whose tools do not show extensions.
 */
function asComponent(node: unknown, localPrefix: string, problems: string[], where: string): unknown {
  if (Array.isArray(node)) return node.map((child, i) => asComponent(child, localPrefix, problems, `${where}/${i}`));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === 'definitions') continue;
    if (key === '$ref' && typeof value === 'string') {
      const shared = /^common\/([^#/]+\.json)#\/definitions\/([^/]+)$/.exec(value);
      const local = /^#\/definitions\/([^/]+)$/.exec(value);
      if (shared) out.$ref = `#/components/schemas/${componentName(shared[1]!, shared[2]!)}`;
      else if (local) out.$ref = `#/components/schemas/${componentName(localPrefix, local[1]!)}`;
      else problems.push(`${where}/$ref: "${value}" cannot be carried into the OpenAPI document (expected "#/definitions/<name>" or "common/<file>.json#/definitions/<name>")`);
      continue;
    }
    out[key] = key === 'properties' && isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asComponent(v, localPrefix, problems, `${where}/properties/${k}`)])) : asComponent(value, localPrefix, problems, `${where}/${key}`);
  }
  if (typeof out[extension.assumption] === 'string') {
    const note = `Assumption (docs/contract-assumptions.md): ${String(out[extension.assumption])}`;
    out.description = typeof out.description === 'string' ? `${out.description}\n\n${note}` : note;
  }
  return out;
}

function componentSchemas(set: ReplySchemaSet, problems: string[]): Json {
  const schemas: Json = {};
  for (const [file, document] of Object.entries(set.common)) {
    const prefix = file.replace(/\.json$/, '');
    for (const [name, definition] of Object.entries(isObject(document.definitions) ? document.definitions : {}))
      schemas[componentName(file, name)] = asComponent(definition, prefix, problems, `schemas/replies/common/${file}#/definitions/${name}`);
  }
  for (const [reply, document] of Object.entries(set.replies)) {
    for (const [name, definition] of Object.entries(isObject(document.definitions) ? document.definitions : {}))
      schemas[componentName(reply, name)] = asComponent(definition, reply, problems, `schemas/replies/${reply}.json#/definitions/${name}`);
    schemas[replyComponent(reply)] = asComponent(document, reply, problems, `schemas/replies/${reply}.json`);
  }
  schemas.envelope = {
    title: 'Reply envelope',
    description: 'Every reply of /stations: { code, message | msg, data }. Used where an endpoint names no reply schema.',
    type: 'object',
    required: ['code'],
    properties: { code: { type: ['integer', 'string'] }, message: { type: ['string', 'null'] }, msg: { type: ['string', 'null'] }, data: {} },
  };
  return schemas;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function useLine(use: EndpointUse): string {
  const how = use.kind === 'data' ? 'loads it when the page opens' : use.kind === 'upload' ? `uploads each photo to it (multipart field ${code(use.fileField ?? 'file')})` : 'calls it';
  return `- ${code(use.screen)} (${use.routes.map(code).join(', ') || 'no route'}) ${how}, at ${code(use.at)}`;
}

function describeOperation(endpoint: DeclaredEndpointContract, codes: Record<string, string[]>, timeoutMs: number): string {
  const e = endpoint.endpoint;
  const lines = [
    e.description ?? '',
    '',
    `Declared at ${code(endpointPlace(endpoint))}. ${endpoint.effect === 'read' ? 'Reads only.' : 'Changes data or sends something (npm run probe calls it only with --include-writes).'}`,
    '',
    `**Success rule** (${code(e.success)}): ${successRules[e.success]}. ${e.reply ? `A successful reply must match ${code(`schemas/replies/${e.reply}.json`)} (the 200 schema below) before the page uses it; one that does not is a bad reply: the borrower sees the app's bad-reply message and may retry.` : 'No reply schema: the page reads only the code and the message.'}`,
    '',
    `**Time-out**: ${timeoutMs / 1000} s, then the borrower sees the time-out message.`,
    '',
    '**Used by**',
    ...endpoint.uses.map(useLine),
  ];
  const entries = Object.entries(codes);
  lines.push('', '**Failure codes**');
  if (entries.length) lines.push(...entries.map(([key, how]) => `- ${code(key)}: ${how.join('; ')}`));
  lines.push(`- ${entries.length ? 'any other' : 'any'} failure code: ${endpoint.uses.some((u) => u.continueOnFailure) ? 'ignored (a report; the page goes on)' : "the reply's `message` (else `msg`) is shown to the borrower as a toast"}.`);
  const fromReply = endpoint.uses.filter((u) => u.fieldErrorsFrom);
  for (const use of fromReply) lines.push(`- a failed reply's ${code(use.fieldErrorsFrom!)} may name fields: each message is shown under its field (an object from field name to message, or a list of { field, message }).`);
  return lines.join('\n').trim();
}

/** The parameters a call sends, by name, with what each screen sends in it. */
function sentParams(uses: EndpointUse[]): Map<string, string[]> {
  const params = new Map<string, string[]>();
  for (const use of uses) for (const [name, expression] of Object.entries(use.params)) {
    const said = `${use.screen}: ${code(expression)}`;
    const list = params.get(name) ?? [];
    if (!list.includes(said)) list.push(said);
    params.set(name, list);
  }
  return params;
}

const textValue = (description: string) => ({ type: 'string', description });

function requestBody(endpoint: DeclaredEndpointContract): Json | undefined {
  const e = endpoint.endpoint;
  const encoding = e.encoding ?? (e.method === 'GET' ? 'query' : 'form');
  if (encoding === 'query') return undefined;
  const properties: Json = {};
  for (const [name, said] of sentParams(endpoint.uses)) properties[name] = textValue(`Sent by ${said.join('; ')}. Absent when the expression gives nothing.`);
  const upload = endpoint.uses.find((u) => u.kind === 'upload');
  if (upload?.fileField) properties[upload.fileField] = { type: 'string', contentMediaType: 'image/jpeg', description: `The photo, scaled down in the browser to at most ${1600} px on its long side (a JPEG; an image the browser cannot shrink is sent as chosen).` };
  const fromForm = endpoint.uses.filter((u) => u.paramsFrom);
  const schema: Json = { type: 'object', properties };
  if (fromForm.length) {
    schema.additionalProperties = { type: 'string' };
    schema.description = fromForm.map((u) => `${u.screen} also sends every key of ${code(u.paramsFrom!)}${u.formFields ? `: ${u.formFields.join(', ')}` : ''}.`).join(' ');
  }
  const media = encoding === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  return { required: true, content: { [media]: { schema } } };
}

function queryParameters(endpoint: DeclaredEndpointContract): Json[] {
  const e = endpoint.endpoint;
  if ((e.encoding ?? (e.method === 'GET' ? 'query' : 'form')) !== 'query') return [];
  return [...sentParams(endpoint.uses)].map(([name, said]) => ({ name, in: 'query', required: false, schema: { type: 'string' }, description: `Sent by ${said.join('; ')}. Absent when the expression gives nothing.` }));
}

function examples(endpoint: DeclaredEndpointContract, fixtures: ContractEndpoint[]): Json {
  const found: Json = {};
  const fixture = fixtures.find((f) => f.method === endpoint.endpoint.method && samePath(f.path, endpoint.path));
  if (fixture) for (const [shape, value] of Object.entries(fixture.shapes)) found[`contract-${shape.replace(/[^A-Za-z0-9._-]+/g, '-')}`] = { summary: `Contract fixture, ${shape} shape (${fixture.file})`, description: fixture.source, value };
  for (const [name, value] of Object.entries(endpoint.endpoint.examples ?? {})) found[`screen-${name.replace(/[^A-Za-z0-9._-]+/g, '-')}`] = { summary: `Example reply "${name}" of ${endpointPlace(endpoint)}`, value };
  return found;
}

const operationId = (endpoint: DeclaredEndpointContract) => `${endpoint.file.replace(/^screens\//, '').replace(/\.json$/, '').replace(/\//g, '.')}.${endpoint.name}`;

/** The rules every endpoint shares, from the API client (src/api/) and config/market.json. */
function generalRules(market: Market, preflighted: string[]): string {
  return [
    'The borrower-facing web pages call these endpoints under the API base (market.json `apiBase`), on the page\'s own origin unless the host\'s `runtime-config.js` names another (`apiOrigin`, docs/deploy.md).',
    '',
    '## Every call',
    `- **Session parameters**: a page opened by the app carries ${market.sessionParams.map(code).join(', ')} in its address (CONTRACT.md "Session parameters"); every call sends those the page has, first in the query string, GET and POST alike. The company site and the promotion landing have none.`,
    '- **Parameters** travel as the endpoint says: a GET in the query string, a POST as `application/x-www-form-urlencoded` (or `multipart/form-data` for a file). Every value is sent as text; an object is sent as JSON text; a parameter whose expression gives nothing is left out.',
    `- **Headers**: \`Accept-Language\`, the page's language (${market.languages.choices.map((c) => `${c.label}: \`${c.acceptLanguage}\``).join('; ')}), so the server may answer its texts (types, templates, messages, fee names) in the borrower's language; nothing is required of it (docs/contract-assumptions.md). \`Content-Type\` for a form body (\`application/x-www-form-urlencoded;charset=UTF-8\`; multipart sets its own). No authorization header: the session is in the query.`,
    '- **Cookies**: sent only when the API is on the page\'s own origin (`credentials: same-origin`); a separate API origin gets none.',
    corsSentence(preflighted),
    `- **Time-out**: ${market.httpTimeoutMs / 1000} s unless an endpoint says otherwise.`,
    '',
    '## Every reply',
    '- The body is JSON: `{ "code": …, "message" (or "msg"): …, "data": … }`. Each endpoint\'s success rule (`x-kaagapay-success`) decides whether `code` is a success.',
    '- A success is used only when the HTTP status is 2xx and the reply matches the endpoint\'s reply schema. The schemas are tolerant: a number or a numeric string where an amount is sent back, `1`/`"1"` for flags, a number or a string for ids, unknown keys and absent optional fields allowed. Only what a screen cannot act without is required.',
    "- A failure code: the page runs the screen's handling of that code if it has one (`x-kaagapay-failure-codes`), else shows the reply's `message` (else `msg`) to the borrower. Write messages the borrower can read.",
    "- Not JSON, or JSON without `code`: with a 2xx status, the borrower sees the bad-reply message; otherwise the status decides: 502 or 503 the unavailable message, 504 the time-out message, 429 (the host's request limits) the too-many-requests message, any other the bad-reply message. A success code under a non-2xx status is not a success.",
    '- Values a reply gives that a later call sends back (ids, amounts, tokens, uploaded picture addresses) are sent exactly as received.',
    '- Fields marked `x-assumption` are ones SPEC.md does not name; the front end assumes them (docs/contract-assumptions.md).',
    '',
    '## The host\'s readiness check',
    `- The site's \`${apiHealthPath}\` (for monitoring) asks \`GET\` of the API base (\`/stations/\`, or a path the host names) with no session, query or headers but \`User-Agent: kaagapay-healthz\`, and counts any status below 500 within ${apiHealthTimeoutS} s as up (a 404 is fine). Answer 5xx there only when the API cannot serve (docs/deploy.md "Health checks", docs/contract-assumptions.md).`,
  ].join('\n');
}

/** The OpenAPI 3.1 document, and the problems that kept a part of it out (each naming its file). */
export function buildOpenApi(input: OpenApiInput): { document: Json; problems: string[] } {
  const problems: string[] = [];
  const { market } = input;
  const paths: Record<string, Json> = {};
  const sessionParameters = Object.fromEntries(
    market.sessionParams.map((name) => [`session.${name}`, { name, in: 'query', required: false, schema: { type: 'string' }, description: `Session parameter (CONTRACT.md): sent with every call of a page opened by the app, as the page's address gives it.` }]),
  );
  for (const endpoint of input.endpoints) {
    const e = endpoint.endpoint;
    const method = e.method.toLowerCase();
    const pathItem = (paths[endpoint.path] ??= {});
    if (pathItem[method]) {
      problems.push(`${endpointPlace(endpoint)}: ${e.method} ${endpoint.path} is declared twice (expected one declaration, in a fragment the screens share)`);
      continue;
    }
    const codes = handledFailureCodes(endpoint.uses);
    const timeoutMs = e.timeoutMs ?? market.httpTimeoutMs;
    const body = requestBody(endpoint);
    const found = examples(endpoint, input.fixtures);
    if (e.reply && !input.schemas.replies[e.reply]) problems.push(`${endpointPlace(endpoint)}/reply: no schemas/replies/${e.reply}.json`);
    pathItem[method] = {
      operationId: operationId(endpoint),
      summary: e.description?.split(/(?<=\.)\s/)[0] ?? endpoint.name,
      description: describeOperation(endpoint, codes, timeoutMs),
      tags: [...new Set(endpoint.uses.map((u) => u.screen.replace(/^screens\//, '').replace(/\.json$/, '')))],
      parameters: [...market.sessionParams.map((name) => ({ $ref: `#/components/parameters/session.${name}` })), ...queryParameters(endpoint)],
      ...(body && { requestBody: body }),
      responses: {
        '200': {
          description: `The reply envelope. ${successRules[e.success]}.`,
          content: { 'application/json': { schema: ref(e.reply && input.schemas.replies[e.reply] ? replyComponent(e.reply) : 'envelope'), ...(Object.keys(found).length && { examples: found }) } },
        },
        default: { description: 'Any other status: a 502 or 503 shows the unavailable message, a 504 the time-out message, a 429 the too-many-requests message, any other the bad-reply message (a JSON body with a success code does not count).' },
      },
      [extension.success]: { rule: e.success, meaning: successRules[e.success] },
      [extension.effect]: endpoint.effect,
      [extension.declaredAt]: endpointPlace(endpoint),
      [extension.timeoutMs]: timeoutMs,
      ...(e.path.includes('{provider}') && { [extension.pathTemplate]: e.path }),
      [extension.uses]: endpoint.uses.map((u) => ({ screen: u.screen, routes: u.routes, kind: u.kind, at: u.at, params: u.params, ...(u.paramsFrom && { paramsFrom: u.paramsFrom }), ...(u.formFields && { formFields: u.formFields }) })),
      [extension.failureCodes]: codes,
      ...preflightMark(endpoint.uses),
    };
  }
  const document = {
    openapi: '3.1.1',
    info: {
      title: `${market.appName} web pages: the /stations API they call`,
      version: input.version,
      description: generalRules(market, preflightedCalls({ paths }).map((call) => `${call.method} ${call.path}`)),
    },
    servers: [{ url: market.apiBase, description: "The API base on the page's origin (or the host's apiOrigin)" }],
    tags: [...new Set(input.endpoints.flatMap((e) => e.uses.map((u) => u.screen)))].sort().map((screen) => ({ name: screen.replace(/^screens\//, '').replace(/\.json$/, ''), description: `Endpoints ${screen} calls` })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { schemas: componentSchemas(input.schemas, problems), parameters: sessionParameters },
  };
  return { document, problems };
}
