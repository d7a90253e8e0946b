import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import { clientConfig, type ClientConfig } from '../api/request';
import type { Market } from '../generated/market';
import type { Screen } from '../generated/screen';
import { screenSources, sourceQuery } from './screen-data';

// A data source with `poll` loads again every everySeconds while its `while` holds for the latest
// reply, and stops once it does not (the order page while the loan is paid out).

const values = market as Market;
const orderPage = (poll: unknown) =>
  ({
    id: 'order',
    title: 'Order',
    routes: ['/order'],
    endpoints: { details: { method: 'POST', path: '/v3/loan-details/loan-details', success: 'int0' } },
    data: { order: { endpoint: 'details', params: { orderId: 'query.orderId' }, ...(poll ? { poll } : {}) } },
    body: [],
  }) as unknown as Screen;

/** The server's answers in turn (the last one repeats), and how many calls reached it. */
function server(statuses: (number | string)[]) {
  let calls = 0;
  const fetchMock = vi.fn(async () => {
    const status = statuses[Math.min(calls, statuses.length - 1)];
    calls += 1;
    return new Response(JSON.stringify({ code: 0, data: { orderStatus: status } }), { status: 200 });
  });
  const client: ClientConfig = { ...clientConfig(values, '?sessionId=s-1', () => values.languages.default), origin: 'https://app.example.ph', fetch: fetchMock as unknown as typeof fetch };
  return { client, calls: () => calls };
}

function watch(document: Screen, client: ClientConfig) {
  const queryClient = new QueryClient();
  const [source] = screenSources(document, { orderId: '10110' }, values);
  const observer = new QueryObserver(queryClient, sourceQuery(client, document, source!));
  const seen: unknown[] = [];
  const stop = observer.subscribe((result) => {
    if (result.data !== undefined && seen.at(-1) !== result.data) seen.push(result.data);
  });
  return { seen, stop: () => (stop(), queryClient.clear()) };
}

const settle = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

describe('polled data sources', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads again every everySeconds while `while` holds, and stops at a final status', async () => {
    const api = server([110, 110, 170]);
    const page = watch(orderPage({ everySeconds: 10, while: { in: [{ str: [{ var: 'data.order.orderStatus' }] }, ['110', '151']] } }), api.client);
    await settle(0);
    expect(api.calls()).toBe(1);
    await settle(9_000);
    expect(api.calls(), 'not before everySeconds').toBe(1);
    await settle(1_000);
    expect(api.calls()).toBe(2);
    await settle(10_000);
    expect(api.calls(), 'the third reply is final (170)').toBe(3);
    await settle(60_000);
    expect(api.calls(), 'no call after the final status').toBe(3);
    // The same reply twice keeps the same data (nothing on the page redraws); the final one comes through.
    expect(page.seen).toEqual([{ orderStatus: 110 }, { orderStatus: 170 }]);
    page.stop();
  });

  it('does not poll a reply that is final from the start, nor a source without poll', async () => {
    const final = server([200]);
    const finalPage = watch(orderPage({ everySeconds: 5, while: { '==': [{ var: 'data.order.orderStatus' }, 110] } }), final.client);
    const plain = server([110]);
    const plainPage = watch(orderPage(undefined), plain.client);
    await settle(60_000);
    expect(final.calls()).toBe(1);
    expect(plain.calls()).toBe(1);
    finalPage.stop();
    plainPage.stop();
  });
});
