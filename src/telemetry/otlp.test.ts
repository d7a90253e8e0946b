// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { TelemetryBatch } from '../generated/telemetry-batch';
import { throughProtobuf } from '../../tests/support/otlp-decode';
import { errorEntry } from './error-entry';
import { otlpRequests, sendOtlp, unixNanos, type KeyValue } from './otlp';

const batch: TelemetryBatch = {
  format: 1,
  build: '0.1.0+942d935ce6c6',
  language: 'fil',
  pageView: '0123456789abcdef',
  route: { path: '/repayment', query: ['orderId', 'sessionId'] },
  entries: [
    { kind: 'vital', name: 'LCP', value: 2300.5, rating: 'good', navigationType: 'navigate', at: 2400, attribution: { target: 'main>h1', elementRenderDelay: 120.5 } },
    { kind: 'vital', name: 'CLS', value: 0.31, rating: 'poor', navigationType: 'navigate', at: 9000, attribution: { largestShiftValue: 0.3 } },
    { kind: 'vital', name: 'LCP', value: 12000, rating: 'poor', navigationType: 'back-forward', at: 12100 },
    errorEntry({ source: 'load', load: { endpoint: 'orderDetail', failure: 'http', status: 502 }, at: 1500.25 }),
    { ...errorEntry({ source: 'uncaught', error: new TypeError('x is undefined'), at: 3000 }), stack: ['https://loans.kaagapay.ph/assets/a.js:1:20', 'https://loans.kaagapay.ph/assets/b.js:2:3'], count: 3 },
  ],
};

const timeOrigin = 1795000000000.125;
const { logs, metrics } = otlpRequests(batch, timeOrigin, 1795000020000);
const records = logs.resourceLogs[0]!.scopeLogs[0]!.logRecords;
const metricList = metrics.resourceMetrics[0]!.scopeMetrics[0]!.metrics;

const read = (list: KeyValue[]) => Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

