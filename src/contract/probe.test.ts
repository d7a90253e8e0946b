// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { execFile } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { sessionQuery } from '../../scripts/contract/contract-routes';
import { wrongBackend } from '../../tests/support/wrong-backend';
import { calledOnlyOutsideApp, readEndpointContract } from './endpoint-uses';
import { readContractFixtures } from './fixtures';
import { formatProbeLine, probe, type ProbeLine, type ProbeOptions } from './probe';
import { isFromReply, isGiven } from './probe-values';
import { readApiAddresses } from './api-addresses';
import { readServerForms } from './probe-server-form';
import { projectOpenApi } from './project-contract';
import { loadReplySchemaSet, replyChecker } from './reply-schemas';
import { requestChecker } from './request-check';

const endpoints = readEndpointContract();
const session = Object.fromEntries(new URLSearchParams(sessionQuery));
const checkRequest = requestChecker(projectOpenApi().document);
const serverForms = readServerForms(endpoints);
const addresses = readApiAddresses(undefined, market.provider);
const common = (): Omit<ProbeOptions, 'base'> => ({ endpoints, fixtures: readContractFixtures(), check: replyChecker(loadReplySchemaSet()), checkRequest, serverForms, addresses, market: market as unknown as Market, session, timeoutMs: 5000 });
const byEndpoint = (lines: ProbeLine[]) => new Map(lines.map((l) => [l.endpoint, l]));
const writes = endpoints.filter((e) => e.effect === 'write').map((e) => `${e.endpoint.method} ${e.path}`);

describe('the requests of the contract fixtures', () => {
  const keys = new Set(endpoints.map((e) => `${e.endpoint.method} ${e.endpoint.path}`));
  it.each(readContractFixtures().map((f) => [f.file, f] as const))('%s sends what the screens send, from replies that exist', (_file, fixture) => {
    const endpoint = endpoints.find((e) => e.endpoint.method === fixture.method && e.endpoint.path === fixture.path)!;
    expect(endpoint, `${fixture.method} ${fixture.path} is declared by a screen`).toBeDefined();
    // A form sent whole (paramsFrom) may hold any field, a server-drawn form too.
    const open = endpoint.uses.some((u) => u.paramsFrom);
    const sent = new Set(endpoint.uses.flatMap((u) => Object.keys(u.params)));
    for (const [name, value] of Object.entries(fixture.request?.params ?? {})) {
      if (!open) expect(sent, `${fixture.file}#/request/params/${name}: no screen sends "${name}"`).toContain(name);
      const fromReplies = isGiven(value) ? Object.values(value.standIn?.query ?? {}) : [value];
      for (const from of fromReplies.filter(isFromReply)) expect(keys, `${fixture.file}#/request/params/${name}`).toContain(from.$reply);
    }
  });
});

