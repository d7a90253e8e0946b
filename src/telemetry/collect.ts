/**
 * The collector, loaded by the early listener (early-listener.ts) once the page has loaded and
 * the browser is idle, and only in a page view that reports. web-vitals registers its observers
 * with `buffered: true`, so loading it late still sees the first paints and layout shifts.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { errorEntry } from './error-entry';
import { sendOtlp } from './otlp';
import { pageFacts } from './page-facts';
import { setReportSink, type TimedReport } from './report';
import { createReportQueue, flushOnHide } from './report-queue';
import { routePattern } from './route-pattern';
import { addressValues } from './scrub';
import { sendBatch } from './send-batch';
import { vitalEntry } from './vital-entry';
import { collectorStartedMark } from './collector-mark';
import type { TelemetrySettings } from '../lib/runtime-config';

/** What the collector chunk starts with: the settings and the reports that came before it (early-listener.ts keeps them). */
export interface CollectorStart {
  endpoint: string;
  format?: TelemetrySettings['format'];
  pending: TimedReport[];
  /** The latest LCP element seen from the start: by the time web-vitals loads it may have left the page (a placeholder, the boot indicator). */
  lcpElement: () => Element | null;
}

export function collect({ endpoint, format, pending, lcpElement }: CollectorStart): void {
  // The browser blocks it as mixed content, in words that do not lead an ops engineer to runtime-config.js.
  if (location.protocol === 'https:' && endpoint.startsWith('http:')) console.warn(`runtime-config.js: telemetry endpoint ${endpoint} is http: on an https: page, which the browser blocks (mixed content); give an https: collector or a path on this site proxied to it (docs/deploy.md)`);
  const queue = createReportQueue(pageFacts(), (batch) => (format === 'otlp' ? sendOtlp : sendBatch)(endpoint, batch));
  const addError = (report: TimedReport) => queue.add(errorEntry(report, addressValues(window.location)), routePattern(window.location));
  for (const report of pending.splice(0)) addError(report);
  setReportSink(addError);
  // Vitals measure the page's load (and INP its whole life): they belong to the route it was loaded on.
  const loadedOn = routePattern(window.location);
  const addVital = (metric: MetricWithAttribution) => queue.add(vitalEntry(metric, performance.now(), lcpElement), loadedOn);
  onLCP(addVital);
  onINP(addVital);
  onCLS(addVital);
  onFCP(addVital);
  onTTFB(addVital);
  flushOnHide(queue);
  // In the page's performance timeline: the collector runs (its chunk fetched is not enough: a page
  // hidden before it runs reports no vitals), for an ops engineer in DevTools and for the tests.
  performance.mark(collectorStartedMark);
}
