// Node-only, build time: the backend contract as an OpenAPI 3.1 document, made from what the
// screens declare (endpoints, the steps that call them, their failure handling), the reply schemas,
// the contract fixtures and the API client's own rules. It is the one place a backend engineer
// reads; every fact in it comes from the file that decides it, so it cannot drift from the screens.
import { apiHealthPath, apiHealthTimeoutS } from '../build/nginx-health.ts';
import type { Market } from '../generated/market.ts';
import { samePath, type ContractEndpoint } from './fixtures.ts';
import { calledOnlyOutsideApp, endpointPlace, handledFailureCodes, outsideApp, type DeclaredEndpointContract, type EndpointUse } from './endpoint-uses.ts';
import type { ReplySchemaSet } from './reply-schemas.ts';
import { wireField, type WireField } from './wire-form.ts';
import type { ApiAddress } from './api-addresses.ts';
import type { SuccessRule } from '../api/success-rule.ts';
import { replyCodeProblem } from '../compiler/5-cross-check/reply-schema-refs.ts';
import { formatProblem } from '../lib/problem.ts';
import { corsSentence, preflightedCalls, preflightMark } from './cors-rule.ts';
import { assumptionKey, fieldAssumptions, operationAssumptions, withAssumptionNote } from './assumptions.ts';
import { apiPictureCrossOrigin } from '../api/api-pictures.ts';

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
  assumption: assumptionKey,
} as const;

export interface OpenApiInput {
  endpoints: DeclaredEndpointContract[];
  schemas: ReplySchemaSet;
  fixtures: ContractEndpoint[];
  /** The addresses screens build with api_url() (the captcha picture), loaded by the browser, not called. */
  addresses: ApiAddress[];
  market: Market;
  /** The build's version (src/build/build-version.ts), so a backend engineer knows which front end it describes. */
  version: string;
}

/** What each success rule means, in the words of src/api/success-rule.ts. */
export const successRules: Record<'int0' | 'str00', string> = {
  int0: 'success when `code` parses to the integer 0 (0, "0" and "00" all do); any other code is a failure',
  str00: 'success only when `code` is the string "00"; any other code (0 included) is a failure',
};

/** A schema marked as our assumption says so in its description too, for readers whose tools do not show extensions. */
function noted(schema: Json): Json {
  const assumption = schema[assumptionKey];
  return typeof assumption === 'string' ? { ...schema, description: withAssumptionNote(schema.description, assumption) } : schema;
}

const componentName = (file: string, definition: string) => `${file.replace(/\.json$/, '')}.${definition}`;
const replyComponent = (reply: string) => reply;
/** The shared definitions every operation's reply refers to (schemas/replies/common/values.json). */
const envelopeComponent = componentName('values.json', 'envelope');
/** A failure reply of an endpoint of this rule: the failure envelope whose code is not a success (values.json int0Failure, str00Failure). */
const failureComponent = (rule: SuccessRule) => componentName('values.json', `${rule}Failure`);

/** A reply schema's `code` must hold the endpoint's success codes, so a generated client types it (not `unknown`). */
function codeProblem(endpoint: DeclaredEndpointContract, schema: Json): string | undefined {
  const problem = replyCodeProblem(endpoint.endpoint.reply ?? '', schema, endpoint.endpoint.success, endpointPlace(endpoint));
  return problem && formatProblem(problem);
}
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
  return noted(out);
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

/**
 * The parameters a call sends, by name, each with its wire form (src/contract/wire-form.ts) and,
 * where SPEC does not say it is sent so, the assumption (src/contract/assumptions.ts).
 */
function sentParams(endpoint: DeclaredEndpointContract, uses: EndpointUse[], market: Market): Map<string, WireField> {
  const written = new Map<string, Parameters<typeof wireField>[1]>();
  for (const use of uses) for (const [name, expression] of Object.entries(use.params)) {
    const list = written.get(name) ?? [];
    list.push({ screen: use.screen, expression, context: { fields: use.fields, market } });
    written.set(name, list);
  }
  const assumed = fieldAssumptions[endpoint.endpoint.path] ?? {};
  return new Map(
    [...written].map(([name, list]) => {
      const wire = wireField(name, list);
      const assumption = assumed[name] ?? wire.schema[assumptionKey];
      return [name, { ...wire, schema: noted({ ...wire.schema, ...(typeof assumption === 'string' && { [assumptionKey]: assumption }) }) }];
    }),
  );
}

