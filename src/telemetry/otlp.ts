/**
 * A batch (schemas/telemetry-batch.json) as OpenTelemetry's own wire format, OTLP/HTTP JSON, so an
 * OpenTelemetry Collector receives the reports and forwards them to whatever the lender runs
 * (issue 41, docs/deploy.md "Field reports"):
 * - every entry is a log record (errors at ERROR, vitals at INFO with their attribution), the
 *   detail a person reads when something went wrong;
 * - each vital is also a one-value histogram and each error a count, the numbers alerts are made of
 *   (LCP p75 by route, errors by source, failed loads by status).
 * Field names follow the OTLP JSON mapping: lowerCamelCase, 64-bit integers as decimal strings,
 * enums as numbers. A test decodes what this writes with the OpenTelemetry JS packages' protobuf
 * definitions (src/telemetry/otlp.test.ts, tests/e2e/otlp-reports.e2e.ts).
 */
import type { ErrorEntry, TelemetryBatch, VitalEntry } from '../generated/telemetry-batch';

type AnyValue = { stringValue: string } | { boolValue: boolean } | { intValue: string } | { doubleValue: number } | { arrayValue: { values: AnyValue[] } };
export interface KeyValue {
  key: string;
  value: AnyValue;
}
type Plain = string | number | boolean | readonly string[] | undefined;

export interface OtlpLogs {
  resourceLogs: { resource: { attributes: KeyValue[] }; scopeLogs: { scope: { name: string; version: string }; logRecords: LogRecord[] }[] }[];
}
interface LogRecord {
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  body: AnyValue;
  attributes: KeyValue[];
}

export interface OtlpMetrics {
  resourceMetrics: { resource: { attributes: KeyValue[] }; scopeMetrics: { scope: { name: string; version: string }; metrics: Metric[] }[] }[];
}
type Metric = { name: string; unit: string; description: string } & (
  | { histogram: { aggregationTemporality: number; dataPoints: HistogramPoint[] } }
  | { sum: { aggregationTemporality: number; isMonotonic: boolean; dataPoints: SumPoint[] } }
);
interface HistogramPoint {
  attributes: KeyValue[];
  startTimeUnixNano: string;
  timeUnixNano: string;
  count: string;
  sum: number;
  min: number;
  max: number;
  bucketCounts: string[];
  explicitBounds: number[];
}
interface SumPoint {
  attributes: KeyValue[];
  startTimeUnixNano: string;
  timeUnixNano: string;
  asInt: string;
}

/** What the collector's users see this app as (OpenTelemetry's resource semantic conventions). */
export const serviceName = 'kaagapay-web';
const scope = { name: 'kaagapay.telemetry', version: '1' };

/** SeverityNumber of the OTLP log data model. */
const severity = { INFO: 9, ERROR: 17 } as const;
/** AggregationTemporality DELTA: each page view sends its own values once; a collector adds them up. */
const delta = 1;

/**
 * Histogram bounds per vital, each holding the web-vitals "good" and "poor" thresholds (LCP 2500 and
 * 4000 ms, FCP 1800/3000, TTFB 800/1800, INP 200/500, CLS 0.1/0.25), so the share of good views is
 * exact and a p75 is read between close bounds.
 */
const bounds: Record<VitalEntry['name'], number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000],
  FCP: [500, 1000, 1500, 1800, 2500, 3000, 4000, 6000],
  TTFB: [100, 200, 400, 800, 1200, 1800, 3000],
  INP: [50, 100, 200, 300, 500, 1000, 2000],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};

/** Milliseconds since the epoch as OTLP's nanoseconds, a decimal string (64 bits do not fit a JSON number). */
export function unixNanos(ms: number): string {
  const whole = Math.floor(ms);
  const fraction = Math.min(999999, Math.round((ms - whole) * 1e6));
  return String(BigInt(whole) * 1000000n + BigInt(fraction));
}

function anyValue(value: Exclude<Plain, undefined>): AnyValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
  return { arrayValue: { values: value.map((item) => ({ stringValue: item })) } };
}

