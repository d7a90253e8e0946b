// Issue 41: behind nginx, /healthz/api says whether the API behind the site answers, for monitoring:
// 200 "up" while the dev API upstream answers (its 404 for the API's base path included), 503 "down"
// when it is stopped or slower than the check's time-out, and when it answers 5xx at the path a host
// names; /healthz, the load balancers' check, stays 200 throughout. Over the shared build, with hosts
// of this file's own (the upstream is stopped and slowed here).
import { afterEach, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearReplyOverrides, setReplyOverride } from '../../src/dev-api/overrides';
import { apiHealthPath, apiHealthTimeoutS, healthPath } from '../../src/build/nginx-health';
import { cacheControls } from '../../src/app/cache-policy';
import { get, securityProblems } from './host-checks';
import { useOwnHost } from './own-host';

const own = useOwnHost({ browser: false });
/** A host that asks the API at a path of its choosing (server.conf's value), one the dev API can be told to fail. */
const problemInit = '/user-problem/problem-init';
const named = useOwnHost({ browser: false, values: { kaagapay_api_health_path: `/stations${problemInit}` } });

const version = () => (JSON.parse(readFileSync(join(inject('outDir'), 'version.json'), 'utf8')) as { version: string }).version;

/** The readiness answer, its JSON and how long it took. */
async function check(url: string) {
  const started = Date.now();
  const reply = await get(url, apiHealthPath, { cookie: 'lang=fil', authorization: 'Bearer monitor' });
  return { reply, json: JSON.parse(reply.body) as Record<string, string>, ms: Date.now() - started };
}

function expectAnswer({ reply, json }: Awaited<ReturnType<typeof check>>, status: 200 | 503, upstreamStatus: string) {
  expect(reply.status, reply.body).toBe(status);
  expect(json).toEqual({ status: status === 200 ? 'up' : 'down', upstream_status: upstreamStatus, version: version() });
  expect(reply.headers['content-type']).toMatch(/^application\/json\b/);
  expect(reply.headers['cache-control']).toBe(cacheControls.never);
  expect(securityProblems(reply, apiHealthPath)).toEqual([]);
}

/** /healthz as it has always been: nginx alone, whatever the API does. */
async function expectAlive(url: string) {
  const reply = await get(url, healthPath);
  expect(reply.status).toBe(200);
  expect(JSON.parse(reply.body)).toEqual({ status: 'ok', version: version() });
}

afterEach(async () => {
  await own.upstream.setUp(true);
  own.upstream.setDelay(0);
  clearReplyOverrides();
});

describe('/healthz/api behind nginx (issue 41)', () => {
  it('says "up" while the API answers: its 404 for the base path is an answer; the monitor\'s headers are not sent on', async () => {
    const before = own.upstream.seen.length;
    expectAnswer(await check(own.host.url), 200, '404');
    const asked = own.upstream.seen.slice(before);
    expect(asked.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /stations/']);
    expect(asked[0]?.headers).not.toHaveProperty('cookie');
    expect(asked[0]?.headers).not.toHaveProperty('authorization');
    await expectAlive(own.host.url);
  });

  it('says "down" (503) at once when the API refuses the connection, and "up" again once it is back', async () => {
    await own.upstream.setUp(false);
    const stopped = await check(own.host.url);
    expectAnswer(stopped, 503, '502');
    expect(stopped.ms).toBeLessThan(1000);
    await expectAlive(own.host.url);
    await own.upstream.setUp(true);
    expectAnswer(await check(own.host.url), 200, '404');
  });

  it(`says "down" (503) when the API does not answer within ${apiHealthTimeoutS} s`, async () => {
    own.upstream.setDelay((apiHealthTimeoutS + 3) * 1000);
    const slow = await check(own.host.url);
    expectAnswer(slow, 503, '504');
    expect(slow.ms).toBeGreaterThanOrEqual(apiHealthTimeoutS * 1000 - 100);
    expect(slow.ms).toBeLessThan(apiHealthTimeoutS * 1000 + 1500);
    await expectAlive(own.host.url);
  });

  it('asks the path the host names, and says "down" when the API answers it with a 5xx', async () => {
    expectAnswer(await check(named.host.url), 200, '200');
    expect(named.upstream.seen.at(-1)?.url).toBe(`/stations${problemInit}`);
    setReplyOverride(problemInit, { status: 500 });
    expectAnswer(await check(named.host.url), 503, '500');
    await expectAlive(named.host.url);
  });
});