const encodingOf = (e: DeclaredEndpointContract['endpoint']) => e.encoding ?? (e.method === 'GET' ? 'query' : 'form');

/** What a server-drawn form field (screens' server-fields, from card-init) sends, by its kind. */
const serverFieldValues = 'A field card-init gives is sent under its code: a text field as typed (digits only unless its inputType says otherwise), an enum the chosen option\'s name (from note), a citySelect "Province, City", a day YYYY-MM-DD; a field of the other card-type tab (cardTypeMi) is not sent.';
const serverFieldAssumption = 'SPEC gives the bank form items\' kinds (text, enum, city select, day) and a submit payload "a map of code to value", not the form of a value: an option\'s name rather than its type, "Province, City" and YYYY-MM-DD are ours.';

function requestBody(endpoint: DeclaredEndpointContract, market: Market): Json | undefined {
  const encoding = encodingOf(endpoint.endpoint);
  if (encoding === 'query') return undefined;
  const properties: Json = {};
  const required: string[] = [];
  const fromForm = endpoint.uses.filter((u) => u.paramsFrom);
  // A form sent whole: its own fields are named, as they would be if written one by one.
  const formFields = fromForm.flatMap((u) => (u.paramsFrom === 'form' ? (u.formFields ?? []).filter((f) => u.fields[f] && !(f in u.params)).map((f) => [f, { ...u, params: { [f]: `form.${f}` } }] as const) : []));
  const sent = sentParams(endpoint, [...endpoint.uses, ...formFields.map(([, use]) => use)], market);
  for (const [name, wire] of sent) {
    properties[name] = wire.schema;
    if (wire.required) required.push(name);
  }
  const upload = endpoint.uses.find((u) => u.kind === 'upload');
  if (upload?.fileField) {
    properties[upload.fileField] = { type: 'string', contentMediaType: 'image/jpeg', description: `The photo, scaled down in the browser to at most ${1600} px on its long side (a JPEG; an image the browser cannot shrink is sent as chosen).` };
    required.push(upload.fileField);
  }
  const schema: Json = { type: 'object', ...(required.length && { required }), properties };
  if (fromForm.length) {
    schema.additionalProperties = noted({ type: 'string', description: serverFieldValues, [assumptionKey]: serverFieldAssumption });
    schema.description = fromForm.map((u) => `${u.screen} also sends every key of ${code(u.paramsFrom!)}${u.formFields ? `: ${u.formFields.join(', ')}` : ''}.`).join(' ');
  }
  if (!Object.keys(properties).length && !fromForm.length) schema.description = 'No parameters of its own: the body is empty (the session parameters go in the query).';
  const media = encoding === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  return { required: required.length > 0, content: { [media]: { schema } } };
}

function queryParameters(endpoint: DeclaredEndpointContract, market: Market): Json[] {
  if (encodingOf(endpoint.endpoint) !== 'query') return [];
  return [...sentParams(endpoint, endpoint.uses, market)].map(([name, wire]) => queryParameter(name, wire));
}

/** A parameter in the query: its description, example and assumption beside the schema, where OpenAPI puts them. */
function queryParameter(name: string, wire: WireField): Json {
  const { description, examples: shown, [assumptionKey]: assumed, ...schema } = wire.schema;
  return { name, in: 'query', required: wire.required, schema, description, ...(Array.isArray(shown) && { example: shown[0] }), ...(typeof assumed === 'string' && { [assumptionKey]: assumed }) };
}

