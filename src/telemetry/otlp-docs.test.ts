// @vitest-environment node
// docs/otel/ gives ops a collector configuration and alert rules to start from (issue 41). They are
// only worth starting from if they read what the page sends: every metric and label the rules name is
// one src/telemetry/otlp.ts writes (as the collector's Prometheus exporter names it with
// add_metric_suffixes: false), and the collector's pipelines take both signals into a file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { TelemetryBatch, VitalEntry } from '../generated/telemetry-batch';
import { errorEntry } from './error-entry';
import { otlpRequests } from './otlp';

const collector = parse(readFileSync('docs/otel/collector.yaml', 'utf8')) as {
  receivers: Record<string, { protocols?: { http?: { cors?: { allowed_origins?: string[] } } } }>;
  processors: Record<string, unknown>;
  exporters: Record<string, { add_metric_suffixes?: boolean; path?: string }>;
  service: { pipelines: Record<string, { receivers: string[]; processors?: string[]; exporters: string[] }> };
};
const rules = parse(readFileSync('docs/otel/alert-rules.yaml', 'utf8')) as { groups: { rules: { alert: string; expr: string; annotations?: Record<string, string> }[] }[] };

/** Every metric series and label Prometheus gets from a batch holding every vital and error kind. */
function exported(): { series: Set<string>; labels: Set<string> } {
  const vitals = (['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const).map((name): VitalEntry => ({ kind: 'vital', name, value: 1, rating: 'good', navigationType: 'navigate', at: 1 }));
  const batch: TelemetryBatch = {
    format: 1,
    build: 'b',
    language: 'en',
    pageView: '0123456789abcdef',
    route: { path: '/faq', query: [] },
    entries: [errorEntry({ source: 'load', load: { endpoint: 'list', failure: 'http', status: 502 }, at: 1 }), errorEntry({ source: 'uncaught', error: new Error('e'), at: 2 }), errorEntry({ source: 'screen', screen: { event: 'over-caps', values: { product: 'Kaagapay Express' } }, at: 3 }), ...vitals],
  };
  const prometheus = (name: string) => name.replaceAll('.', '_');
  const series = new Set<string>();
  const labels = new Set<string>(['le']);
  for (const metric of otlpRequests(batch, 0, 0).metrics.resourceMetrics[0]!.scopeMetrics[0]!.metrics) {
    const name = prometheus(metric.name);
    const points = 'histogram' in metric ? metric.histogram.dataPoints : metric.sum.dataPoints;
    for (const suffix of 'histogram' in metric ? ['_bucket', '_count', '_sum'] : ['']) series.add(`${name}${suffix}`);
    for (const point of points) for (const { key } of point.attributes) labels.add(prometheus(key));
  }
  return { series, labels };
}

/** The metrics (a name before `{` or `[`) and labels (in a selector or a by/without list) an expression names. */
function named(expr: string): { metrics: string[]; labels: string[] } {
  const metrics = [...expr.matchAll(/\b([a-z_][a-z0-9_]*)\s*[{[]/g)].map((match) => match[1]!);
  const selectors = [...expr.matchAll(/\{([^}]*)\}/g)].flatMap((match) => [...match[1]!.matchAll(/([a-z_][a-z0-9_]*)\s*(?:=~|!~|!=|=)/g)].map((label) => label[1]!));
  const grouped = [...expr.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g)].flatMap((match) => match[1]!.split(',').map((label) => label.trim()));
  return { metrics, labels: [...selectors, ...grouped] };
}

describe('docs/otel: the collector and alert rules ops start from (issue 41)', () => {
  it('receives OTLP over HTTP with CORS for the pages, and takes logs and metrics into files', () => {
    expect(collector.receivers.otlp?.protocols?.http?.cors?.allowed_origins?.length).toBeGreaterThan(0);
    // The */nginx pipelines read nginx's access log instead (server-signals.test.ts).
    const browsers = Object.entries(collector.service.pipelines).filter(([name]) => !name.endsWith('/nginx'));
    for (const [name, pipeline] of browsers) {
      expect(pipeline.receivers, `${name}: receivers`).toContain('otlp');
      for (const processor of pipeline.processors ?? []) expect(collector.processors, `${name}: processor ${processor} is not declared under processors`).toHaveProperty([processor]);
      for (const exporter of pipeline.exporters) expect(collector.exporters, `${name}: exporter ${exporter} is not declared under exporters`).toHaveProperty([exporter]);
      expect(pipeline.exporters.some((exporter) => exporter.startsWith('file')), `${name} writes to a file`).toBe(true);
    }
    expect(browsers.map(([name]) => name).sort()).toEqual(['logs', 'metrics']);
    // The page sends deltas (one page view's values); Prometheus needs them added up first.
    expect(collector.service.pipelines.metrics?.processors).toContain('deltatocumulative');
    expect(collector.exporters.prometheus?.add_metric_suffixes).toBe(false);
  });

  it('has rules for the 5xx rate, LCP p75 and the error count', () => {
    const exprs = rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)).join('\n');
    expect(exprs).toMatch(/kaagapay_load_status=~"5\.\."/);
    expect(exprs).toMatch(/histogram_quantile\(0\.75,[\s\S]*?browser_web_vital_lcp_bucket/);
    expect(exprs).toMatch(/increase\(kaagapay_client_errors/);
  });

  it.each(rules.groups.flatMap((group) => group.rules.map((rule) => [rule.alert, rule] as const)))('%s names only metrics and labels the page sends', (_, rule) => {
    const { series, labels } = exported();
    const { metrics, labels: used } = named(rule.expr);
    expect(metrics.length).toBeGreaterThan(0);
    const functions = new Set(['rate', 'increase', 'sum', 'histogram_quantile', 'by', 'without']);
    for (const metric of metrics.filter((name) => !functions.has(name))) expect([...series], `${rule.alert}: ${metric}`).toContain(metric);
    const annotated = Object.values(rule.annotations ?? {}).flatMap((text) => [...text.matchAll(/\$labels\.([a-z_][a-z0-9_]*)/g)].map((match) => match[1]!));
    for (const label of [...used, ...annotated]) expect([...labels], `${rule.alert}: label ${label}`).toContain(label);
  });
});