describe('reports as OTLP/HTTP JSON (issue 41)', () => {
  it("fits the OpenTelemetry protobuf definitions field for field: logs and metrics come back from the packages' decoder unchanged", () => {
    expect(throughProtobuf('logs', logs)).toEqual(logs);
    expect(throughProtobuf('metrics', metrics)).toEqual(metrics);
  });

  it('would catch a field the definitions do not have or a value of the wrong type', () => {
    const misspelt = { resourceLogs: [{ ...logs.resourceLogs[0], scopeLog: logs.resourceLogs[0]!.scopeLogs }] };
    expect(throughProtobuf('logs', misspelt)).not.toEqual(misspelt);
    const numberForString = structuredClone(metrics) as unknown as { resourceMetrics: { scopeMetrics: { metrics: { histogram?: { dataPoints: { count: unknown }[] } }[] }[] }[] };
    numberForString.resourceMetrics[0]!.scopeMetrics[0]!.metrics[0]!.histogram!.dataPoints[0]!.count = 1;
    expect(throughProtobuf('metrics', numberForString)).not.toEqual(numberForString);
  });

  it('names the service, its build and language on the resource, and the page view on each record only, never a person', () => {
    expect(read(logs.resourceLogs[0]!.resource.attributes)).toEqual({ 'service.name': 'kaagapay-web', 'service.version': '0.1.0+942d935ce6c6', 'browser.language': 'fil' });
    expect(metrics.resourceMetrics[0]!.resource).toEqual(logs.resourceLogs[0]!.resource);
    for (const record of records) expect(read(record.attributes)['kaagapay.page_view']).toBe('0123456789abcdef');
    expect(JSON.stringify(metrics)).not.toContain('0123456789abcdef');
  });

  it('writes each error as an ERROR record with its place, and a failed load with its endpoint, failure and status', () => {
    const load = records.find((record) => read(record.attributes)['kaagapay.error.source'] === 'load');
    expect(load).toMatchObject({ severityNumber: 17, severityText: 'ERROR', body: { stringValue: 'LoadFailed: orderDetail: 502' }, timeUnixNano: unixNanos(timeOrigin + 1500) });
    expect(read(load!.attributes)).toMatchObject({ 'url.path': '/repayment', 'kaagapay.load.endpoint': 'orderDetail', 'kaagapay.load.failure': 'http', 'kaagapay.load.status': '502' });
    const thrown = read(records.find((record) => read(record.attributes)['exception.type'] === 'TypeError')!.attributes);
    expect(thrown).toMatchObject({ 'exception.message': 'x is undefined', 'exception.stacktrace': batch.entries[4]!.kind === 'error' ? batch.entries[4]!.stack!.join('\n') : '', 'kaagapay.error.count': '3' });
    expect(records.find((record) => record.attributes.some((kv) => kv.key === 'kaagapay.route.query'))?.attributes.find((kv) => kv.key === 'kaagapay.route.query')?.value).toEqual({
      arrayValue: { values: [{ stringValue: 'orderId' }, { stringValue: 'sessionId' }] },
    });
  });

  it('writes each vital as an INFO record with its attribution, and as a one-value histogram whose bucket holds it', () => {
    const lcpRecord = read(records.find((record) => read(record.attributes)['web_vital.name'] === 'LCP')!.attributes);
    expect(lcpRecord).toMatchObject({ 'web_vital.value': 2300.5, 'web_vital.rating': 'good', 'web_vital.attribution.target': 'main>h1', 'web_vital.attribution.elementRenderDelay': 120.5 });
    const lcp = metricList.find((metric) => metric.name === 'browser.web_vital.lcp');
    if (!lcp || !('histogram' in lcp)) throw new Error(`no LCP histogram in ${JSON.stringify(metricList)}`);
    expect(lcp.unit).toBe('ms');
    const [good, poor] = lcp.histogram.dataPoints;
    // 2300.5 ms falls in (2000, 2500]; 12000 ms above the last bound, in the overflow bucket.
    expect(good!.bucketCounts[good!.explicitBounds.indexOf(2500)]).toBe('1');
    expect(good!.bucketCounts.filter((count) => count === '1')).toHaveLength(1);
    expect(poor!.bucketCounts.at(-1)).toBe('1');
    expect(good!.bucketCounts).toHaveLength(good!.explicitBounds.length + 1);
    expect(good).toMatchObject({ count: '1', sum: 2300.5, startTimeUnixNano: unixNanos(timeOrigin), timeUnixNano: unixNanos(timeOrigin + 2400) });
    const cls = metricList.find((metric) => metric.name === 'browser.web_vital.cls');
    expect(cls).toMatchObject({ unit: '1' });
  });

  it('counts errors by source as a delta sum, a failed load with its status', () => {
    const errors = metricList.find((metric) => metric.name === 'kaagapay.client.errors');
    if (!errors || !('sum' in errors)) throw new Error(`no error count in ${JSON.stringify(metricList)}`);
    expect(errors.sum).toMatchObject({ aggregationTemporality: 1, isMonotonic: true });
    expect(errors.sum.dataPoints.map((point) => [read(point.attributes), point.asInt])).toEqual([
      [{ 'url.path': '/repayment', 'kaagapay.error.source': 'load', 'kaagapay.load.endpoint': 'orderDetail', 'kaagapay.load.failure': 'http', 'kaagapay.load.status': '502' }, '1'],
      [{ 'url.path': '/repayment', 'kaagapay.error.source': 'uncaught' }, '3'],
    ]);
  });

  it('writes nanoseconds since the epoch as decimal strings, beyond what a JSON number holds exactly', () => {
    expect(unixNanos(1795000000000.125)).toBe('1795000000000125000');
    expect(unixNanos(1795000000000.5)).toBe('1795000000000500000');
    expect(unixNanos(1.5)).toBe('1500000');
    expect(unixNanos(0)).toBe('0');
  });

  it("posts logs and metrics as application/json to the collector's /v1 paths, without credentials", () => {
    const fetcher = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 200 }));
    sendOtlp('http://otel.staging.internal:4318/', batch, fetcher as unknown as typeof fetch, timeOrigin);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['http://otel.staging.internal:4318/v1/logs', 'http://otel.staging.internal:4318/v1/metrics']);
    for (const [, init] of fetcher.mock.calls) expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true, headers: { 'content-type': 'application/json' } });
  });
});