function examples(endpoint: DeclaredEndpointContract, fixtures: ContractEndpoint[]): Json {
  const found: Json = {};
  const fixture = fixtures.find((f) => f.method === endpoint.endpoint.method && samePath(f.path, endpoint.path));
  if (fixture) for (const [shape, value] of Object.entries(fixture.shapes)) found[`contract-${shape.replace(/[^A-Za-z0-9._-]+/g, '-')}`] = { summary: `Contract fixture, ${shape} shape (${fixture.file})`, description: fixture.source, value };
  for (const [name, value] of Object.entries(endpoint.endpoint.examples ?? {})) found[`screen-${name.replace(/[^A-Za-z0-9._-]+/g, '-')}`] = { summary: `Example reply "${name}" of ${endpointPlace(endpoint)}`, value };
  return found;
}

const operationId = (endpoint: DeclaredEndpointContract) => `${endpoint.file.replace(/^screens\//, '').replace(/\.json$/, '').replace(/\//g, '.')}.${endpoint.name}`;

/** An address a page loads itself (an <img>): its query as written, no session parameters, an image back. */
function addressOperation(address: ApiAddress, market: Market): Json {
  const screen = address.file.replace(/^screens\//, '').replace(/\.json$/, '');
  return {
    operationId: `${screen.replace(/\//g, '.')}.${address.path.split('/').pop()}`,
    summary: `A picture ${address.file} shows (an <img> whose address api_url() builds)`,
    description: [
      `Built at ${code(address.at)}: the browser loads it as an image, so it is no /stations call: no session parameters, no \`Accept-Language\` of the page's choosing, no envelope. A value that gives nothing or "" is left out of the query. The page asks again with a new \`t\` to show a new picture.`,
      '',
      `**No cookies to another origin**: the <img> has \`crossorigin="${apiPictureCrossOrigin}"\`, as the calls have \`credentials: same-origin\`: on a separate API origin (\`apiOrigin\`) the picture is a CORS request without cookies, and its reply must carry \`Access-Control-Allow-Origin\` (the site's origin) like every other reply, or the borrower sees a broken picture. The picture is the session's by its \`sid\`; a cookie must not be needed for it.`,
      '',
      'The reply is the picture itself (any image type an <img> shows, e.g. image/svg+xml or image/png); it should not be cached (`Cache-Control: no-store`), as each one belongs to the session it was drawn for. A reply that is not an image shows a broken picture: the borrower can ask for a new one.',
    ].join('\n'),
    tags: [screen],
    security: [],
    // api_url() leaves an empty value out too, where a call would send it empty.
    parameters: [
      ...Object.entries(address.query).map(([name, expression]) => {
        const parameter = queryParameter(name, wireField(name, [{ screen: address.file, expression, context: { fields: {}, market } }]));
        return { ...parameter, description: String(parameter.description).replace(/ an empty text would be sent empty\./, ' so is an empty text.') };
      }),
      { name: acceptLanguageHeader, in: 'header', required: false, schema: { type: 'string' }, description: "The browser's own languages, as it sends them with any image: not the page's choice. The picture's words, if any, should not depend on it." },
    ],
    responses: {
      '200': { description: 'The picture.', content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } } },
      '429': { description: "The host's request limits: the page shows a broken picture, and the borrower may ask for another once the limit has passed." },
      default: { description: 'Anything else: the page shows a broken picture, and the borrower may ask for another.' },
    },
    [extension.effect]: 'read',
    [extension.declaredAt]: address.at,
    ...(address.pathTemplate.includes('{provider}') && { [extension.pathTemplate]: address.pathTemplate }),
  };
}

const acceptLanguageHeader = 'Accept-Language';
const acceptLanguageComponent = 'header.Accept-Language';

/** The header every call sends (src/api/request.ts requestInit): one of the market's languages, as config/market.json writes it. */
function acceptLanguageParameter(market: Market): Json {
  const choices = market.languages.choices;
  return {
    name: acceptLanguageHeader,
    in: 'header',
    required: true,
    schema: { type: 'string', enum: [...new Set(choices.map((c) => c.acceptLanguage))], examples: [choices[0]?.acceptLanguage] },
    description: `The page's language (${choices.map((c) => `${c.label}: \`${c.acceptLanguage}\``).join('; ')}; config/market.json languages.choices), on every call, GET and POST alike: the server may answer the texts a borrower reads in it and must not change a code, id, amount or URL by it. Nothing is required of the server; a cache in front of the API keys replies by it (\`Vary: Accept-Language\`).`,
  };
}

