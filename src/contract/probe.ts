// Node-only: npm run probe's engine. It calls a live backend the way the screens do (the app's own
// request builder, src/api/request.ts), with the parameters of the contract fixtures or the user's,
// and judges each reply as the app would (success rule, reply schema with its tolerant rules),
// then a little more: every place a reply does not fit, and a reply that fits but holds nothing
// its page shows. Calls that change data run only when asked, each named before it is made.
// It is held to the app's own rules too (issue 60): each request is checked against the OpenAPI
// document before it is sent, a server-drawn form is filled as the page fills it, and a reply is
// warned about when it is slow or holds a number JSON.parse cannot give back as written.
import { buildUrl, requestBody, requestInit, type ClientConfig } from '../api/request';
import { isSuccess } from '../api/success-rule';
import type { Market } from '../generated/market';
import { acceptLanguageOf } from '../i18n/pick-language';
import type { ApiAddress } from './api-addresses';
import { allowOriginProblem, isPreflighted, preflightProblems } from './cors-check';
import { calledOnlyOutsideApp, handledFailureCodes, type DeclaredEndpointContract } from './endpoint-uses';
import { samePath, type ContractEndpoint, type GivenValue } from './fixtures';
import { pictureProblems, pictureQuery } from './probe-picture';
import { fillServerForm, serverFormFindings, serverFormSentBy, type ServerForm } from './probe-server-form';
import { repliesNeeded, resolveParams, runValues, shownValue, type RunValues } from './probe-values';
import type { ReplyChecker } from './reply-schemas';
import type { RequestChecker } from './request-check';
import { unsafeNumbers, unsafeNumberWarning } from './unsafe-numbers';

export type ProbeVerdict = 'ok' | 'thin' | 'slow' | 'warned' | 'handled' | 'failed' | 'probe bug' | 'not called' | 'skipped';

/** Verdicts of an endpoint that never showed its success reply: each makes the run fail. */
export const unmetVerdicts: readonly ProbeVerdict[] = ['handled', 'failed', 'probe bug', 'not called'];

/**
 * A reply slower than this is `slow`, not `ok`. The app gives up only at the market's
 * httpTimeoutMs (60 s), but a borrower on a phone has long left before that: a few seconds is
 * where a page stops feeling like it is working, and the probe, called from a server's network,
 * sees less time than a phone on a mobile network would. Well under the time-out, so a server
 * drifting towards it is seen while the app still copes.
 */
export const SLOW_REPLY_MS = 3000;

export interface ProbeLine {
  verdict: ProbeVerdict;
  /** METHOD path, as called. */
  endpoint: string;
  /** Where the screens declare it. */
  declaredAt: string;
  /** Why, for anything but a plain ok: each problem with its JSON pointer into the reply. */
  details: string[];
}

export interface ProbeOptions {
  /** The API base as reached from here, e.g. https://staging.example.ph/stations. */
  base: string;
  endpoints: DeclaredEndpointContract[];
  fixtures: ContractEndpoint[];
  check: ReplyChecker;
  /** Each request is checked against the OpenAPI document before it is sent (src/contract/request-check.ts); one that does not fit is not sent. */
  checkRequest: RequestChecker;
  /** The forms the server draws (server-fields blocks): filled from their reply as the page fills them, and their reply held to what the page shows. */
  serverForms?: ServerForm[];
  /** The addresses screens build with api_url() (the captcha picture): fetched as an <img> would, each must answer an image. */
  addresses?: ApiAddress[];
  /** A reply slower than this is `slow` (default SLOW_REPLY_MS). */
  slowReplyMs?: number;
  market: Market;
  /** Session parameters, as the app's webview address carries them. */
  session: Record<string, string>;
  /** Parameters by endpoint ("METHOD /path" as the screens write it, or the screen's file#name), over the fixtures'. */
  params?: Record<string, Record<string, unknown>>;
  includeWrites?: boolean;
  /** Values by name for the fixtures' given values ({ $given }): a staging captcha, an SMS code, a test phone. */
  given?: Record<string, string>;
  /** The page language whose Accept-Language is sent (a code of market.json languages; default: the market's default). */
  language?: string;
  timeoutMs?: number;
  /** Checks what a page on siteOrigin needs of an API on another origin: preflights (uploads, and calls whose text includes one of `preflight`) and Access-Control-Allow-Origin. */
  cors?: { siteOrigin: string; preflight: readonly string[] };
  fetch?: typeof fetch;
  /** Told before each call that changes data, and as each line is ready. */
  onWrite?: (endpoint: string, declaredAt: string) => void;
  onLine?: (line: ProbeLine) => void;
}

