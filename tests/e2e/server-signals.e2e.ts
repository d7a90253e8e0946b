// Issue 63: the server-side signals against the real thing. The blackbox exporter, with
// docs/otel/blackbox.yaml's modules, checks the build's /healthz and /healthz/api behind nginx over
// TLS with the API up and stopped, and reads the certificate's expiry; and the access-log lines nginx
// wrote for pages, files, API calls (answered, refused by a stopped API, over a request limit) and
// health checks go through what docs/otel/collector.yaml does with them (its json timestamp layout,
// statements and connector conditions, src/telemetry/access-log-statements.ts). No collector binary
// runs here: none is packaged for Debian or npm.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import market from '../../config/market.json' with { type: 'json' };
import { startBlackboxExporter, type BlackboxExporter, type Probe } from '../../scripts/lib/blackbox-exporter';
import { accessLogFields } from '../../src/build/nginx-site';
import { apiHealthPath, healthPath } from '../../src/build/nginx-health';
import { applyStatements, goLayouts, holds, nginxStatements, readCollector, type Attributes } from '../../src/telemetry/access-log-statements';
import { blackboxSeries } from '../../src/telemetry/server-signal-sources';
import { get, linkedAssets } from './host-checks';
import { useOwnHost } from './own-host';

/** HTTPS, as production: the checks refuse plain HTTP and read the certificate. */
const tls = useOwnHost({ browser: false, tls: true });
const plain = useOwnHost({ browser: false });

const blackboxFile = 'docs/otel/blackbox.yaml';
type Modules = Record<string, { http: Record<string, unknown> }>;
let blackbox: BlackboxExporter;

beforeAll(async () => {
  // The one change to the documented modules: trust the test host's throwaway certificate.
  const config = parse(readFileSync(blackboxFile, 'utf8')) as { modules: Modules };
  for (const module of Object.values(config.modules)) module.http.tls_config = { ca_file: join(tls.host.prefix, 'conf/localhost.pem') };
  blackbox = await startBlackboxExporter(stringify(config));
});

afterAll(async () => {
  await blackbox?.close();
});

const success = (probe: Probe) => probe.series.get('probe_success');

describe('the uptime checks, by the blackbox exporter, behind nginx (issue 63)', () => {
  it('/healthz and /healthz/api pass with the API up, and the certificate\'s expiry is read', async () => {
    const alive = await blackbox.probe('kaagapay_healthz', `${tls.host.url}${healthPath}`);
    expect(success(alive), alive.debug).toBe(1);
    expect(alive.series.get('probe_http_status_code')).toBe(200);
    // The throwaway certificate lasts a day: the expiry rule (< 14 days) would fire on it.
    const expiry = alive.series.get('probe_ssl_earliest_cert_expiry')!;
    expect(expiry - Date.now() / 1000).toBeGreaterThan(0);
    expect(expiry - Date.now() / 1000).toBeLessThan(14 * 86400);
    // The series the rules may name (server-signal-sources.ts) are the ones the exporter writes.
    for (const name of blackboxSeries.keys()) expect([...alive.series.keys()], `${name}: not written by the blackbox exporter`).toContain(name);
    const ready = await blackbox.probe('kaagapay_healthz_api', `${tls.host.url}${apiHealthPath}`);
    expect(success(ready), ready.debug).toBe(1);
  });

  it('/healthz/api fails with the API stopped, and /healthz still passes', async () => {
    await tls.upstream.setUp(false);
    try {
      const down = await blackbox.probe('kaagapay_healthz_api', `${tls.host.url}${apiHealthPath}`);
      expect(success(down), down.debug).toBe(0);
      expect(down.series.get('probe_http_status_code')).toBe(503);
      const alive = await blackbox.probe('kaagapay_healthz', `${tls.host.url}${healthPath}`);
      expect(success(alive), alive.debug).toBe(1);
    } finally {
      await tls.upstream.setUp(true);
    }
  });

  it('(the controls) fail a 200 with another body, and plain HTTP', async () => {
    // /healthz/api's {"status":"up",…} is not nginx's own answer; /healthz's "ok" is not the API's "up".
    const wrongBody = await blackbox.probe('kaagapay_healthz', `${tls.host.url}${apiHealthPath}`);
    expect(wrongBody.series.get('probe_http_status_code')).toBe(200);
    expect(success(wrongBody), wrongBody.debug).toBe(0);
    expect(success(await blackbox.probe('kaagapay_healthz_api', `${tls.host.url}${healthPath}`))).toBe(0);
    const overHttp = await blackbox.probe('kaagapay_healthz', `${plain.host.url}${healthPath}`);
    expect(overHttp.series.get('probe_http_status_code')).toBe(200);
    expect(success(overHttp), overHttp.debug).toBe(0);
  });
});