/** The session parameter that identifies the borrower (CONTRACT.md); the others describe the device. */
const sessionKey = 'sessionId';

/**
 * The document requires the session (security at the top); an endpoint also called by a page
 * opened outside the app (the promotion landing, whose route has an entry: "promotion #/") says
 * it may come without, or never does.
 */
function securityOf(endpoint: DeclaredEndpointContract, hasScheme: boolean): Json {
  if (!hasScheme) return {};
  if (!endpoint.uses.some(outsideApp)) return {};
  return { security: calledOnlyOutsideApp(endpoint) ? [] : [{ session: [] }, {}] };
}

/** The rules every endpoint shares, from the API client (src/api/) and config/market.json. */
function generalRules(market: Market, preflighted: string[]): string {
  return [
    'The borrower-facing web pages call these endpoints under the API base (market.json `apiBase`), on the page\'s own origin unless the host\'s `runtime-config.js` names another (`apiOrigin`, docs/deploy.md).',
    '',
    '## Every call',
    `- **Session parameters**: a page opened by the app carries ${market.sessionParams.map(code).join(', ')} in its address (CONTRACT.md "Session parameters"); every call sends those the page has, first in the query string, GET and POST alike. The company site and the promotion landing have none, as a rule; a landing opened with them sends them too, so its endpoints, which take no session, list ${code(sessionKey)} as an optional parameter the server may ignore. ${code(sessionKey)} is the security scheme \`session\` (an API key in the query); the others are parameters of every operation.`,
    '- **Parameters** travel as the endpoint says: a GET in the query string, a POST as `application/x-www-form-urlencoded` (or `multipart/form-data` for a file). Every value is sent as text; an object is sent as JSON text; a parameter whose expression gives nothing is left out.',
    `- **Headers**: \`Accept-Language\`, the page's language (${market.languages.choices.map((c) => `${c.label}: \`${c.acceptLanguage}\``).join('; ')}), so the server may answer its texts (types, templates, messages, fee names) in the borrower's language; nothing is required of it (docs/contract-assumptions.md). Every operation declares it, a header parameter (\`#/components/parameters/${acceptLanguageComponent}\`). \`Content-Type\` for a form body (\`application/x-www-form-urlencoded;charset=UTF-8\`; multipart sets its own). No authorization header: the session is in the query.`,
    `- **Cookies**: sent only when the API is on the page's own origin (\`credentials: same-origin\`); a separate API origin gets none, from the captcha picture neither (\`crossorigin="${apiPictureCrossOrigin}"\`). The session is in the query; no reply needs to set a cookie.`,
    corsSentence(preflighted),
    `- **Time-out**: ${market.httpTimeoutMs / 1000} s unless an endpoint says otherwise.`,
    '',
    '## Every reply',
    '- The body is JSON: `{ "code": …, "message" (or "msg"): …, "data": … }`. Each endpoint\'s success rule (`x-kaagapay-success`) decides whether `code` is a success: a success fits the endpoint\'s reply schema (its `code` typed by the rule), a failure the failure envelope of its rule (`values.int0Failure`, `values.str00Failure`: `code` not a success, `message` or `msg`, `data` null or absent), both under status 200; a reply fits one of the two, never both, so a success code with a broken `data` fits neither.',
    '- A success is used only when the HTTP status is 2xx and the reply matches the endpoint\'s reply schema. The schemas are tolerant: a number or a numeric string where an amount is sent back, `1`/`"1"` for flags, a number or a string for ids, unknown keys and absent optional fields allowed. Only what a screen cannot act without is required.',
    "- A failure code: the page runs the screen's handling of that code if it has one (`x-kaagapay-failure-codes`), else shows the reply's `message` (else `msg`) to the borrower. Write messages the borrower can read.",
    "- Not JSON, or JSON without `code`: with a 2xx status, the borrower sees the bad-reply message; otherwise the status decides: 502 or 503 the unavailable message, 504 the time-out message, 429 (the host's request limits) the too-many-requests message, any other the bad-reply message. A success code under a non-2xx status is not a success.",
    '- Values a reply gives that a later call sends back (ids, amounts, tokens, uploaded picture addresses) are sent exactly as received.',
    `- **Send ids and amounts as JSON strings** (\`"problemId": "9007199254740993"\`, \`"amount": "500000"\`): every reply schema takes a string wherever it takes a number for one. A JSON number is read as a double by browsers and by most generated clients, which holds an integer exactly only up to 2^53 − 1 (${Number.MAX_SAFE_INTEGER}): 9007199254740993 reads as 9007199254740992, another record's id. The page keeps such a number as its own text where the browser gives JSON.parse the source text (Chrome 114 and later) and sends it back so; an older browser, and a client generated from this document, do not.`,
    '- Fields marked `x-assumption` are ones SPEC.md does not name; the front end assumes them (docs/contract-assumptions.md).',
    '',
    '## The host\'s readiness check',
    `- The site's \`${apiHealthPath}\` (for monitoring) asks \`GET\` of the API base (\`/stations/\`, or a path the host names) with no session, query or headers but \`User-Agent: kaagapay-healthz\`, and counts any status below 500 within ${apiHealthTimeoutS} s as up (a 404 is fine). Answer 5xx there only when the API cannot serve (docs/deploy.md "Health checks", docs/contract-assumptions.md).`,
  ].join('\n');
}

