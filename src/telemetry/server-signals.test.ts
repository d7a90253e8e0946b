// @vitest-environment node
// Issue 63: the server-side rules (docs/otel/server-alert-rules.yaml) are only worth an operator's
// night if what they read exists: every metric and label a rule names is one the collector's
// connectors write from nginx's access log, the blackbox exporter writes, node_exporter writes or
// Prometheus adds; every log field the collector reads is one the site's log format writes, of the
// kind the collector treats it as; and the collector's statements sort lines as intended.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { accessLogFields, accessLogPath, siteFiles } from '../build/nginx-site';
import { apiHealthPath, healthPath } from '../build/nginx-health';
import { applyStatements, attributesRead, attributesWritten, goLayouts, holds, nginxStatements, readCollector } from './access-log-statements';
import { blackboxSeries, collectorSeries, nodeSeries, prometheusSeries, type Series } from './server-signal-sources';

interface Rule { alert: string; expr: string; for?: string; annotations?: Record<string, string> }
const rulesFile = 'docs/otel/server-alert-rules.yaml';
const rules = (parse(readFileSync(rulesFile, 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((group) => group.rules);
const prometheus = parse(readFileSync('docs/otel/prometheus.yaml', 'utf8')) as {
  global: { scrape_interval: string };
  rule_files: string[];
  scrape_configs: { job_name: string; params?: { module?: string[] }; static_configs: { targets: string[] }[] }[];
};
const blackbox = parse(readFileSync('docs/otel/blackbox.yaml', 'utf8')) as { modules: Record<string, unknown> };
const collector = readCollector();
const statements = nginxStatements(collector);
const fields = new Map(accessLogFields('kaagapay', 'b').map(([name, , kind]) => [name, kind]));

const produced: Series = new Map([...collectorSeries(collector), ...blackboxSeries, ...nodeSeries, ...prometheusSeries]);

/** Each `metric{selector}` or `metric[range]` of an expression, with the labels its selector names. */
function selections(expr: string): { metric: string; labels: string[]; matchers: [string, string][] }[] {
  return [...expr.matchAll(/\b([a-z_][a-z0-9_]*)\s*(\{[^}]*\})?\s*(?=[[{)\s]|$)/g)]
    .filter((match) => match[2] !== undefined || /^\s*\[/.test(expr.slice(match.index! + match[0].length)))
    .map((match) => {
      const matchers = [...(match[2] ?? '').matchAll(/([a-z_][a-z0-9_]*)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map((found): [string, string] => [found[1]!, `${found[2]}${found[3]}`]);
      return { metric: match[1]!, labels: matchers.map(([label]) => label), matchers };
    });
}

/** The labels a `by (…)` or `without (…)` names. */
const grouped = (expr: string) => [...expr.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g)].flatMap((match) => match[1]!.split(',').map((label) => label.trim()));
const annotated = (rule: Rule) => Object.values(rule.annotations ?? {}).flatMap((text) => [...text.matchAll(/\$labels\.([a-z_][a-z0-9_]*)/g)].map((match) => match[1]!));
function seconds(duration: string): number {
  const [, count, unit] = /^(\d+)(s|m)$/.exec(duration) ?? [];
  if (!count) throw new Error(`${rulesFile}: duration "${duration}" is not read here (expected seconds or minutes: 30s, 1m)`);
  return Number(count) * (unit === 'm' ? 60 : 1);
}

describe('docs/otel/server-alert-rules.yaml reads what is produced (issue 63)', () => {
  it('has a rule for each server-side signal', () => {
    const exprs = rules.map((rule) => rule.expr).join('\n');
    for (const needed of [/rate\(nginx_server_errors/, /rate\(nginx_rate_limited/, /histogram_quantile\(0\.95,[\s\S]*nginx_upstream_seconds_bucket/, /probe_success\{job="kaagapay-healthz"\}/, /probe_success\{job="kaagapay-healthz-api"\}/, /probe_ssl_earliest_cert_expiry[\s\S]*< 14 \* 86400/, /node_filesystem_avail_bytes/]) expect(exprs).toMatch(needed);
    expect(prometheus.rule_files).toContain('server-alert-rules.yaml');
  });

  it.each(rules.map((rule) => [rule.alert, rule] as const))('%s names only series and labels their sources write', (_, rule) => {
    const selected = selections(rule.expr);
    expect(selected.length, `${rulesFile}: ${rule.alert} selects no series`).toBeGreaterThan(0);
    const jobs = new Set(prometheus.scrape_configs.map((job) => job.job_name));
    for (const { metric, labels, matchers } of selected) {
      const has = produced.get(metric);
      expect(has, `${rulesFile}: ${rule.alert} reads ${metric}, which no source writes (the collector's connectors, the blackbox exporter, node_exporter, Prometheus: src/telemetry/server-signal-sources.ts)`).toBeDefined();
      for (const label of labels) expect([...has!], `${rulesFile}: ${rule.alert}: ${metric} has no label ${label}`).toContain(label);
      // A job the rule selects is one Prometheus scrapes (a renamed job would leave the rule silent).
      for (const [, value] of matchers.filter(([label]) => label === 'job')) for (const job of value.replace(/^=~?/, '').split('|')) expect([...jobs], `${rulesFile}: ${rule.alert}: job ${job} is not in prometheus.yaml`).toContain(job);
    }
    // A grouping label comes from one of the rule's series; a label its text shows, from every one.
    for (const label of grouped(rule.expr)) expect(selected.some(({ metric }) => produced.get(metric)!.has(label)), `${rule.alert}: by (${label})`).toBe(true);
    for (const label of annotated(rule)) for (const { metric } of selected) expect([...produced.get(metric)!], `${rule.alert}: $labels.${label} from ${metric}`).toContain(label);
  });

  it('alerts on a health check after 3 failed checks in a row: `for` is two scrape intervals', () => {
    for (const rule of rules.filter((candidate) => /probe_success/.test(candidate.expr))) expect(seconds(rule.for ?? '0s') / seconds(prometheus.global.scrape_interval), `${rule.alert}: for ${rule.for}`).toBe(2);
  });

  it('checks both health addresses with modules blackbox.yaml defines', () => {
    const probes = prometheus.scrape_configs.filter((job) => job.params?.module);
    for (const job of probes) for (const module of job.params!.module!) expect(Object.keys(blackbox.modules), `prometheus.yaml: ${job.job_name} asks for module ${module}, not in blackbox.yaml`).toContain(module);
    const targets = (name: string) => probes.find((job) => job.job_name === name)!.static_configs.flatMap((config) => config.targets);
    for (const target of targets('kaagapay-healthz')) expect(new URL(target).pathname).toBe(healthPath);
    for (const target of targets('kaagapay-healthz-api')) expect(new URL(target).pathname).toBe(apiHealthPath);
  });
});

describe('docs/otel/collector.yaml reads the access log nginx writes (issue 63)', () => {
  it('reads each site\'s access log where the site writes it, naming the site', () => {
    const pipeline = collector.service.pipelines['logs/nginx']!;
    for (const names of Object.values(siteFiles)) {
      const { site } = names;
      const receiver = pipeline.receivers.find((name) => collector.receivers[name]?.attributes?.site === site);
      expect(receiver, `collector.yaml: no receiver of logs/nginx with attributes.site ${site}`).toBeDefined();
      expect(collector.receivers[receiver!]!.include, `collector.yaml: ${receiver} reads the wrong file (expected accessLogPath of siteFiles' ${site}, src/build/nginx-site.ts: its logDir and name)`).toEqual([accessLogPath(names)]);
    }
    expect(collector.service.pipelines['metrics/nginx']).toMatchObject({ receivers: pipeline.exporters, exporters: ['prometheus'] });
    // The connectors count per batch: Prometheus needs running totals.
    expect(collector.service.pipelines['metrics/nginx']?.processors).toContain('deltatocumulative');
  });

  it('labels by bounded values only: never the path, the times or the sizes', () => {
    // What the statements set from a fixed list, the receivers' site, and the status where a condition keeps it to a few.
    const added = collector.service.pipelines['logs/nginx']!.receivers.flatMap((name) => Object.keys(collector.receivers[name]?.attributes ?? {}));
    const fixed = new Set([...statements.flatMap((statement) => [.../^set\(attributes\["([^"]+)"\], "/.exec(statement)?.slice(1) ?? []]), ...added]);
    for (const [name, connector] of Object.entries(collector.connectors)) {
      const metrics = Array.isArray(connector.logs) ? connector.logs.map((metric) => [metric.name, metric] as const) : Object.entries(connector.logs);
      for (const [metric, { attributes = [], conditions = [] }] of metrics) {
        for (const { key } of attributes) expect(fixed.has(key) || (key === 'status' && conditions.length > 0), `collector.yaml: ${name} labels ${metric} by ${key}, which has no bound (each value a new series)`).toBe(true);
      }
    }
  });

  it('reads only fields the log format writes, numbers as numbers and text as text', () => {
    const conditions = Object.values(collector.connectors).flatMap((connector) => (Array.isArray(connector.logs) ? connector.logs : Object.values(connector.logs)).flatMap((metric) => metric.conditions ?? []));
    // Besides what the statements write, each receiver adds its site's name.
    const added = collector.service.pipelines['logs/nginx']!.receivers.flatMap((name) => Object.keys(collector.receivers[name]?.attributes ?? {}));
    const written = new Set([...attributesWritten(statements), ...added]);
    for (const name of attributesRead([...statements, ...conditions])) if (!written.has(name)) expect([...fields.keys()], `collector.yaml reads attributes["${name}"], which nginx's log format (accessLogFields, src/build/nginx-site.ts) does not write`).toContain(name);
    for (const expression of [...statements, ...conditions]) {
      for (const match of expression.matchAll(/attributes\["([^"]+)"\] (?:<|>|<=|>=|==) \d/g)) expect(fields.get(match[1]!), `collector.yaml compares ${match[1]} as a number`).toBe('number');
      for (const match of expression.matchAll(/(?:IsMatch|ExtractPatterns)\(attributes\["([^"]+)"\]/g)) expect(fields.get(match[1]!), `collector.yaml matches ${match[1]} as text`).toBe('text');
    }
    for (const receiver of collector.service.pipelines['logs/nginx']!.receivers) {
      const timestamp = collector.receivers[receiver]!.operators?.find((operator) => operator.type === 'json_parser')?.timestamp;
      expect(timestamp?.parse_from, `${receiver}: the json_parser's timestamp`).toBe('attributes.time');
      expect(fields.get('time')).toBe('text');
      expect(Object.keys(goLayouts)).toContain(timestamp?.layout);
    }
  });

  // Lines as nginx writes them; the e2e test reads real ones.
  const line = (path: string, status: number, upstream_time = '-', upstream_status = '') => ({ time: '2026-12-06T19:14:40+08:00', method: 'GET', path, status, bytes: 10, request_time: 0.01, upstream_status, upstream_time, version: 'b', site: 'kaagapay' });
  it.each([
    ['/', 'page'],
    ['/complaintList/', 'page'],
    ['/assets/index-1a2b3c.js', 'asset'],
    ['/favicon.ico', 'asset'],
    ['/runtime-config.js', 'asset'],
    ['/stations/api/v2/x/promotion/get-sms', 'api'],
    ['/healthz', 'health'],
    ['/healthz/api', 'health'],
    ['/healthzz', 'page'],
    ['/otlp/v1/metrics', 'report'],
  ])('%s is a %s', (path, kind) => {
    expect(applyStatements(statements, line(path, 200)).kind).toBe(kind);
  });

  it.each([
    [101, '1xx'], [200, '2xx'], [299, '2xx'], [300, '3xx'], [304, '3xx'], [400, '4xx'], [404, '4xx'], [429, '4xx'], [499, '4xx'], [500, '5xx'], [502, '5xx'],
  ])('status %i is %s', (status, statusClass) => {
    expect(applyStatements(statements, line('/', status)).status_class).toBe(statusClass);
  });

  it.each([
    ['0.012', '0.012'], ['1', '1'], ['0.000, 0.012', '0.012'], ['0.001 : 0.250', '0.250'], ['-', undefined], ['', undefined], ['0.003, -', undefined],
  ])('upstream_time "%s" is measured as %s seconds', (upstream, seconds) => {
    const after = applyStatements(statements, line('/stations/x', 200, upstream));
    expect(after.upstream_seconds).toBe(seconds);
    const histogram = (collector.connectors['signaltometrics/nginx']!.logs as { conditions?: string[]; histogram?: { value: string } }[])[0]!;
    expect(histogram.conditions!.some((condition) => holds(condition, after))).toBe(seconds !== undefined);
    expect(histogram.histogram?.value).toBe('Double(attributes["upstream_seconds"])');
    if (seconds !== undefined) expect(Number.isFinite(Number(seconds))).toBe(true);
  });

  it.each([
    [502, ['nginx.requests', 'nginx.server_errors']], [504, ['nginx.requests', 'nginx.server_errors']], [429, ['nginx.requests', 'nginx.rate_limited']], [200, ['nginx.requests']], [404, ['nginx.requests']],
  ])('a %i is counted in %j', (status, metrics) => {
    const after = applyStatements(statements, line('/stations/x', status as number, '0.001', String(status)));
    const counts = collector.connectors['count/nginx']!.logs as Record<string, { conditions?: string[] }>;
    expect(Object.keys(counts).filter((name) => (counts[name]!.conditions ?? []).length === 0 || counts[name]!.conditions!.some((condition) => holds(condition, after)))).toEqual(metrics);
  });
});