const hasContent = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0) && !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** An 8×8 JPEG (drawn by Chromium's canvas, as the app's photos are), the smallest picture an upload endpoint should take. */
const tinyJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh' +
  'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB' +
  'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA' +
  'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y' +
  'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM' +
  'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0o' +
  'OjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2Nj' +
  'Y2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/' +
  'xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIR' +
  'AxEAPwCKAJL/2Q==',
  'base64',
);

interface Planned {
  endpoint: DeclaredEndpointContract;
  key: string;
  fixture?: ContractEndpoint;
  params: Record<string, unknown>;
  /** The parameter names the one running the probe gave (--params): sent as given, even a picker's value. */
  own: Set<string>;
  /** The server-drawn form this call sends whole, filled from its source's reply. */
  serverForm?: ServerForm;
  needs: string[];
}

const keyOf = (endpoint: DeclaredEndpointContract) => `${endpoint.endpoint.method} ${endpoint.endpoint.path}`;

/** Endpoints in an order where each comes after those whose replies it sends on (upload before save). */
function plan(options: ProbeOptions): Planned[] {
  const planned = options.endpoints.map((endpoint): Planned => {
    const key = keyOf(endpoint);
    const fixture = options.fixtures.find((f) => f.method === endpoint.endpoint.method && samePath(f.path, endpoint.path));
    const own = options.params?.[key] ?? options.params?.[`${endpoint.file}#${endpoint.name}`] ?? {};
    const params = { ...(fixture?.request?.params ?? {}), ...own };
    const serverForm = serverFormSentBy(endpoint, options.serverForms ?? []);
    const needs = [...new Set([...repliesNeeded(params), ...(serverForm ? [serverForm.source] : [])])];
    return { endpoint, key, fixture, params, own: new Set(Object.keys(own)), serverForm, needs };
  });
  const byKey = new Map(planned.map((p) => [p.key, p]));
  const ordered: Planned[] = [];
  const visiting = new Set<string>();
  const visit = (p: Planned) => {
    if (ordered.includes(p) || visiting.has(p.key)) return;
    visiting.add(p.key);
    for (const need of p.needs) {
      const before = byKey.get(need);
      if (before) visit(before);
    }
    ordered.push(p);
  };
  planned.forEach(visit);
  return ordered;
}

/** The client settings the app would have on a page with this session, aimed at the given base. */
export function clientFor(options: ProbeOptions): ClientConfig {
  const base = new URL(options.base);
  // An origin alone means the API sits at the market's base on it, as on the site.
  const path = base.pathname.replace(/\/+$/, '') || options.market.apiBase;
  const { market } = options;
  return {
    origin: base.origin,
    base: path,
    provider: market.provider,
    timeoutMs: options.timeoutMs ?? market.httpTimeoutMs,
    session: options.session,
    messages: market.messages,
    acceptLanguage: () => acceptLanguageOf(options.language ?? market.languages.default, market.languages),
  };
}

/** The call as the app's request builder takes it, with the picture an upload sends. */
function callOf(planned: Planned, params: Record<string, unknown>) {
  const { endpoint } = planned.endpoint;
  const upload = planned.endpoint.uses.find((u) => u.kind === 'upload');
  const file = upload?.fileField ? { [upload.fileField]: new Blob([tinyJpeg], { type: 'image/jpeg' }) } : {};
  return { method: endpoint.method, path: endpoint.path, encoding: endpoint.encoding, success: endpoint.success, params: { ...params, ...file } };
}

interface Reply {
  status: number;
  type: string;
  text: string;
  headers: Headers;
  /** From the request's start to the reply's last byte. */
  ms: number;
}