/** An assumption naming a path or a field no screen sends (one renamed or dropped): the list must follow the screens. */
function staleAssumptions(endpoints: DeclaredEndpointContract[]): string[] {
  const sent = new Map<string, Set<string>>();
  for (const endpoint of endpoints) {
    const fields = sent.get(endpoint.endpoint.path) ?? new Set<string>();
    for (const use of endpoint.uses) for (const name of [...Object.keys(use.params), ...(use.paramsFrom === 'form' ? (use.formFields ?? []) : [])]) fields.add(name);
    sent.set(endpoint.endpoint.path, fields);
  }
  const where = 'src/contract/assumptions.ts';
  return [
    ...Object.keys(operationAssumptions).filter((path) => !sent.has(path)).map((path) => `${where} operationAssumptions: no screen declares an endpoint at "${path}" (expected a path as a screen writes it, or the entry removed)`),
    ...Object.entries(fieldAssumptions).flatMap(([path, fields]) =>
      Object.keys(fields)
        .filter((name) => !sent.get(path)?.has(name))
        .map((name) => `${where} fieldAssumptions: no screen sends "${name}" to "${path}" (expected one of ${[...(sent.get(path) ?? [])].join(', ') || 'no field: no such endpoint'}, or the entry removed)`),
    ),
  ];
}

