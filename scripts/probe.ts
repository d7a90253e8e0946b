// npm run probe -- --base <url> [--session <file>] [--params <file>] [--include-writes] [--lang en|fil] [--only <text>]
//
// Checks a live backend against what the screens need (src/contract/probe.ts): calls each endpoint
// the screens declare, as they do, and prints one line per endpoint: ok, thin (fits its schema but
// holds nothing its page shows), failed (each problem with its JSON pointer into the reply), not
// called (it needs an earlier reply that did not come) or skipped (it changes data: only with
// --include-writes, and then each is named before it is called). Exits 1 when any failed.
//
//   --base     the API base as this machine reaches it: https://staging.example.ph/stations (an origin
//              alone means config/market.json's apiBase on it)
//   --session  a JSON file of session parameters ({ "sessionId": "…", "deviceId": "…" }), as the app
//              opens its pages with; without it calls carry none
//   --params   a JSON file of parameters by endpoint, over the contract fixtures' (tests/contract/replies/*.json
//              "request"): { "POST /v3/loan-details/loan-details": { "orderId": 52001 } }
//   --lang     the page language whose Accept-Language is sent (default: the market's default)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readEndpointContract } from '../src/contract/endpoint-uses';
import { readContractFixtures } from '../src/contract/fixtures';
import { formatProbeLine, probe } from '../src/contract/probe';
import { loadReplySchemaSet, replyChecker } from '../src/contract/reply-schemas';
import type { Market } from '../src/generated/market';
import { loadMarket } from '../src/compiler/1-parse/files-on-disk';

const usage = 'usage: npm run probe -- --base <url> [--session <file>] [--params <file>] [--include-writes] [--lang <code>] [--only <text>]';
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    session: { type: 'string' },
    params: { type: 'string' },
    'include-writes': { type: 'boolean', default: false },
    lang: { type: 'string' },
    only: { type: 'string' },
    timeout: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function readJsonFile(option: string, file: string | undefined): Record<string, unknown> | undefined {
  if (file === undefined) return undefined;
  try {
    const value = JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8')) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`--${option} ${file}: expected a JSON object`);
    return value as Record<string, unknown>;
  } catch (error) {
    fail(`--${option} ${file}: ${error instanceof Error ? error.message : String(error)} (expected a JSON file)`);
  }
}

if (!values.base) fail(`${usage}\n--base is required`);
try {
  new URL(values.base);
} catch {
  fail(`--base ${values.base}: not a URL (expected e.g. https://staging.example.ph/stations)`);
}
const market = loadMarket() as unknown as Market;
const session = Object.fromEntries(Object.entries(readJsonFile('session', values.session) ?? {}).map(([k, v]) => [k, String(v)]));
const unknownSession = Object.keys(session).filter((k) => !market.sessionParams.includes(k));
if (unknownSession.length) fail(`--session ${values.session}: ${unknownSession.join(', ')} are not session parameters (expected some of ${market.sessionParams.join(', ')})`);
const language = values.lang ?? market.languages.default;
if (!market.languages.choices.some((c) => c.code === language)) fail(`--lang ${language}: not a language of config/market.json (expected one of ${market.languages.choices.map((c) => c.code).join(', ')})`);
const endpoints = readEndpointContract().filter((e) => !values.only || `${e.endpoint.method} ${e.path} ${e.file}#${e.name}`.includes(values.only));
if (!endpoints.length) fail(`--only ${values.only}: no endpoint matches`);

console.log(`probing ${endpoints.length} endpoints at ${values.base}${values['include-writes'] ? ', writes included' : ' (read-only; --include-writes calls the rest)'}; session: ${Object.keys(session).join(', ') || 'none'}; language: ${language}`);
const lines = await probe({
  base: values.base,
  endpoints,
  fixtures: readContractFixtures(),
  check: replyChecker(loadReplySchemaSet()),
  market,
  session,
  params: readJsonFile('params', values.params) as Record<string, Record<string, unknown>> | undefined,
  includeWrites: values['include-writes'],
  language,
  timeoutMs: values.timeout ? Number(values.timeout) : undefined,
  onWrite: (endpoint, at) => console.log(`calling   ${endpoint} (changes data; ${at})`),
  onLine: (line) => console.log(formatProbeLine(line)),
});
const count = (verdict: string) => lines.filter((l) => l.verdict === verdict).length;
console.log(`\n${count('ok')} ok, ${count('thin')} thin, ${count('failed')} failed, ${count('not called')} not called, ${count('skipped')} skipped`);
process.exit(count('failed') ? 1 : 0);