/** The request as the app's builder makes it, and what the OpenAPI document says is wrong with it (none: send it). */
function prepare(options: ProbeOptions, planned: Planned, params: Record<string, unknown>) {
  const config = { ...clientFor(options), ...(calledOnlyOutsideApp(planned.endpoint) && { session: {} }) };
  const call = callOf(planned, params);
  const url = buildUrl(config, call);
  const body = requestBody(call);
  const problems = options.checkRequest({ method: call.method, path: planned.endpoint.path, query: new URL(url).searchParams, body });
  return { config, call, url, body, problems };
}

async function send(options: ProbeOptions, prepared: ReturnType<typeof prepare>): Promise<Reply> {
  const { config, call, url, body } = prepared;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const init = requestInit(config, call, body, controller.signal);
  // A browser names the page's origin on every call to another origin.
  if (options.cors) init.headers.Origin = options.cors.siteOrigin;
  const start = performance.now();
  try {
    const response = await (options.fetch ?? fetch)(url, init);
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text, headers: response.headers, ms: performance.now() - start };
  } finally {
    clearTimeout(timer);
  }
}

/** The stand-in's answer to a given value's source: its reply header, or undefined from a server without it. */
function standInAsker(options: ProbeOptions): RunValues['askStandIn'] {
  return async (source: NonNullable<GivenValue['standIn']>, query) => {
    const config = clientFor(options);
    const call = { method: 'GET' as const, path: source.get.split('{provider}').join(options.market.provider), params: query, success: 'int0' as const };
    try {
      const response = await (options.fetch ?? fetch)(buildUrl(config, call), requestInit(config, call, undefined, AbortSignal.timeout(config.timeoutMs)));
      await response.arrayBuffer();
      return response.headers.get(source.header) ?? undefined;
    } catch {
      return undefined;
    }
  };
}

/** The preflight's problems, when the site is on another origin and a browser sends one before this call. */
async function preflightOf(options: ProbeOptions, planned: Planned): Promise<string[]> {
  if (!options.cors || !isPreflighted(planned.endpoint, options.cors.preflight)) return [];
  const config = clientFor(options);
  const call = callOf(planned, {});
  const { headers } = requestInit(config, call, requestBody(call));
  return preflightProblems({ url: buildUrl(config, call), method: call.method, headers, siteOrigin: options.cors.siteOrigin, timeoutMs: config.timeoutMs, fetch: options.fetch ?? fetch });
}

function judge(planned: Planned, reply: Reply, options: ProbeOptions): { verdict: ProbeVerdict; details: string[]; value?: unknown } {
  const judged = judgeReply(planned, reply, options);
  if (judged.verdict !== 'ok' && judged.verdict !== 'thin') return judged;
  // Warnings of a success reply: the page copes, but a borrower or the data would suffer.
  const slowMs = options.slowReplyMs ?? SLOW_REPLY_MS;
  const slow = reply.ms > slowMs ? [`slow: answered in ${(reply.ms / 1000).toFixed(1)} s (expected under ${slowMs / 1000} s; the app waits ${clientFor(options).timeoutMs / 1000} s before its time-out message)`] : [];
  const numbers = unsafeNumbers(reply.text).map(unsafeNumberWarning);
  const verdict = judged.verdict === 'thin' ? 'thin' : slow.length ? 'slow' : numbers.length ? 'warned' : 'ok';
  return { ...judged, verdict, details: [...judged.details, ...slow, ...numbers] };
}