/** The OpenAPI 3.1 document, and the problems that kept a part of it out (each naming its file). */
export function buildOpenApi(input: OpenApiInput): { document: Json; problems: string[] } {
  const problems: string[] = [];
  const { market } = input;
  const paths: Record<string, Json> = {};
  // The session id is the credential: a security scheme, so tools see how a call is authorised
  // (Redocly security-defined). The other session parameters describe the device; they stay parameters.
  const others = market.sessionParams.filter((name) => name !== sessionKey);
  const sessionParameters = Object.fromEntries(
    others.map((name) => [`session.${name}`, { name, in: 'query', required: false, schema: { type: 'string' }, description: `Session parameter (CONTRACT.md): sent with every call of a page opened by the app, as the page's address gives it.` }]),
  );
  // An endpoint no page of the app calls takes no session, but CONTRACT.md has every call carry the
  // session values its page's address holds: a landing opened with them (a link from the app) sends
  // them too, so the session id is a parameter there that the server may ignore (issue 60).
  if (market.sessionParams.includes(sessionKey))
    sessionParameters[`session.${sessionKey}`] = { name: sessionKey, in: 'query', required: false, schema: { type: 'string' }, description: `Session parameter (CONTRACT.md) of an endpoint no page of the app calls: sent only when the page's own address carries it (a landing opened from the app), as every call sends the session values its page has; the server need not read it.` };
  const securitySchemes = market.sessionParams.includes(sessionKey)
    ? { session: { type: 'apiKey', in: 'query', name: sessionKey, description: `The app's session (CONTRACT.md "Session parameters"): a page the app opens carries ${code(sessionKey)} in its address, and every call it makes sends it in the query string, GET and POST alike, with ${others.map(code).join(', ')}. No header, no cookie: the server knows the borrower by it. Pages opened outside the app (the promotion landing) have none.` } }
    : {};
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
    const body = requestBody(endpoint, market);
    const found = examples(endpoint, input.fixtures);
    const replySchema = e.reply ? input.schemas.replies[e.reply] : undefined;
    if (e.reply && !replySchema) problems.push(`${endpointPlace(endpoint)}/reply: no schemas/replies/${e.reply}.json`);
    const wrongCode = replySchema && codeProblem(endpoint, replySchema);
    if (wrongCode) problems.push(wrongCode);
    const assumed = operationAssumptions[e.path];
    pathItem[method] = {
      operationId: operationId(endpoint),
      summary: e.description?.split(/(?<=\.)\s/)[0] ?? endpoint.name,
      description: assumed ? withAssumptionNote(describeOperation(endpoint, codes, timeoutMs), assumed) : describeOperation(endpoint, codes, timeoutMs),
      ...(assumed && { [assumptionKey]: assumed }),
      tags: [...new Set(endpoint.uses.map((u) => u.screen.replace(/^screens\//, '').replace(/\.json$/, '')))],
      ...securityOf(endpoint, Object.keys(securitySchemes).length > 0),
      parameters: [...others.map((name) => ({ $ref: `#/components/parameters/session.${name}` })), ...(calledOnlyOutsideApp(endpoint) && `session.${sessionKey}` in sessionParameters ? [{ $ref: `#/components/parameters/session.${sessionKey}` }] : []), { $ref: `#/components/parameters/${acceptLanguageComponent}` }, ...queryParameters(endpoint, market)],
      ...(body && { requestBody: body }),
      responses: {
        '200': {
          description: `The reply envelope: a success (${successRules[e.success]}) fits the endpoint's reply schema, a failure the failure envelope; never both.`,
          content: { 'application/json': { schema: { oneOf: [ref(e.reply && replySchema ? replyComponent(e.reply) : envelopeComponent), ref(failureComponent(e.success))] }, ...(Object.keys(found).length && { examples: found }) } },
        },
        // The API refuses in the envelope under 200; a 4xx the page knows is the host's rate limit.
        '429': { description: "The host's request limits (nginx, docs/deploy.md), not the API's own answer: the borrower sees the too-many-requests message and the form keeps what was typed. The API refuses a call in the envelope, under status 200." },
        default: { description: 'Any other status: a 502 or 503 shows the unavailable message, a 504 the time-out message, any other the bad-reply message (a JSON body with a success code does not count).' },
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
  problems.push(...staleAssumptions(input.endpoints));
  for (const address of input.addresses) {
    const pathItem = (paths[address.path] ??= {});
    if (pathItem.get) {
      problems.push(`${address.at}: GET ${address.path} is also ${String((pathItem.get as Json)[extension.declaredAt])} (expected one place for an address)`);
      continue;
    }
    pathItem.get = addressOperation(address, market);
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
    ...(Object.keys(securitySchemes).length && { security: [{ session: [] }] }),
    components: { schemas: componentSchemas(input.schemas, problems), parameters: { ...sessionParameters, [acceptLanguageComponent]: acceptLanguageParameter(market) }, securitySchemes },
  };
  return { document, problems };
}
