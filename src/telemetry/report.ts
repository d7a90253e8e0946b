/**
 * The hand-off between the app and telemetry. Code that catches an error (a block's boundary, the
 * reply check) reports it here; nothing happens unless the page view reports (src/telemetry/
 * early-listener.ts), and until the collector's chunk is in, reports wait in the early listener's
 * list. Tiny on purpose: it is in every page's first-screen JS.
 */
import type { ErrorEntry } from '../generated/telemetry-batch';

/** What the app hands over, raw: the collector scrubs it into an entry (error-entry.ts). */
export type ClientReport =
  | { source: 'uncaught' | 'rejection'; error: unknown }
  | { source: 'boundary'; error: unknown; block: { file: string; pointer: string } }
  | { source: 'reply'; reply: { endpoint: string; schema: string; pointer: string } }
  | { source: 'csp'; directive: string; blocked: string }
  | { source: 'load'; load: LoadFailure }
  | { source: 'screen'; screen: ScreenReport };

/** A screen's field report (its report step): the event and its values as text, not yet scrubbed. */
export interface ScreenReport {
  event: string;
  values: Record<string, string>;
}

/** An API call that got no usable reply (schemas/telemetry-batch.json, error.load). */
export type LoadFailure = NonNullable<ErrorEntry['load']>;

/** A report with the time it came, in milliseconds since the page view started. */
export type TimedReport = ClientReport & { at: number };

let sink: ((report: TimedReport) => void) | undefined;

/** Reports a client error when this page view reports; otherwise does nothing. */
export function reportClientError(report: ClientReport): void {
  sink?.({ ...report, at: performance.now() });
}

/** Where reports go from now on (undefined: nowhere). */
export function setReportSink(next: ((report: TimedReport) => void) | undefined): void {
  sink = next;
}