function judgeReply(planned: Planned, reply: Reply, options: ProbeOptions): { verdict: ProbeVerdict; details: string[]; value?: unknown } {
  const { check } = options;
  const { endpoint } = planned.endpoint;
  let value: unknown;
  try {
    value = JSON.parse(reply.text);
  } catch {
    return { verdict: 'failed', details: [`HTTP ${reply.status}, not JSON (${reply.type || 'no content type'}): ${JSON.stringify(reply.text.slice(0, 80))} (expected a JSON envelope { code, message, data })`] };
  }
  if (reply.status < 200 || reply.status > 299) return { verdict: 'failed', details: [`HTTP ${reply.status} (expected 200; the app treats any other status as a failure, whatever the body)`] };
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('code' in value)) return { verdict: 'failed', details: ['#: missing property "code" (expected the envelope { code, message, data })'] };
  const envelope = value as { code: unknown; message?: unknown; msg?: unknown; data?: unknown };
  if (!isSuccess(endpoint.success, envelope.code)) {
    const message = typeof envelope.message === 'string' ? envelope.message : typeof envelope.msg === 'string' ? envelope.msg : '';
    const handled = handledFailureCodes(planned.endpoint.uses)[String(envelope.code)]?.join('; ');
    const said = `failure code ${JSON.stringify(envelope.code)}${message ? ` "${message}"` : ''}`;
    // A code the screen handles is still not the success reply: a server that always answers it
    // would leave the page stuck, and its success reply would go unchecked.
    if (handled) return { verdict: 'handled', details: [`answered ${said} instead of its success reply; the screen handles it (${handled}), but its success reply was not seen: give the values this server needs with --given or --params`], value };
    return { verdict: 'failed', details: [`answered ${said} (the success rule is ${endpoint.success}: the page would show that message; if the parameters do not fit this backend, give its own with --params)`] };
  }
  const problems = endpoint.reply ? check(endpoint.reply, value) : [];
  if (problems.length) return { verdict: 'failed', details: problems.map((p) => `#${p.pointer}: ${p.problem} (schemas/replies/${endpoint.reply}.json)`), value };
  // A form the server draws from this reply: it must give the page fields to draw, each with the words the page shows.
  for (const form of (options.serverForms ?? []).filter((f) => f.source === planned.key)) {
    const findings = serverFormFindings(form, value);
    if (findings.problems.length) return { verdict: 'failed', details: findings.problems, value };
    if (findings.thin) return { verdict: 'thin', details: [findings.thin], value };
  }
  const dataUses = planned.endpoint.uses.filter((u) => u.reads?.length);
  for (const use of dataUses) {
    const data = envelope.data as Record<string, unknown> | null | undefined;
    if (!use.reads!.some((field) => hasContent(data?.[field]))) {
      return { verdict: 'thin', details: [`fits its schema, but holds none of what ${use.screen} shows from it (data.${use.reads!.join(', data.')}): the page would show its empty state`], value };
    }
  }
  return { verdict: 'ok', details: [], value };
}

/** Why a call another one sends on gave nothing to send on: its verdict and first problem. */
function faultOf(need: string, done: ReadonlyMap<string, ProbeLine>, inRun: ReadonlySet<string>): string {
  if (!inRun.has(need)) return `${need}, which this run leaves out (widen --only)`;
  const line = done.get(need);
  if (!line) return `${need}, which was not reached`;
  return `${line.endpoint}, which was ${line.verdict}${line.details[0] ? `: ${line.details[0]}` : ''}`;
}

const reasonOf = (error: unknown, timeoutMs: number) =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
    ? `no answer within ${timeoutMs / 1000} s`
    : error instanceof Error
      ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
      : String(error);

interface PlannedPicture {
  address: ApiAddress;
  query: Record<string, unknown>;
  needs: string[];
}

