// Issue 41: field reports into the tools ops teams already run. The build behind nginx, as a
// staging host runs it: served over http:, its runtime values sending every page view's reports as
// OTLP/HTTP JSON to an OpenTelemetry Collector on another http: origin (here a stand-in that keeps
// what it is sent and answers CORS as the collector's `cors:` setting does, docs/deploy.md). What
// arrives is read with the OpenTelemetry packages' protobuf definitions (tests/support/otlp-decode.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otlpLocation, rateLimits, retryAfterS, siteFiles } from '../../src/build/nginx-site';
import { runtimeConfigScript } from '../../src/lib/runtime-config';
import { throughProtobuf } from '../support/otlp-decode';
import { hidePage } from './leave-page';
import { useOwnHost } from './own-host';
import { collectorReady } from './collector-started';

interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  body: unknown;
}

type Attributes = { key: string; value: Record<string, unknown> }[];
type LogsRequest = { resourceLogs: { resource: { attributes: Attributes }; scopeLogs: { logRecords: { severityText: string; body: { stringValue: string }; attributes: Attributes }[] }[] }[] };
type MetricsRequest = { resourceMetrics: { scopeMetrics: { metrics: { name: string; histogram?: { dataPoints: { attributes: Attributes; sum: number }[] } }[] }[] }[] };

const received: Received[] = [];
let collector: Server;
let collectorOrigin = '';