/** Attributes from plain values; an absent value or an empty list is left out. */
export function attributes(values: Record<string, Plain>): KeyValue[] {
  return Object.entries(values).flatMap(([key, value]) => (value === undefined || (Array.isArray(value) && !value.length) ? [] : [{ key, value: anyValue(value) }]));
}

/** A nested object's fields as attributes under `prefix.` (block, reply, csp, load, attribution). */
function nested(prefix: string, value: Record<string, Plain> | undefined): Record<string, Plain> {
  return Object.fromEntries(Object.entries(value ?? {}).map(([key, item]) => [`${prefix}.${key}`, item]));
}

/** A screen's report as kaagapay.screen.event and one kaagapay.screen.<name> per value. */
function screenAttributes(screen: { event: string; values: Record<string, string> } | undefined): Record<string, Plain> {
  return screen ? nested('kaagapay.screen', { event: screen.event, ...screen.values }) : {};
}

function routeAttributes(route: TelemetryBatch['route']): Record<string, Plain> {
  return { 'url.path': route.path, 'kaagapay.route.query': route.query, 'kaagapay.route.hash_path': route.hashPath, 'kaagapay.route.hash_query': route.hashQuery };
}

/** What a record says of an entry: its severity, its one-line body and its attributes. */
function recordOf(entry: TelemetryBatch['entries'][number]): { level: keyof typeof severity; body: string; values: Record<string, Plain> } {
  if (entry.kind === 'error') {
    return {
      level: 'ERROR',
      body: `${entry.name}: ${entry.message}`,
      values: {
        'exception.type': entry.name,
        'exception.message': entry.message,
        'exception.stacktrace': entry.stack?.join('\n'),
        'kaagapay.error.source': entry.source,
        'kaagapay.error.count': entry.count,
        ...nested('kaagapay.block', entry.block),
        ...nested('kaagapay.reply', entry.reply),
        ...nested('kaagapay.csp', entry.csp),
        ...nested('kaagapay.load', entry.load),
        ...screenAttributes(entry.screen),
      },
    };
  }
  return {
    level: 'INFO',
    body: `${entry.name} ${entry.value} ${entry.rating}`,
    values: {
      'web_vital.name': entry.name,
      'web_vital.value': entry.value,
      'web_vital.rating': entry.rating,
      'web_vital.navigation_type': entry.navigationType,
      ...nested('web_vital.attribution', entry.attribution as Record<string, Plain> | undefined),
    },
  };
}

function vitalMetric(name: VitalEntry['name'], entries: VitalEntry[], start: string, timeOrigin: number, route: TelemetryBatch['route']): Metric {
  const edges = bounds[name];
  return {
    name: `browser.web_vital.${name.toLowerCase()}`,
    unit: name === 'CLS' ? '1' : 'ms',
    description: `Web vital ${name} of a page view, as web-vitals reports it`,
    histogram: {
      aggregationTemporality: delta,
      dataPoints: entries.map((entry) => {
        // Bucket i counts values up to edges[i]; the last, above every edge.
        const bucket = edges.findIndex((edge) => entry.value <= edge);
        return {
          attributes: attributes({ 'url.path': route.path, 'web_vital.rating': entry.rating }),
          startTimeUnixNano: start,
          timeUnixNano: unixNanos(timeOrigin + entry.at),
          count: '1',
          sum: entry.value,
          min: entry.value,
          max: entry.value,
          bucketCounts: [...edges, Infinity].map((_, index) => (index === (bucket === -1 ? edges.length : bucket) ? '1' : '0')),
          explicitBounds: edges,
        };
      }),
    },
  };
}

