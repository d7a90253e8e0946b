// The series Prometheus gets for docs/otel/server-alert-rules.yaml, by source, each with its labels:
// the collector's connectors over nginx's access log (as its Prometheus exporter names them, dots to
// underscores, no unit or _total suffix with add_metric_suffixes: false), the blackbox exporter's
// probe series, node_exporter's filesystem series and Prometheus's own `up`. The rules are held to
// these (server-signals.test.ts); the blackbox list is held to what the exporter really writes
// (tests/e2e/server-signals.e2e.ts).
import { collectorFile, type CollectorConfig } from './access-log-statements';

export type Series = Map<string, Set<string>>;

/** Labels every scraped series has (prometheus.yaml's targets; the blackbox jobs set instance to the address checked). */
const scraped = ['job', 'instance'];

/** The connectors the access log's pipeline feeds, and what each writes. */
export function collectorSeries(config: CollectorConfig): Series {
  const series: Series = new Map();
  const prometheus = (name: string) => name.replaceAll('.', '_');
  const pipeline = config.service.pipelines['logs/nginx'];
  if (!pipeline) throw new Error(`${collectorFile}: no logs/nginx pipeline (expected the access log's receivers, exporting to the connectors that count it)`);
  for (const name of pipeline.exporters) {
    const connector = config.connectors[name];
    if (!connector) throw new Error(`${collectorFile}: logs/nginx exports to ${name}, which is not under connectors`);
    const metrics = Array.isArray(connector.logs)
      ? connector.logs.map(({ name: metric, attributes, histogram }) => ({ metric, attributes, suffixes: histogram ? ['_bucket', '_count', '_sum'] : [''] }))
      : Object.entries(connector.logs).map(([metric, { attributes }]) => ({ metric, attributes, suffixes: [''] }));
    for (const { metric, attributes = [], suffixes } of metrics) {
      const labels = attributes.map(({ key }) => prometheus(key));
      for (const suffix of suffixes) series.set(`${prometheus(metric)}${suffix}`, new Set([...labels, ...scraped, ...(suffix === '_bucket' ? ['le'] : [])]));
    }
  }
  return series;
}

/**
 * The blackbox exporter's (0.23) series for an HTTP module, those a rule may name. Its
 * probe_ssl_earliest_cert_expiry is there only over TLS: the e2e test checks it on the test host's
 * HTTPS.
 */
export const blackboxSeries: Series = new Map(['probe_success', 'probe_http_status_code', 'probe_duration_seconds', 'probe_ssl_earliest_cert_expiry'].map((name) => [name, new Set(scraped)]));

/**
 * node_exporter's filesystem series (prometheus-node-exporter's filesystem collector, on by
 * default), assumed installed on each web host: not run by the tests.
 */
export const nodeSeries: Series = new Map(['node_filesystem_avail_bytes', 'node_filesystem_size_bytes', 'node_filesystem_free_bytes', 'node_filesystem_readonly'].map((name) => [name, new Set([...scraped, 'device', 'fstype', 'mountpoint'])]));

/** Prometheus's own series per target. */
export const prometheusSeries: Series = new Map([['up', new Set(scraped)]]);
