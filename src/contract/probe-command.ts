// Node-only: npm run probe's command line (scripts/contract/probe.ts runs it), apart from the process so that
// a test can run it with its own fetch and see its exit code: 0 every endpoint showed its success
// reply, 1 one did not (each named with what came instead), 2 the run was refused before any call.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Market } from '../generated/market';
import { loadMarket, projectRoot } from '../compiler/1-parse/files-on-disk';
import { readApiAddresses } from './api-addresses';
import { readEndpointContract, type DeclaredEndpointContract } from './endpoint-uses';
import { readContractFixtures } from './fixtures';
import { clientFor, formatProbeLine, plannedWrites, probe, SLOW_REPLY_MS, unmetLines, type ProbeOptions } from './probe';
import { readServerForms } from './probe-server-form';
import { projectOpenApi } from './project-contract';
import { loadReplySchemaSet, replyChecker } from './reply-schemas';
import { requestChecker } from './request-check';
import { allowedOrigins, writeOriginsVariable, writesAllowedBecause, writesRefused } from './write-guard';

export const probeUsage =
  'usage: npm run probe -- --base <url> [--session <file>] [--params <file>] [--given <name>=<value>]… [--given-file <file>] [--include-writes [--allow-writes <origin>]… [--reset-stand-in]] [--dry-run] [--site-origin <origin> [--preflight <text>]…] [--lang <code>] [--only <text>] [--timeout <ms>] [--slow <ms>]';

export interface ProbeIo {
  out: (line: string) => void;
  err: (line: string) => void;
  fetch?: typeof fetch;
  env?: Record<string, string | undefined>;
  /** The endpoints the screens declare (default: read from the project). */
  endpoints?: DeclaredEndpointContract[];
}

/** A run refused before any call: exit 2 with this message. */
class Refused extends Error {}

function readJsonFile(option: string, file: string | undefined): Record<string, unknown> | undefined {
  if (file === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8'));
  } catch (error) {
    throw new Refused(`--${option} ${file}: ${error instanceof Error ? error.message : String(error)} (expected a JSON file)`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refused(`--${option} ${file}: expected a JSON object`);
  return value as Record<string, unknown>;
}

/** --given-file's values, then each --given name=value over them. */
function givenValues(pairs: readonly string[], file: string | undefined): Record<string, string> {
  const given = Object.fromEntries(Object.entries(readJsonFile('given-file', file) ?? {}).map(([k, v]) => [k, String(v)]));
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Refused(`--given ${pair}: expected name=value, e.g. --given captcha=AB12`);
    given[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return given;
}

/** The flags, each documented in docs/probe.md (a test holds them to it). */
export const probeFlags = {
  base: { type: 'string' },
  session: { type: 'string' },
  params: { type: 'string' },
  given: { type: 'string', multiple: true, default: [] as string[] },
  'given-file': { type: 'string' },
  'include-writes': { type: 'boolean', default: false },
  'allow-writes': { type: 'string', multiple: true, default: [] as string[] },
  'reset-stand-in': { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  'site-origin': { type: 'string' },
  preflight: { type: 'string', multiple: true, default: [] as string[] },
  lang: { type: 'string' },
  only: { type: 'string' },
  timeout: { type: 'string' },
  slow: { type: 'string' },
} satisfies ParseArgsConfig['options'];

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: probeFlags }).values;
  } catch (error) {
    throw new Refused(`${probeUsage}\n${error instanceof Error ? error.message : String(error)}`);
  }
}

type Values = ReturnType<typeof parse>;

/** The run's options from the command line, or a refusal naming what is wrong. */
function optionsOf(values: Values, io: ProbeIo): ProbeOptions {
  if (!values.base) throw new Refused(`${probeUsage}\n--base is required`);
  try {
    new URL(values.base);
  } catch {
    throw new Refused(`--base ${values.base}: not a URL (expected e.g. https://staging.example.ph/stations)`);
  }
  const market = loadMarket() as unknown as Market;
  const session = Object.fromEntries(Object.entries(readJsonFile('session', values.session) ?? {}).map(([k, v]) => [k, String(v)]));
  const unknownSession = Object.keys(session).filter((k) => !market.sessionParams.includes(k));
  if (unknownSession.length) throw new Refused(`--session ${values.session}: ${unknownSession.join(', ')} are not session parameters (expected some of ${market.sessionParams.join(', ')})`);
  const language = values.lang ?? market.languages.default;
  if (!market.languages.choices.some((c) => c.code === language)) throw new Refused(`--lang ${language}: not a language of config/market.json (expected one of ${market.languages.choices.map((c) => c.code).join(', ')})`);
  const declared = io.endpoints ?? readEndpointContract();
  const only = (text: string) => !values.only || text.includes(values.only);
  const endpoints = declared.filter((e) => only(`${e.endpoint.method} ${e.path} ${e.file}#${e.name}`));
  if (!endpoints.length) throw new Refused(`--only ${values.only}: no endpoint matches`);
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeoutMs !== undefined && !(timeoutMs > 0)) throw new Refused(`--timeout ${values.timeout}: expected milliseconds, e.g. 10000`);
  const slowReplyMs = values.slow === undefined ? SLOW_REPLY_MS : Number(values.slow);
  if (!(slowReplyMs > 0)) throw new Refused(`--slow ${values.slow}: expected milliseconds, e.g. ${SLOW_REPLY_MS}`);
  // The document npm run openapi writes (dist/openapi.json in a build), made from the same files.
  const openApi = projectOpenApi();
  if (openApi.problems.length) throw new Refused(`the OpenAPI document the screens make has problems (npm run openapi names them), so requests cannot be checked against it:\n${openApi.problems.join('\n')}`);
  return {
    checkRequest: requestChecker(openApi.document),
    serverForms: readServerForms(declared),
    addresses: readApiAddresses(projectRoot, market.provider).filter((a) => only(`GET ${a.path} ${a.at}`)),
    slowReplyMs,
    base: values.base,
    ...(values['site-origin'] !== undefined && { cors: { siteOrigin: siteOriginOf(values['site-origin']), preflight: values.preflight } }),
    endpoints,
    fixtures: readContractFixtures(),
    check: replyChecker(loadReplySchemaSet()),
    market,
    session,
    params: readJsonFile('params', values.params) as ProbeOptions['params'],
    given: givenValues(values.given, values['given-file']),
    includeWrites: values['include-writes'],
    language,
    timeoutMs,
    fetch: io.fetch,
  };
}

