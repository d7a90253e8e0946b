// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { TelemetryBatch } from '../generated/telemetry-batch';
import { sendBatch } from './send-batch';

const batch: TelemetryBatch = {
  format: 1,
  build: 'b',
  language: 'en',
  pageView: '0123456789abcdef',
  route: { path: '/faq', query: [] },
  entries: [{ kind: 'vital', name: 'TTFB', value: 20, rating: 'good', navigationType: 'navigate', at: 30 }],
};

describe('sending a batch', () => {
  it('goes as a beacon with the JSON as text', () => {
    const sendBeacon = vi.fn(() => true);
    const fetcher = vi.fn();
    sendBatch('/stations/dev-api/telemetry', batch, { sendBeacon }, fetcher);
    expect(sendBeacon).toHaveBeenCalledWith('/stations/dev-api/telemetry', JSON.stringify(batch));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses it', { sendBeacon: () => false }],
    ['throws', { sendBeacon: () => { throw new TypeError('bad URL'); } }],
    ['has no sendBeacon', {}],
  ])('falls back to a keepalive fetch when the browser %s', (_case, browser) => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    sendBatch('https://reports.kaagapay.ph/v1', batch, browser as Pick<Navigator, 'sendBeacon'>, fetcher);
    expect(fetcher).toHaveBeenCalledWith('https://reports.kaagapay.ph/v1', expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(batch) }));
  });
});
