import type { Page } from 'playwright-core';
import { collectorStartedMark } from '../../src/telemetry/collector-mark';

/**
 * Waits until the page's telemetry collector runs (its mark, src/telemetry/collect.ts), not merely
 * until its chunk was fetched: on a busy machine a page hidden in between reported no LCP (issue 43).
 */
export async function collectorStarted(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, collectorStartedMark, { timeout });
}
