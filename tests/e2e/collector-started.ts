import type { Page } from 'playwright-core';
import { collectorStartedMark } from '../../src/telemetry/collector-mark';

/**
 * Waits until the page's telemetry collector runs (its mark, src/telemetry/collect.ts), not merely
 * until its chunk was fetched, and until the page has painted its largest content: on a busy machine
 * a page hidden before either reported no LCP (issue 43; the second, a data page hidden before its
 * reply was drawn, in one CI trial run of this stop). A page view hidden that early has no LCP to
 * report, in the field too.
 */
export async function collectorReady(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, collectorStartedMark, { timeout });
  await page.evaluate(
    (ms) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no largest-contentful-paint entry within ${ms} ms`)), ms);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    timeout,
  );
}
