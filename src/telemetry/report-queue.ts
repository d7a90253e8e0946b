import type { RoutePattern, TelemetryBatch, TelemetryEntry } from '../generated/telemetry-batch';

/** What every batch of this page view says about it (schemas/telemetry-batch.json). */
export interface PageFacts {
  build: string;
  language: string;
  pageView: string;
}

export interface ReportQueue {
  /** Adds an entry seen on this route; the same error again counts up instead of taking a place. */
  add(entry: TelemetryEntry, route: RoutePattern): void;
  /** Sends what is queued as one batch (nothing when empty). */
  flush(): void;
}

/** Under the schema's 50, and a batch stays well under the 64 kB browsers allow beacons in flight. */
export const maxEntries = 30;

const errorKey = (entry: TelemetryEntry) => (entry.kind === 'error' ? JSON.stringify([entry.source, entry.name, entry.message, entry.stack?.[0], entry.block, entry.reply, entry.csp, entry.load, entry.screen]) : undefined);

/**
 * Entries wait here until the page is hidden (the one moment a phone's page reliably still runs
 * code before it may be killed), then go as one batch. A batch is for one route: an entry from
 * another (the app moved on) sends the previous batch first. A full batch goes at once.
 */
export function createReportQueue(page: PageFacts, send: (batch: TelemetryBatch) => void): ReportQueue {
  let entries: TelemetryEntry[] = [];
  let route: RoutePattern | undefined;
  const seen = new Map<string, TelemetryEntry & { kind: 'error' }>();
  const queue: ReportQueue = {
    add(entry, at) {
      if (route && JSON.stringify(route) !== JSON.stringify(at)) queue.flush();
      route = at;
      const key = errorKey(entry);
      const same = key === undefined ? undefined : seen.get(key);
      if (same) {
        same.count += 1;
        return;
      }
      if (key !== undefined && entry.kind === 'error') seen.set(key, entry);
      entries.push(entry);
      if (entries.length >= maxEntries) queue.flush();
    },
    flush() {
      const [first, ...rest] = entries;
      if (!first || !route) return;
      send({ format: 1, ...page, route, entries: [first, ...rest] });
      entries = [];
      seen.clear();
    },
  };
  return queue;
}

/**
 * Flushes when the page is hidden (a tab switched, the phone locked, the app backgrounded) and on
 * pagehide (a navigation away, where some browsers skip visibilitychange). The visibilitychange
 * listener is on the document, after web-vitals' capturing ones on the window: the vitals it
 * finalises on hide (LCP, CLS, INP) are queued by the time this sends.
 */
export function flushOnHide(queue: ReportQueue, page: Window = window): void {
  page.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'hidden') queue.flush();
  });
  page.addEventListener('pagehide', () => queue.flush());
}
