// Issue 31: a data screen over the build's page whose reply is in when the app draws it live goes
// straight from its layout to its data, in the app's first live render (a transition in slices),
// with no loading state drawn between the two and nothing asked twice.
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../app/app-shell';
import { createAppServices } from '../app/create-app-services';
import { parseTemplate } from '../compiler/shared/expression-parser';
import type { Screen } from '../generated/screen';
import { loadWidgets } from '../widgets/registry';
import { DataViewContext, replyCacheOf, type QueryCacheSlot } from './data-view';
import { DataScreenView } from './data-screen-view';
import { prefetchScreenData, screenDataIn, screenDataSettled } from './screen-data';
import { routeScreenHasData, type RouteScreen } from '../app/route-screen';
import { ScreenView } from './screen-view';
import { WidgetsContext } from './widgets-context';

const heading = 'Your order';
const status = 'Approved';
const order = {
  id: 'order',
  title: 'Order',
  routes: ['/order'],
  endpoints: { order: { method: 'GET', path: '/v3/order', success: 'int0' } },
  data: { order: { endpoint: 'order', blocking: true } },
  body: [
    { type: 'heading', text: heading },
    { type: 'paragraph', text: parseTemplate('Status: {data.order.status}') },
  ],
} as unknown as Screen;

/** The loading state the app draws over a screen's layout while its body comes (ShownBody's), not the layout's own status line. */
const loadingState = (node: Node) => node instanceof Element && (node.matches('.screen-state:not([data-layout])') || node.querySelector('.screen-state:not([data-layout])') !== null);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function drawn({ prerendered, drawnOver, tookMs = 0 }: { prerendered: boolean; drawnOver: boolean; tookMs?: number }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { status } })));
  vi.stubGlobal('fetch', fetchMock);
  const services = createAppServices('');
  const cache: QueryCacheSlot = {};
  // The route's prefetch, as the router starts it (src/app/router.tsx), has the reply before the app draws.
  prefetchScreenData(replyCacheOf(cache), services, order, {});
  await vi.waitFor(() => expect(screenDataIn(replyCacheOf(cache), services, order, {})).toBe(true));
  // The app took this long after the reply to draw (a slow phone's first render).
  if (tookMs) vi.useFakeTimers({ now: Date.now() + tookMs, toFake: ['Date'] });
  const widgets = await loadWidgets(['heading', 'paragraph']);
  const added: Node[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const watcher = new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes)));
  watcher.observe(container, { childList: true, subtree: true });
  await act(async () => {
    render(
      <AppShell services={services} history={createMemoryHistory({ initialEntries: ['/order'] })} prerendered={prerendered} drawnOver={drawnOver} cache={cache}>
        <WidgetsContext.Provider value={widgets}>
          <DataViewContext.Provider value={DataScreenView}>
            <ScreenView document={order} file="screens/order.json" search={{}} />
          </DataViewContext.Provider>
        </WidgetsContext.Provider>
      </AppShell>,
      { container },
    );
  });
  expect(await screen.findByText(`Status: ${status}`)).toBeInTheDocument();
  // Drawn from the replies held before the query cache (src/renderer/first-replies.ts): the cache,
  // made after, takes the reply over without asking again.
  await vi.waitFor(() => expect(cache.client?.getQueryCache().getAll()[0]?.state.status).toBe('success'));
  expect(cache.first).toBeUndefined();
  watcher.disconnect();
  container.remove();
  return { loadingShown: added.some(loadingState), calls: fetchMock.mock.calls.length };
}

describe('a data screen whose reply is in when the app first draws it live', () => {
  it('after taking the build’s page over: the layout, then the data in the render that ends the built pass', async () => {
    expect(await drawn({ prerendered: true, drawnOver: false })).toEqual({ loadingShown: false, calls: 1 });
  });

  it('drawn over the build’s page: the data in the first render', async () => {
    expect(await drawn({ prerendered: false, drawnOver: true })).toEqual({ loadingShown: false, calls: 1 });
  });

  it('takes the reply however long the app took to draw: the page’s first screen asks nothing twice', async () => {
    expect(await drawn({ prerendered: false, drawnOver: true, tookMs: 5000 })).toEqual({ loadingShown: false, calls: 1 });
    expect(await drawn({ prerendered: true, drawnOver: false, tookMs: 5000 })).toEqual({ loadingShown: false, calls: 1 });
  });

  it('drawn afresh (no page of the build under it): the loading state first, the body in a deferred render, as before', async () => {
    expect(await drawn({ prerendered: false, drawnOver: false })).toEqual({ loadingShown: true, calls: 1 });
  });
});

describe('screenDataIn', () => {
  it('is true once every reply the screen waits for is in; one it does not wait for (blocking false) is not waited for', async () => {
    const answers: ((reply: Response) => void)[] = [];
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))));
    const services = createAppServices('');
    const cache: QueryCacheSlot = {};
    const withTips = { ...order, data: { ...order.data, tips: { endpoint: 'order', params: { tips: 1 }, blocking: false } } } as unknown as Screen;
    prefetchScreenData(replyCacheOf(cache), services, withTips, {});
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(screenDataIn(replyCacheOf(cache), services, withTips, {})).toBe(false);
    answers[0]!(new Response(JSON.stringify({ code: 0, data: { status } })));
    // The order is in; the tips are still on the way.
    await vi.waitFor(() => expect(screenDataIn(replyCacheOf(cache), services, withTips, {})).toBe(true));
  });
});

describe('screenDataSettled and routeScreenHasData', () => {
  it('waits for the prefetch’s call in flight without asking again; a reply already in is not asked again', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const services = createAppServices('');
    const cache: QueryCacheSlot = {};
    prefetchScreenData(replyCacheOf(cache), services, order, {});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const settled = screenDataSettled(replyCacheOf(cache), services, order, {});
    answer(new Response(JSON.stringify({ code: 0, data: { status } })));
    await settled;
    expect(screenDataIn(replyCacheOf(cache), services, order, {})).toBe(true);
    await screenDataSettled(replyCacheOf(cache), services, order, {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('settles on a failed reply', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 503 })));
    const services = createAppServices('');
    const cache: QueryCacheSlot = {};
    await screenDataSettled(replyCacheOf(cache), services, order, {});
    expect(screenDataIn(replyCacheOf(cache), services, order, {})).toBe(false);
  });

  it('draws over the build’s page with a reply that comes within the wait, and hydrates when it does not', async () => {
    const shown = { screen: { document: order } } as unknown as RouteScreen;
    let answer: ((reply: Response) => void) | undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const comes = { cache: {}, services: createAppServices('') };
    const drawsOver = routeScreenHasData(shown, {}, comes, 5_000);
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(new Response(JSON.stringify({ code: 0, data: { status } })));
    expect(await drawsOver).toBe(true);

    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const never = { cache: {}, services: createAppServices('') };
    // A reply that never comes: the wait ends (else this test would time out) and the page is hydrated.
    expect(await routeScreenHasData(shown, {}, never, 50)).toBe(false);
  });
});