/** The picture fetched as the page's <img> fetches it: no session, no envelope; it must be an image. */
async function checkPicture(options: ProbeOptions, picture: PlannedPicture, replies: ReadonlyMap<string, unknown>, run: RunValues): Promise<ProbeLine> {
  const endpoint = `GET ${picture.address.path}`;
  const line = (verdict: ProbeVerdict, details: string[]): ProbeLine => ({ verdict, endpoint, declaredAt: picture.address.at, details });
  const resolved = await resolveParams(picture.query, replies, run);
  if ('missing' in resolved) return line('not called', resolved.missing.map((m) => `no value for ${m}`));
  const query = new URLSearchParams();
  // api_url() leaves out a value that gives nothing, as the page does.
  for (const [name, value] of Object.entries(resolved.params)) if (value !== undefined && value !== null && value !== '') query.append(name, String(value));
  const problems = options.checkRequest({ method: 'GET', path: picture.address.path, query });
  if (problems.length) return line('probe bug', [`not sent: the request does not fit the OpenAPI document (a probe or --params mistake, not the server's):`, ...problems]);
  const config = clientFor(options);
  const start = performance.now();
  let reply;
  try {
    const response = await (options.fetch ?? fetch)(`${config.origin}${config.base}${picture.address.path}?${query.toString()}`, { signal: AbortSignal.timeout(config.timeoutMs) });
    const bytes = (await response.arrayBuffer()).byteLength;
    reply = { status: response.status, type: response.headers.get('content-type') ?? '', bytes, cacheControl: response.headers.get('cache-control') ?? '' };
  } catch (error) {
    return line('failed', [`could not be fetched: ${reasonOf(error, config.timeoutMs)}`]);
  }
  const ms = performance.now() - start;
  const { failed, warnings } = pictureProblems(reply);
  if (failed.length) return line('failed', failed);
  const slowMs = options.slowReplyMs ?? SLOW_REPLY_MS;
  if (ms > slowMs) return line('slow', [`slow: answered in ${(ms / 1000).toFixed(1)} s (expected under ${slowMs / 1000} s)`, ...warnings]);
  return line(warnings.length ? 'warned' : 'ok', warnings);
}

/** Calls every endpoint (writes only when asked) and judges each reply; one line per endpoint, in call order, and one per picture a screen builds the address of. */
export async function probe(options: ProbeOptions): Promise<ProbeLine[]> {
  const replies = new Map<string, unknown>();
  const run = runValues(options.given ?? {}, standInAsker(options));
  const lines: ProbeLine[] = [];
  const done = new Map<string, ProbeLine>();
  const report = (line: ProbeLine, key?: string) => {
    lines.push(line);
    if (key) done.set(key, line);
    options.onLine?.(line);
  };
  const order = plan(options);
  const inRun = new Set(order.map((p) => p.key));
  const pictures: PlannedPicture[] = (options.addresses ?? []).map((address) => {
    const query = pictureQuery(address, options.fixtures);
    return { address, query, needs: repliesNeeded(query) };
  });
  // A picture is fetched as soon as what it needs has answered, before later calls ask for another
  // (the stand-in draws a new captcha for each fetch, which get-sms is then checked with).
  const picturesReady = async () => {
    for (const picture of [...pictures]) {
      if (!picture.needs.every((need) => done.has(need) || !inRun.has(need))) continue;
      pictures.splice(pictures.indexOf(picture), 1);
      const missing = picture.needs.filter((need) => !replies.has(need));
      if (missing.length) report({ verdict: 'not called', endpoint: `GET ${picture.address.path}`, declaredAt: picture.address.at, details: missing.map((need) => `sends on what ${faultOf(need, done, inRun)}`) });
      else report(await checkPicture(options, picture, replies, run));
    }
  };
  await picturesReady();
  for (const planned of order) {
    const { endpoint } = planned.endpoint;
    const shown = `${endpoint.method} ${planned.endpoint.path}`;
    const declaredAt = `${planned.endpoint.file}#/endpoints/${planned.endpoint.name}`;
    // The preflight changes nothing, so it is sent even before a write that is skipped.
    const cors = await preflightOf(options, planned);
    const line = (verdict: ProbeVerdict, details: string[]) => report({ verdict: cors.length ? 'failed' : verdict, endpoint: shown, declaredAt, details: [...details, ...cors] }, planned.key);
    await probeOne(options, planned, { replies, run, inRun, done, cors, line, shown, declaredAt });
    await picturesReady();
  }
  return lines;
}

interface RunState {
  replies: Map<string, unknown>;
  run: RunValues;
  inRun: ReadonlySet<string>;
  done: ReadonlyMap<string, ProbeLine>;
  cors: string[];
  line: (verdict: ProbeVerdict, details: string[]) => void;
  shown: string;
  declaredAt: string;
}

