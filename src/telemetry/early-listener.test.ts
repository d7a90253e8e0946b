import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectorStart } from './collect';
import { isSampled, listenEarly } from './early-listener';
import { reportClientError, setReportSink } from './report';

const on = { endpoint: '/stations/dev-api/telemetry', sampleRate: 1 };

function loader() {
  const started: CollectorStart[] = [];
  const load = vi.fn(async () => ({ collect: (start: CollectorStart) => void started.push(start) }));
  return { started, load };
}

describe('the early listener (issue 27: off unless an endpoint is set and the view is sampled)', () => {
  afterEach(() => setReportSink(undefined));

  it.each([
    [0, 0, false],
    [0.1, 0.05, true],
    [0.1, 0.1, false],
    [1, 0.999, true],
  ])('at sample rate %s a draw of %s reports: %s', (rate, draw, expected) => {
    expect(isSampled(rate, () => draw)).toBe(expected);
  });

  it('does nothing without an endpoint: no listener, no collector, reports go nowhere', async () => {
    const { load } = loader();
    expect(listenEarly({ endpoint: '', sampleRate: 1 }, { load })).toBe(false);
    reportClientError({ source: 'uncaught', error: new Error('x') });
    await new Promise((done) => setTimeout(done, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('does nothing in a view that is not sampled', () => {
    const { load } = loader();
    expect(listenEarly({ ...on, sampleRate: 0.1 }, { load, random: () => 0.5 })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('queues errors from the start and hands them to the collector once the page is loaded and idle', async () => {
    const { started, load } = loader();
    expect(listenEarly(on, { load })).toBe(true);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('early'), message: 'early' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('rejected');
    window.dispatchEvent(rejection);
    reportClientError({ source: 'reply', reply: { endpoint: 'bank', schema: 'bank-info', pointer: '/data' } });
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(started[0]?.endpoint).toBe(on.endpoint);
    expect(started[0]?.pending.map((report) => report.source)).toEqual(['uncaught', 'rejection', 'reply']);
  });
});