beforeAll(async () => {
  collector = createServer((request, reply) => {
    // The collector's CORS answer for the page's origin (its receivers.otlp.protocols.http.cors).
    reply.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    reply.setHeader('access-control-allow-headers', 'content-type');
    reply.setHeader('access-control-allow-methods', 'POST');
    if (request.method === 'OPTIONS') {
      received.push({ method: 'OPTIONS', path: request.url ?? '', contentType: undefined, body: undefined });
      return void reply.writeHead(204).end();
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      reply.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => collector.listen(0, '127.0.0.1', done));
  collectorOrigin = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => collector.close(() => done())));

const own = useOwnHost(() => ({
  values: { kaagapay_telemetry_endpoint: collectorOrigin, kaagapay_telemetry_sample_rate: '1', kaagapay_telemetry_format: 'otlp' },
  // The other way docs/deploy.md gives: the collector behind a path of the site itself, as server.conf.example writes it.
  serverLines: otlpLocation(siteFiles['site.conf'].site, new URL(collectorOrigin).host),
}));

/** How many CORS preflights the collector answered for the last page view. */
let preflights = 0;

const session = { appVersion: '1.0.0', sessionId: 'sess-otlp-9c1e', deviceId: 'dev-otlp-44f2' };
const query = new URLSearchParams(session).toString();

const attribute = (attributes: Attributes, key: string) => {
  const value = attributes.find((item) => item.key === key)?.value;
  return value && Object.values(value)[0];
};

/** Opens `path` on the host, waits for the collector chunk, hides the page and returns what the collector got for it. */
async function reportsOf(path: string, endpoint?: string): Promise<{ logs: LogsRequest[]; metrics: MetricsRequest[]; all: Received[]; consoleLines: string[] }> {
  received.length = 0;
  const context = await own.browser.newContext({ viewport: { width: 390, height: 844 } });
  const consoleLines: string[] = [];
  try {
    const page = await context.newPage();
    // Another endpoint than the host's value, as a host that set it so would serve it.
    if (endpoint) await page.route('**/runtime-config.js', (route) => route.fulfill({ contentType: 'text/javascript', body: runtimeConfigScript({ apiOrigin: '', telemetry: { endpoint, sampleRate: 1, format: 'otlp' } }) }));
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto(`${own.host.url}${path}${path.includes('?') ? '&' : '?'}${query}`);
    await collectorReady(page, 20000);
    await hidePage(page);
    const deadline = Date.now() + 10000;
    while (!received.some((item) => item.path === '/v1/logs') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
    await new Promise((done) => setTimeout(done, 500));
  } finally {
    await context.close();
  }
  const all = received.filter((item) => item.method === 'POST');
  preflights = received.filter((item) => item.method === 'OPTIONS').length;
  return {
    logs: all.filter((item) => item.path === '/v1/logs').map((item) => item.body as LogsRequest),
    metrics: all.filter((item) => item.path === '/v1/metrics').map((item) => item.body as MetricsRequest),
    all,
    consoleLines,
  };
}

describe('field reports as OTLP/HTTP JSON to a collector on an http: origin, behind nginx (issue 41)', () => {
  it("sends a page view's vitals and records, which the OpenTelemetry protobuf definitions read unchanged, with no session value", async () => {
    const { logs, metrics, all, consoleLines } = await reportsOf('/complaintList');
    expect(all.length, `the collector got nothing; the page said: ${consoleLines.join(' | ')}`).toBeGreaterThan(0);
    // Another origin: the browser asked first, and the collector's CORS answer let the posts go.
    expect(preflights).toBeGreaterThan(0);
    for (const item of all) {
      expect(item.contentType).toBe('application/json');
      expect(throughProtobuf(item.path === '/v1/logs' ? 'logs' : 'metrics', item.body), `${item.path} after a trip through the protobuf definitions`).toEqual(item.body);
      for (const value of Object.values(session).slice(1)) expect(JSON.stringify(item.body)).not.toContain(value);
    }
    const resource = logs[0]?.resourceLogs[0]?.resource.attributes ?? [];
    expect(attribute(resource, 'service.name')).toBe('kaagapay-web');
    const lcp = metrics.flatMap((request) => request.resourceMetrics[0]?.scopeMetrics[0]?.metrics ?? []).find((metric) => metric.name === 'browser.web_vital.lcp');
    expect(lcp?.histogram?.dataPoints[0]?.sum, `an LCP histogram in ${JSON.stringify(metrics)}`).toBeGreaterThan(0);
    expect(attribute(lcp?.histogram?.dataPoints[0]?.attributes ?? [], 'url.path')).toBe('/complaintList');
    // Nothing blocked on the way: the page's CSP (meta and nginx's header) lets the http: collector in.
    const records = logs.flatMap((request) => request.resourceLogs[0]?.scopeLogs[0]?.logRecords ?? []);
    expect(records.filter((record) => record.severityText === 'ERROR').map((record) => record.body.stringValue)).toEqual([]);
    expect(consoleLines.filter((line) => /Content Security Policy|Mixed Content|CORS/i.test(line))).toEqual([]);
  });

  it("reaches a collector behind a path of the site itself (nginx proxies /otlp/ to it): no other origin, no preflight", async () => {
    const { logs, metrics, all } = await reportsOf('/complaintList', '/otlp');
    expect(all.map((item) => item.path).sort(), 'what the collector got through nginx').toEqual(['/v1/logs', '/v1/metrics']);
    expect(preflights).toBe(0);
    expect(throughProtobuf('logs', logs[0])).toEqual(logs[0]);
    expect(throughProtobuf('metrics', metrics[0])).toEqual(metrics[0]);
  });

  it('reports a 502 from the API as an ERROR record naming the endpoint, and counts it', async () => {
    // The API behind nginx goes away: nginx answers every /stations/ call with 502.
    await own.upstream.close();
    const { logs, metrics } = await reportsOf('/complaintList');
    const records = logs.flatMap((request) => request.resourceLogs[0]?.scopeLogs[0]?.logRecords ?? []);
    const failed = records.filter((record) => attribute(record.attributes, 'kaagapay.error.source') === 'load');
    expect(failed.length, `a failed load in ${JSON.stringify(records)}`).toBeGreaterThan(0);
    expect(failed[0]?.severityText).toBe('ERROR');
    expect(attribute(failed[0]!.attributes, 'kaagapay.load.status')).toBe('502');
    expect(attribute(failed[0]!.attributes, 'kaagapay.load.endpoint')).toMatch(/\S/);
    expect(failed[0]?.body.stringValue).toMatch(/^LoadFailed: .+: 502$/);
    const counted = metrics.flatMap((request) => request.resourceMetrics[0]?.scopeMetrics[0]?.metrics ?? []).find((metric) => metric.name === 'kaagapay.client.errors');
    expect(counted, `the error count in ${JSON.stringify(metrics)}`).toBeDefined();
  });
  it("keeps the site's /otlp/ within its own limit per address, and lets no cache keep its answers (issue 63)", async () => {
    const post = () => fetch(`${own.host.url}/otlp/v1/logs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"resourceLogs":[]}' });
    const first = await post();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    // Well over the burst at once, from one address: the ones over it are refused, and say when to ask again.
    const replies = await Promise.all(Array.from({ length: rateLimits.otlp.burst + 20 }, post));
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused.length, 'posts refused with 429').toBeGreaterThan(0);
    expect(refused[0]!.headers.get('retry-after')).toBe(String(retryAfterS('otlp')));
    expect(refused[0]!.headers.get('cache-control')).toBe('no-store');
    expect(replies.every((reply) => reply.status === 200 || reply.status === 429)).toBe(true);
  });
});