function errorMetric(entries: ErrorEntry[], start: string, timeOrigin: number, route: TelemetryBatch['route']): Metric {
  return {
    name: 'kaagapay.client.errors',
    unit: '{error}',
    description: 'Client errors of a page view by source; failed API loads with their endpoint, failure and status; a screen\'s field reports with their event',
    sum: {
      aggregationTemporality: delta,
      isMonotonic: true,
      dataPoints: entries.map((entry) => ({
        // A screen report's event only, not its values: a metric's labels must stay few (an alert counts reports by event; the log record has the values).
        attributes: attributes({ 'url.path': route.path, 'kaagapay.error.source': entry.source, ...nested('kaagapay.load', entry.load), ...nested('kaagapay.screen', entry.screen && { event: entry.screen.event }) }),
        startTimeUnixNano: start,
        timeUnixNano: unixNanos(timeOrigin + entry.at),
        asInt: String(entry.count),
      })),
    },
  };
}

/**
 * The batch as an OTLP logs request and, when it holds vitals or errors, a metrics request.
 * `timeOrigin` is when the page view started (performance.timeOrigin), `now` when it is sent, both
 * in milliseconds since the epoch.
 */
export function otlpRequests(batch: TelemetryBatch, timeOrigin: number, now: number): { logs: OtlpLogs; metrics: OtlpMetrics } {
  // Few values each: a backend that makes series of the resource (Prometheus' target_info) stays small.
  const resource = { attributes: attributes({ 'service.name': serviceName, 'service.version': batch.build, 'browser.language': batch.language }) };
  // The page view groups one view's records; a label of every metric it would be a series per view.
  const route = { ...routeAttributes(batch.route), 'kaagapay.page_view': batch.pageView };
  const observed = unixNanos(now);
  const logRecords = batch.entries.map((entry): LogRecord => {
    const { level, body, values } = recordOf(entry);
    return {
      timeUnixNano: unixNanos(timeOrigin + entry.at),
      observedTimeUnixNano: observed,
      severityNumber: severity[level],
      severityText: level,
      body: { stringValue: body },
      attributes: attributes({ ...route, ...values }),
    };
  });
  const start = unixNanos(timeOrigin);
  const vitals = batch.entries.filter((entry): entry is VitalEntry => entry.kind === 'vital');
  const errors = batch.entries.filter((entry): entry is ErrorEntry => entry.kind === 'error');
  const names = [...new Set(vitals.map((entry) => entry.name))];
  const metrics = [
    ...names.map((name) => vitalMetric(name, vitals.filter((entry) => entry.name === name), start, timeOrigin, batch.route)),
    ...(errors.length ? [errorMetric(errors, start, timeOrigin, batch.route)] : []),
  ];
  return {
    logs: { resourceLogs: [{ resource, scopeLogs: [{ scope, logRecords }] }] },
    metrics: { resourceMetrics: [{ resource, scopeMetrics: [{ scope, metrics }] }] },
  };
}

/** Where a collector whose base is `endpoint` takes each signal (OTLP/HTTP's default paths). */
export const otlpPaths = { logs: '/v1/logs', metrics: '/v1/metrics' } as const;

/**
 * Posts the batch to an OpenTelemetry Collector as OTLP/HTTP JSON. Its content type,
 * application/json, is not one a beacon may carry across origins without asking, so it goes by
 * fetch with keepalive (which outlives the page as a beacon does; the collector answers the CORS
 * preflight, docs/deploy.md). Never throws: a report that cannot go is dropped.
 */
export function sendOtlp(endpoint: string, batch: TelemetryBatch, fetcher: typeof fetch = globalThis.fetch, timeOrigin = performance.timeOrigin): void {
  const requests = otlpRequests(batch, timeOrigin, Date.now());
  const base = endpoint.replace(/\/+$/, '');
  const post = (path: string, request: unknown) => {
    const body = JSON.stringify(request);
    try {
      // Browsers refuse a keepalive body once 64 kB of them are in flight: a larger one goes while the page still runs.
      void fetcher(`${base}${path}`, { method: 'POST', body, keepalive: body.length < 30000, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(() => undefined);
    } catch {
      // No fetch (a very old browser): nothing more to try.
    }
  };
  post(otlpPaths.logs, requests.logs);
  if (requests.metrics.resourceMetrics[0]?.scopeMetrics[0]?.metrics.length) post(otlpPaths.metrics, requests.metrics);
}
