import type { TelemetryBatch } from '../../src/generated/telemetry-batch';
import type { TestPage } from './browser';

/**
 * Hides the page as a phone does when the borrower switches apps: visibilityState hidden and its
 * event, after which the page sends its telemetry batches. web-vitals finalises LCP only on a trusted
 * event, so a real tap comes first (LCP is then reported in the browser's next idle moment, at most
 * 1 s later). Returns the batches `beacons` (the bodies the page sent) holds by then.
 */
export async function leavePage(page: TestPage, beacons: string[]): Promise<TelemetryBatch[]> {
  await hidePage(page);
  const deadline = Date.now() + 10000;
  while (!beacons.length && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  // A second batch sent right after the first (the vitals after the page view) is in too.
  await new Promise((done) => setTimeout(done, 300));
  return beacons.map((body) => JSON.parse(body) as TelemetryBatch);
}

/** A real tap (web-vitals finalises LCP only after a trusted event), then the page hidden as a phone hides it. */
export async function hidePage(page: Pick<TestPage, 'mouse' | 'waitForTimeout' | 'evaluate'>): Promise<void> {
  await page.mouse.click(5, 5);
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
