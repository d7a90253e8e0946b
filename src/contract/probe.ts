// Node-only: npm run probe's engine. It calls a live backend the way the screens do (the app's own
// request builder, src/api/request.ts), with the parameters of the contract fixtures or the user's,
// and judges each reply as the app would (success rule, reply schema with its tolerant rules),
// then a little more: every place a reply does not fit, and a reply that fits but holds nothing
// its page shows. Calls that change data run only when asked, each named before it is made.
import { buildUrl, requestBody, requestInit, type ClientConfig } from '../api/request';
import { isSuccess } from '../api/success-rule';
import type { Market } from '../generated/market';
import { acceptLanguageOf } from '../i18n/pick-language';
import { allowOriginProblem, isPreflighted, preflightProblems } from './cors-check';
import { handledFailureCodes, type DeclaredEndpointContract } from './endpoint-uses';
import { samePath, type ContractEndpoint, type GivenValue } from './fixtures';
import { repliesNeeded, resolveParams, runValues, shownValue, type RunValues } from './probe-values';
import type { ReplyChecker } from './reply-schemas';

export type ProbeVerdict = 'ok' | 'thin' | 'handled' | 'failed' | 'not called' | 'skipped';

/** Verdicts of an endpoint that never showed its success reply: each makes the run fail. */
export const unmetVerdicts: readonly ProbeVerdict[] = ['handled', 'failed', 'not called'];

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
    const needs = repliesNeeded(params);
    return { endpoint, key, fixture, params, needs };
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
}

async function send(options: ProbeOptions, planned: Planned, params: Record<string, unknown>): Promise<Reply> {
  const config = clientFor(options);
  const call = callOf(planned, params);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const init = requestInit(config, call, requestBody(call), controller.signal);
  // A browser names the page's origin on every call to another origin.
  if (options.cors) init.headers.Origin = options.cors.siteOrigin;
  try {
    const response = await (options.fetch ?? fetch)(buildUrl(config, call), init);
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text(), headers: response.headers };
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

function judge(planned: Planned, reply: Reply, check: ReplyChecker): { verdict: ProbeVerdict; details: string[]; value?: unknown } {
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
  const dataUses = planned.endpoint.uses.filter((u) => u.reads?.length);
  for (const use of dataUses) {
    const data = envelope.data as Record<string, unknown> | null | undefined;
    if (!use.reads!.some((field) => hasContent(data?.[field]))) {
      return { verdict: 'thin', details: [`fits its schema, but holds none of what ${use.screen} shows from it (data.${use.reads!.join(', data.')}): the page would show its empty state`], value };
    }
  }
  return { verdict: 'ok', details: [], value };
}

/** Calls every endpoint (writes only when asked) and judges each reply; one line per endpoint, in call order. */
export async function probe(options: ProbeOptions): Promise<ProbeLine[]> {
  const replies = new Map<string, unknown>();
  const run = runValues(options.given ?? {}, standInAsker(options));
  const lines: ProbeLine[] = [];
  const report = (line: ProbeLine) => {
    lines.push(line);
    options.onLine?.(line);
  };
  const order = plan(options);
  const inRun = new Set(order.map((p) => p.key));
  for (const planned of order) {
    const { endpoint } = planned.endpoint;
    const shown = `${endpoint.method} ${planned.endpoint.path}`;
    const declaredAt = `${planned.endpoint.file}#/endpoints/${planned.endpoint.name}`;
    // The preflight changes nothing, so it is sent even before a write that is skipped.
    const cors = await preflightOf(options, planned);
    const line = (verdict: ProbeVerdict, details: string[]) => report({ verdict: cors.length ? 'failed' : verdict, endpoint: shown, declaredAt, details: [...details, ...cors] });
    if (planned.endpoint.effect === 'write' && !options.includeWrites) {
      line('skipped', ['changes data or sends something: called only with --include-writes']);
      continue;
    }
    const missing = planned.needs.filter((need) => !replies.has(need));
    if (missing.length) {
      const left = missing.filter((need) => !inRun.has(need));
      line('not called', [left.length ? `sends on what ${left.join(' and ')} answers, which this run leaves out (widen --only)` : `sends on what ${missing.join(' and ')} answers, which gave no usable reply here`]);
      continue;
    }
    const resolved = await resolveParams(planned.params, replies, run);
    if ('missing' in resolved) {
      line('not called', resolved.missing.map((m) => `no value for ${m}`));
      continue;
    }
    const { params } = resolved;
    if (planned.endpoint.effect === 'write') options.onWrite?.(shown, declaredAt);
    let reply;
    try {
      reply = await send(options, planned, params);
    } catch (error) {
      const reason = error instanceof Error && error.name === 'AbortError' ? `no answer within ${clientFor(options).timeoutMs / 1000} s` : error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
      line('failed', [`could not be called: ${reason}`]);
      continue;
    }
    const verdict = judge(planned, reply, options.check);
    const allowOrigin = options.cors && allowOriginProblem(reply.headers, options.cors.siteOrigin);
    if (allowOrigin) cors.push(allowOrigin);
    if (verdict.verdict !== 'failed' && verdict.value !== undefined && isSuccess(endpoint.success, (verdict.value as { code?: unknown }).code)) replies.set(planned.key, verdict.value);
    line(verdict.verdict, verdict.details);
  }
  return lines;
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
      return { endpoint: `${call.method} ${planned.endpoint.path}`, method: call.method, url: decodeURI(buildUrl(config, call)), body };
    });
}