/** The site's origin as a browser sends it in Origin (no path, no trailing slash). */
function siteOriginOf(text: string): string {
  let origin: string;
  try {
    origin = new URL(text).origin;
  } catch {
    throw new Refused(`--site-origin ${text}: not an origin (expected the site's, e.g. https://loans.example.ph)`);
  }
  if (origin !== text.replace(/\/$/, '')) throw new Refused(`--site-origin ${text}: expected an origin alone, ${origin} (a browser sends no path in Origin)`);
  return origin;
}

/** What each write would send; nothing is called. */
function printDryRun(options: ProbeOptions, io: ProbeIo): number {
  const writes = plannedWrites(options);
  io.out(`--dry-run: ${writes.length} endpoints that change data, as --include-writes would call them at ${options.base}; nothing was called`);
  for (const write of writes) io.out([`\n${write.method} ${write.url}`, ...write.body.map((line) => `  ${line}`)].join('\n'));
  return 0;
}

/** Passes the writes guard or refuses; a refusal is made before any call. */
function guardWrites(options: ProbeOptions, values: Values, io: ProbeIo): string {
  let allowed: string[];
  try {
    allowed = allowedOrigins([...values['allow-writes'], io.env?.[writeOriginsVariable] ?? '']);
  } catch (error) {
    throw new Refused((error as Error).message);
  }
  const because = writesAllowedBecause(options.base, allowed);
  if (!because) throw new Refused(writesRefused(options.base, plannedWrites(options).map((w) => `${w.method} ${w.url}`)));
  return because;
}

/** The stand-in back at its seed, so that a writes run can be repeated (a complaint rated once stays rated). */
async function resetStandIn(options: ProbeOptions): Promise<void> {
  const config = clientFor(options);
  const url = `${config.origin}${config.base}/dev-api/reset`;
  const refused = (why: string) => new Refused(`--reset-stand-in: POST ${url} ${why}; it is the stand-in's reset (npm run api, src/dev-api/dev-control.ts): against another server leave the flag out and give fresh values with --given or --params`);
  let reply: Response;
  try {
    reply = await (options.fetch ?? fetch)(url, { method: 'POST', signal: AbortSignal.timeout(config.timeoutMs) });
  } catch (error) {
    throw refused(`could not be called (${error instanceof Error ? error.message : String(error)})`);
  }
  const body = await reply.text();
  if (!reply.ok || !body.includes('"reset":true')) throw refused(`answered HTTP ${reply.status} ${JSON.stringify(body.slice(0, 80))}, not { "reset": true }`);
}

/** Runs the probe as the command line asks; the exit code. */
export async function probeCommand(argv: string[], io: ProbeIo): Promise<number> {
  try {
    const values = parse(argv);
    const options = optionsOf(values, io);
    if (values['dry-run']) return printDryRun(options, io);
    const writing = values['include-writes'] || values['reset-stand-in'];
    const allowedBecause = writing ? guardWrites(options, values, io) : undefined;
    if (values['reset-stand-in']) await resetStandIn(options);
    const given = Object.keys(options.given ?? {});
    io.out(
      `probing ${options.endpoints.length} endpoints at ${options.base}${options.includeWrites ? `, writes included (${allowedBecause})` : ' (read-only; --include-writes calls the rest)'}; ` +
        `session: ${Object.keys(options.session).join(', ') || 'none'}; given: ${given.join(', ') || 'none'}; language: ${options.language}${options.cors ? `; CORS for a page on ${options.cors.siteOrigin}` : ''}${values['reset-stand-in'] ? '; the stand-in was reset' : ''}`,
    );
    const lines = await probe({ ...options, onWrite: (endpoint, at) => io.out(`calling   ${endpoint} (changes data; ${at})`), onLine: (line) => io.out(formatProbeLine(line)) });
    const count = (verdict: string) => lines.filter((l) => l.verdict === verdict).length;
    io.out(`\n${count('ok')} ok, ${count('thin')} thin, ${count('slow')} slow, ${count('warned')} warned, ${count('handled')} handled, ${count('failed')} failed, ${count('probe bug')} probe bug, ${count('not called')} not called, ${count('skipped')} skipped`);
    const unmet = unmetLines(lines);
    if (!unmet.length) return 0;
    io.err(`\nFAILED: ${unmet.length} endpoints never showed their success reply:`);
    for (const line of unmet) io.err(`  ${line.endpoint}: ${line.verdict}, ${line.details[0] ?? ''}`);
    return 1;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    io.err(error.message);
    return 2;
  }
}
