/**
 * The part of telemetry in every page's first-screen JS, kept to a few hundred bytes: it decides
 * once per page view whether this view reports (an endpoint set, and sampled in), listens for
 * errors from the first script on, and loads the collector (web-vitals, the queue, the sender)
 * only once the page has loaded and the browser is idle, so none of that competes with the
 * first screen. A view that does not report loads nothing and listens to nothing.
 */
import type { TelemetrySettings } from '../lib/runtime-config';
import type { CollectorStart } from './collect';
import { reportClientError, setReportSink, type TimedReport } from './report';

export interface EarlyOptions {
  random?: () => number;
  /** Loads and starts the collector (a dynamic import, so it is a chunk of its own). */
  load?: () => Promise<{ collect(start: CollectorStart): void }>;
}

/** Whether this page view reports: decided once, so a view sends all of its reports or none. */
export function isSampled(sampleRate: number, random: () => number = Math.random): boolean {
  return sampleRate > 0 && random() < sampleRate;
}

let decided: boolean | undefined;

/**
 * Whether this page view reports, once a script has decided it: a static page's own script decides
 * before the app it may load on use (src/app/load-app-on-use.ts), which must then not decide again
 * (a second draw, a second collector: every vital twice).
 */
export const earlyDecision = (): boolean | undefined => decided;

/** Starts listening when this view reports; returns whether it does. */
export function listenEarly(settings: TelemetrySettings, options: EarlyOptions = {}): boolean {
  const { random = Math.random, load = () => import('./collect') } = options;
  decided = Boolean(settings.endpoint) && isSampled(settings.sampleRate, random);
  if (!decided) return false;
  const pending: TimedReport[] = [];
  setReportSink((report) => {
    // Bounded: a page that throws in a loop before the collector is in must not grow without end.
    if (pending.length < 50) pending.push(report);
  });
  addEventListener('error', (event) => reportClientError({ source: 'uncaught', error: event.error ?? event.message }));
  addEventListener('unhandledrejection', (event) => reportClientError({ source: 'rejection', error: event.reason }));
  document.addEventListener('securitypolicyviolation', (event) =>
    reportClientError({ source: 'csp', directive: event.effectiveDirective || event.violatedDirective, blocked: event.blockedURI }),
  );
  let lcpElement: Element | null = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcpElement = (entry as PerformanceEntry & { element: Element | null }).element ?? lcpElement;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser (or none at all, as in jsdom): web-vitals reports none either.
  }
  const start = () => void load().then(({ collect }) => collect({ endpoint: settings.endpoint, format: settings.format, pending, lcpElement: () => lcpElement }), () => undefined);
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
  return true;
}
