import type { TelemetryBatch } from '../generated/telemetry-batch';

function beaconQueued(browser: Pick<Navigator, 'sendBeacon'> | undefined, endpoint: string, body: string): boolean {
  try {
    return typeof browser?.sendBeacon === 'function' && browser.sendBeacon(endpoint, body);
  } catch {
    // A URL the browser will not beacon to (e.g. a scheme it refuses): fetch may still manage.
    return false;
  }
}

/**
 * Sends a batch with navigator.sendBeacon, which the browser delivers even as the page goes away.
 * The body is text/plain, a type a beacon may carry to another origin without a preflight. When
 * the browser has no sendBeacon or refuses the beacon (its queue is full), a keepalive fetch does
 * the same. Never throws: a report that cannot go is dropped, the page goes on.
 */
export function sendBatch(endpoint: string, batch: TelemetryBatch, browser: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator, fetcher: typeof fetch = globalThis.fetch): void {
  const body = JSON.stringify(batch);
  if (beaconQueued(browser, endpoint, body)) return;
  try {
    void fetcher(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  } catch {
    // No fetch either (a very old browser): nothing more to try.
  }
}