describe('the collector\'s reading of nginx\'s access log, on lines nginx wrote (issue 63)', () => {
  const smsPath = `${market.apiBase}/api/v2/${market.provider}/promotion/get-sms`;
  // Asked without a session: the dev API answers 404, an answer all the same.
  const apiPath = `${market.apiBase}/user-problem/problem-list`;

  it('parses each line\'s time, sorts it by kind and status class, measures the API\'s time, and counts 5xx and 429', async () => {
    const landing = await get(plain.host.url, '/');
    const asset = linkedAssets(landing.body)[0]!;
    for (const path of ['/', '/complaintList', asset, '/runtime-config.js', '/no/such/page', apiPath, healthPath, apiHealthPath]) await get(plain.host.url, path);
    await plain.upstream.setUp(false);
    try {
      expect((await get(plain.host.url, apiPath)).status).toBe(502);
    } finally {
      await plain.upstream.setUp(true);
    }
    const post = () => get(plain.host.url, smsPath, { 'content-type': 'application/x-www-form-urlencoded' }, 'POST', 'phone=09171234567&capcode=ABCD&sid=s1');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post()).status);
    expect(statuses).toContain(429);

    const collector = readCollector();
    const statements = nginxStatements(collector);
    const layout = collector.receivers['filelog/kaagapay']!.operators!.find((operator) => operator.type === 'json_parser')!.timestamp!.layout;
    const counts = collector.connectors['count/nginx']!.logs as Record<string, { conditions?: string[] }>;
    const histogram = (collector.connectors['signaltometrics/nginx']!.logs as { conditions: string[] }[])[0]!;
    const counted = (line: Attributes, metric: string) => counts[metric]!.conditions!.some((condition) => holds(condition, line));
    const lines = readFileSync(plain.host.accessLog, 'utf8').trim().split('\n').map((text) => ({ text, line: applyStatements(statements, { ...(JSON.parse(text) as Attributes), site: 'kaagapay' }) }));
    const kinds = new Map(accessLogFields('kaagapay', 'b').map(([name, , kind]) => [name, kind === 'number' ? 'number' : 'string']));
    for (const { text, line } of lines) {
      for (const [name, type] of kinds) expect(typeof line[name], `${name} in ${text}`).toBe(type);
      expect(line.time, text).toMatch(goLayouts[layout]!);
      expect(line.status_class, text).toBe(`${String(line.status)[0]}xx`);
    }
    const find = (path: string, status?: number) => {
      const found = lines.find(({ line }) => line.path === path && (status === undefined || line.status === status))?.line;
      if (!found) throw new Error(`${plain.host.accessLog}: no line for ${path}${status ? ` with status ${status}` : ''}:\n${lines.map(({ text }) => text).join('\n')}`);
      return found;
    };
    expect([find('/').kind, find('/complaintList').kind, find('/no/such/page').kind]).toEqual(['page', 'page', 'page']);
    expect([find(asset).kind, find('/runtime-config.js').kind]).toEqual(['asset', 'asset']);
    expect([find(healthPath).kind, find(apiHealthPath).kind]).toEqual(['health', 'health']);

    // An answered API call: nginx's text time, measured as the collector parses it.
    const answered = find(smsPath, 200);
    expect(answered.kind).toBe('api');
    expect(answered.upstream_time).toMatch(/^\d+\.\d{3}$/);
    expect(Number(answered.upstream_seconds)).toBe(Number(answered.upstream_time));
    expect(histogram.conditions.some((condition) => holds(condition, answered))).toBe(true);
    // Pages and files have no upstream: nothing measured.
    expect(find('/').upstream_time).toMatch(/^-?$/);
    expect(histogram.conditions.some((condition) => holds(condition, find('/')))).toBe(false);
    // The stopped API: a 502 counted as a server error; the SMS limit: 429s counted as limited.
    const refused = find(apiPath, 502);
    expect([counted(refused, 'nginx.server_errors'), counted(refused, 'nginx.rate_limited')]).toEqual([true, false]);
    const limited = lines.filter(({ line }) => line.status === 429).map(({ line }) => line);
    expect(limited.length).toBe(statuses.filter((status) => status === 429).length);
    for (const line of limited) expect([line.kind, counted(line, 'nginx.rate_limited'), counted(line, 'nginx.server_errors')]).toEqual(['api', true, false]);
  });
});