describe('npm run probe against the dev API served in Node', () => {
  let upstream: DevApiUpstream;
  beforeAll(async () => {
    upstream = await startDevApiUpstream();
  });
  afterAll(() => upstream.close());

  it('reads every read-only endpoint as ok and leaves the writes alone', async () => {
    const told: string[] = [];
    const lines = await probe({ ...common(), base: `${upstream.url}/stations`, onWrite: (e) => told.push(e) });
    // One line per endpoint, and one for the captcha picture the landing builds the address of.
    expect(lines).toHaveLength(endpoints.length + addresses.length);
    expect(lines.map((l) => l.endpoint)).toContain(`GET /api/v2/${market.provider}/promotion/get-captcha`);
    for (const line of lines) expect([line.verdict, formatProbeLine(line)]).toEqual([writes.includes(line.endpoint) ? 'skipped' : 'ok', expect.any(String)]);
    expect(told).toEqual([]);
    expect(upstream.seen.filter((r) => writes.some((w) => w.endsWith(r.url.split('?')[0]!.replace('/stations', ''))))).toEqual([]);
  });

  it('with --include-writes calls every endpoint, flows in order, each write named before it is called', async () => {
    const events: string[] = [];
    upstream.seen.length = 0;
    const lines = await probe({ ...common(), base: upstream.url, includeWrites: true, onWrite: (e) => events.push(`told ${e}`), onLine: (l) => events.push(`done ${l.endpoint}`) });
    expect(lines.filter((l) => l.verdict !== 'ok').map(formatProbeLine)).toEqual([]);
    // Their success replies, checked against their schemas: reached with the stand-in's captcha and SMS code.
    const landing = `/api/v2/${market.provider}/promotion`;
    for (const reached of [`POST ${landing}/get-sms`, `POST ${landing}/register`, `POST /api/v1/${market.provider}/${market.provider}-api/service/loan/repayment-confirm`]) expect(byEndpoint(lines).get(reached)?.verdict, reached).toBe('ok');
    for (const write of writes) expect(events.indexOf(`told ${write}`), write).toBeLessThan(events.indexOf(`done ${write}`));
    // Upload then save, with the picture's address as the upload gave it; pay-way's token then commit then confirm.
    const order = lines.map((l) => l.endpoint);
    expect(order.indexOf('POST /user-problem/upload-problem-img')).toBeLessThan(order.indexOf('POST /user-problem/problem-save'));
    const legacy = `/api/v1/${market.provider}/${market.provider}-api/service/loan`;
    expect(order.indexOf(`POST ${legacy}/repayment-way`)).toBeLessThan(order.indexOf(`POST ${legacy}/repayment-commit`));
    expect(order.indexOf(`POST ${legacy}/repayment-commit`)).toBeLessThan(order.indexOf(`POST ${legacy}/repayment-confirm`));
    // Every call carried the page's language, and the session when an app page makes it: the
    // landing's address has none, so its calls send none (the OpenAPI document's security: []).
    const english = market.languages.choices.find((c) => c.code === market.languages.default)!.acceptLanguage;
    const calls = upstream.seen.map((r) => ({ request: r, endpoint: endpoints.find((e) => r.url.split('?')[0] === `/stations${e.path}`) })).filter((c) => c.endpoint);
    expect(calls.length).toBeGreaterThan(30);
    for (const { request, endpoint } of calls) {
      const session = calledOnlyOutsideApp(endpoint!) ? expect.not.stringContaining('sessionId=') : expect.stringContaining('sessionId=sess-42');
      expect([request.url, request.headers['accept-language']]).toEqual([session, english]);
    }
  });

  it('runs from the command line and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'probe-'));
    writeFileSync(join(dir, 'session.json'), JSON.stringify(session));
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/contract/probe.ts', '--base', `${upstream.url}/stations`, '--session', join(dir, 'session.json')], { cwd: join(import.meta.dirname, '../..') });
    expect(stdout).toMatch(/^ok +POST \/v3\/bind-card\/card-init$/m);
    expect(stdout).toMatch(/\b0 failed\b/);
  }, 60_000);
});

describe('npm run probe against a backend that gets it wrong', () => {
  let wrong: { url: string; server: Server };
  beforeAll(async () => {
    wrong = await wrongBackend();
  });
  afterAll(() => new Promise<void>((resolve) => wrong.server.close(() => resolve())));

  it('names each broken endpoint, with the pointer of each problem', async () => {
    const lines = byEndpoint(await probe({ ...common(), base: `${wrong.url}/stations` }));
    const line = (endpoint: string) => lines.get(endpoint)!;
    expect(line('POST /v3/bind-card/card-init')).toMatchObject({ verdict: 'failed', details: [expect.stringMatching(/^#\/data\/items\/0\/code: expected .*number.*string/), expect.stringMatching(/^#\/data\/items\/0\/cate: expected string/)] });
    expect(line('POST /user-problem/problem-list')).toMatchObject({ verdict: 'thin', details: [expect.stringContaining('data.tabs')] });
    expect(line('POST /user-problem/problem-detail')).toMatchObject({ verdict: 'failed', details: [expect.stringMatching(/^HTTP 500, not JSON \(text\/html\)/)] });
    expect(line('POST /v3/personal-center/contact-kf-info')).toMatchObject({ verdict: 'failed', details: [expect.stringContaining('failure code 1 "Session expired, please log in again"')] });
    expect(line('POST /v3/loan-details/loan-details')).toMatchObject({ verdict: 'failed', details: ['#: missing property "code" (expected the envelope { code, message, data })'] });
    // str00: a 0 is a failure code.
    expect(line('POST /gopia/goya/sinag')).toMatchObject({ verdict: 'failed', details: [expect.stringContaining('failure code 0')] });
    // contract-jump sends on the first agreement's position: there is none.
    expect(line('POST /v3/contract/contract-jump')).toMatchObject({ verdict: 'not called', details: [expect.stringContaining('position')] });
    expect(line('GET /gopia/goya/talampas')).toMatchObject({ verdict: 'not called' });
    expect(line('POST /v3/installment/loan-play-detail')).toMatchObject({ verdict: 'failed', details: [expect.stringMatching(/^HTTP 404/)] });
    expect([...lines.values()].filter((l) => l.verdict === 'ok')).toEqual([]);
  });

  it('says why an endpoint could not be called at all', async () => {
    const closed = await wrongBackend();
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const lines = await probe({ ...common(), base: `${closed.url}/stations`, endpoints: endpoints.filter((e) => e.name === 'cardInit'), addresses: [] });
    expect(lines).toEqual([expect.objectContaining({ verdict: 'failed', details: [expect.stringMatching(/^could not be called: fetch failed: .*ECONNREFUSED/)] })]);
  });
});
