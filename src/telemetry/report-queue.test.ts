import { afterEach, describe, expect, it } from 'vitest';
import type { TelemetryBatch, VitalEntry } from '../generated/telemetry-batch';
import { batchProblems } from '../dev-api/telemetry';
import { errorEntry } from './error-entry';
import { createReportQueue, flushOnHide, maxEntries } from './report-queue';
import { routePattern } from './route-pattern';
import { addressValues } from './scrub';

const page = { build: '0.1.0+abc', language: 'en', pageView: '0123456789abcdef' };
const bindBank = routePattern({ pathname: '/bindBank', search: '?productId=1', hash: '' });
const faq = routePattern({ pathname: '/faq', search: '', hash: '' });
const lcp: VitalEntry = { kind: 'vital', name: 'LCP', value: 812.4, rating: 'good', navigationType: 'navigate', at: 900, attribution: { target: 'main>h1' } };
const boom = errorEntry({ source: 'uncaught', error: new TypeError('boom'), at: 10 });

function collecting() {
  const sent: TelemetryBatch[] = [];
  return { sent, queue: createReportQueue(page, (batch) => sent.push(batch)) };
}

describe('the report queue (issue 27: batches sent when the page is hidden)', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('keeps entries until flushed, then sends them as one batch with the page facts and route', () => {
    const { sent, queue } = collecting();
    queue.add(lcp, bindBank);
    queue.add(boom, bindBank);
    expect(sent).toEqual([]);
    queue.flush();
    expect(sent).toEqual([{ format: 1, ...page, route: bindBank, entries: [lcp, boom] }]);
    queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('counts the same error again instead of repeating it', () => {
    const { sent, queue } = collecting();
    const thrown = new TypeError('boom');
    for (let i = 0; i < 5; i++) queue.add(errorEntry({ source: 'uncaught', error: thrown, at: i }), bindBank);
    queue.flush();
    expect(sent[0]?.entries).toEqual([{ ...errorEntry({ source: 'uncaught', error: thrown, at: 0 }), count: 5 }]);
  });

  it('sends the previous batch when an entry comes from another route', () => {
    const { sent, queue } = collecting();
    queue.add(lcp, bindBank);
    queue.add(boom, faq);
    expect(sent.map((batch) => batch.route.path)).toEqual(['/bindBank']);
    queue.flush();
    expect(sent.map((batch) => batch.route.path)).toEqual(['/bindBank', '/faq']);
  });

  it(`sends a full batch (${maxEntries} entries) at once`, () => {
    const { sent, queue } = collecting();
    for (let i = 0; i < maxEntries; i++) queue.add({ ...lcp, at: i }, bindBank);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.entries).toHaveLength(maxEntries);
  });

  it('sends on visibilitychange to hidden and on pagehide, not when the page shows again', () => {
    const { sent, queue } = collecting();
    flushOnHide(queue);
    queue.add(lcp, bindBank);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
    queue.add(boom, bindBank);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });

  it('never carries a query value, session value, phone number or amount, and fits its schema', () => {
    const address = { pathname: '/bindBank', search: '?productId=1&sessionId=sess-42&deviceId=dev-7f3a&mobile=09171234567&amount=500000', hash: '' };
    const { sent, queue } = collecting();
    queue.add(lcp, routePattern(address));
    const thrown = new Error('no loan of 500000 for 0917 123 4567 (sessionId=sess-42, device dev-7f3a)');
    thrown.stack = `Error: x\n    at f (https://kaagapay.ph/assets/a.js?sessionId=sess-42:1:2)`;
    queue.add(errorEntry({ source: 'boundary', error: thrown, block: { file: 'screens/bind-bank.json', pointer: '/body/3' }, at: 5 }, addressValues(address)), routePattern(address));
    queue.add(errorEntry({ source: 'reply', reply: { endpoint: 'bank', schema: 'bank-info', pointer: '/data/bankList/0/bankCode' }, at: 6 }), routePattern(address));
    queue.add(errorEntry({ source: 'csp', directive: 'img-src', blocked: 'https://evil.example/x.png?sessionId=sess-42', at: 7 }), routePattern(address));
    queue.add(errorEntry({ source: 'rejection', error: 9171234567, at: 8 }), routePattern(address));
    queue.flush();
    const body = JSON.stringify(sent);
    for (const value of ['sess-42', 'dev-7f3a', '0917', '9171234567', '500000', '123 4567']) expect(body).not.toContain(value);
    expect(sent[0]?.route).toEqual({ path: '/bindBank', query: ['amount', 'deviceId', 'mobile', 'productId', 'sessionId'] });
    expect(batchProblems(JSON.stringify(sent[0]))).toEqual([]);
  });
});