async function probeOne(options: ProbeOptions, planned: Planned, state: RunState): Promise<void> {
  const { endpoint } = planned.endpoint;
  const { replies, run, inRun, done, cors, line } = state;
  if (planned.endpoint.effect === 'write' && !options.includeWrites) return line('skipped', ['changes data or sends something: called only with --include-writes']);
  const missing = planned.needs.filter((need) => !replies.has(need));
  if (missing.length) return line('not called', missing.map((need) => `sends on what ${faultOf(need, done, inRun)}`));
  const resolved = await resolveParams(planned.params, replies, run);
  if ('missing' in resolved) return line('not called', resolved.missing.map((m) => `no value for ${m}`));
  let { params } = resolved;
  if (planned.serverForm) {
    const filled = fillServerForm(planned.serverForm, replies.get(planned.serverForm.source), params, planned.own);
    if ('missing' in filled) return line('not called', filled.missing.map((m) => `no value for ${m} (${planned.serverForm!.at} draws it from ${planned.serverForm!.source})`));
    params = filled.params;
  }
  const prepared = prepare(options, planned, params);
  // The app would never send such a request: sending it would judge the server by the probe's mistake.
  if (prepared.problems.length) return line('probe bug', ['not sent: the request does not fit the OpenAPI document (a probe, fixture or --params mistake, not the server\'s):', ...prepared.problems]);
  if (planned.endpoint.effect === 'write') options.onWrite?.(state.shown, state.declaredAt);
  let reply;
  try {
    reply = await send(options, prepared);
  } catch (error) {
    return line('failed', [`could not be called: ${reasonOf(error, prepared.config.timeoutMs)}`]);
  }
  const verdict = judge(planned, reply, options);
  const allowOrigin = options.cors && allowOriginProblem(reply.headers, options.cors.siteOrigin);
  if (allowOrigin) cors.push(allowOrigin);
  if (verdict.verdict !== 'failed' && verdict.value !== undefined && isSuccess(endpoint.success, (verdict.value as { code?: unknown }).code)) replies.set(planned.key, verdict.value);
  line(verdict.verdict, verdict.details);
}

/** One line per endpoint, as the probe prints it. */
export function formatProbeLine(line: ProbeLine): string {
  const head = `${line.verdict.padEnd(10)} ${line.endpoint}`;
  if (!line.details.length) return head;
  if (line.details.length === 1) return `${head}: ${line.details[0]}`;
  return `${head}:\n${line.details.map((d) => `             ${d}`).join('\n')}`;
}

/** The lines that make a run fail: endpoints that never showed their success reply, each with what came instead. */
export const unmetLines = (lines: readonly ProbeLine[]): ProbeLine[] => lines.filter((l) => unmetVerdicts.includes(l.verdict));

/** A write as it would be sent: what --dry-run prints. */
export interface PlannedWrite {
  endpoint: string;
  method: string;
  url: string;
  /** Form fields as name=value lines (a file as its type and size); none for a call whose parameters are in the URL. */
  body: string[];
}

/** Every write of the run, in call order, with the values it would send; values from earlier replies and the stand-in are named, not fetched. */
export function plannedWrites(options: ProbeOptions): PlannedWrite[] {
  const config = clientFor(options);
  // No call may be made: a value the stand-in would tell is shown as where it would come from.
  const run = runValues(options.given ?? {}, () => Promise.resolve(undefined));
  return plan(options)
    .filter((p) => p.endpoint.effect === 'write')
    .map((planned) => {
      const params = Object.fromEntries(Object.entries(planned.params).map(([name, value]) => [name, shownValue(value, run)]));
      const call = callOf(planned, params);
      const payload = requestBody(call);
      const body =
        payload instanceof URLSearchParams || payload instanceof FormData
          ? [...payload.entries()].map(([name, value]) => `${name}=${typeof value === 'string' ? value : `<${value.type} file, ${value.size} bytes>`}`)
          : [];
      // The fields a server draws are known only from its reply: said, not guessed.
      const drawn = planned.serverForm ? [`<the fields ${planned.serverForm.source} gives, filled as ${planned.serverForm.at} fills them>`] : [];
      return { endpoint: `${call.method} ${planned.endpoint.path}`, method: call.method, url: decodeURI(buildUrl(config, call)), body: [...body, ...drawn] };
    });
}
