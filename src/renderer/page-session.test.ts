import type { RouterHistory } from '@tanstack/history';
import { describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import { clientConfig, readSession, type ClientConfig } from '../api/request';
import type { Market } from '../generated/market';
import type { Screen } from '../generated/screen';
import type { AppServices } from './app-services';
import { replyCacheOf, type QueryCacheSlot } from './data-view';
import { createServices, type ServiceDeps } from './services';

// CONTRACT "API": the page's own address holds the session. Each screen calls with the session
// of the address it shows, not of the address the app started at.

const values = market as Market;
const names = values.sessionParams;
const reply = () => new Response(JSON.stringify({ code: 0, data: {} }), { status: 200 });
const kfInfo = {
  id: 'kf',
  title: 'Kf',
  routes: ['/kf'],
  endpoints: { info: { method: 'POST', path: '/v3/personal-center/contact-kf-info', success: 'int0' } },
  data: { info: { endpoint: 'info', params: { overall: 30 } } },
  body: [],
} as unknown as Screen;

function startedAt(search: string) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => reply());
  const client: ClientConfig = { ...clientConfig(values, search, () => values.languages.default), origin: 'https://app.example.ph', fetch: fetchMock as unknown as typeof fetch };
  return { app: { market: values, client } as unknown as AppServices, fetchMock };
}

const sessionSent = (url: string) => readSession(new URL(url).search, names);

describe('reading the session from an address', () => {
  it('reads its text and the router’s parsed query alike, a repeated name by its last value as the router does', () => {
    const text = '?sessionId=first&productId=1&sessionId=last&deviceId=d-1';
    const parsed = Object.fromEntries(new URLSearchParams(text));
    expect(readSession(text, names)).toEqual({ deviceId: 'd-1', sessionId: 'last' });
    expect(readSession(parsed, names)).toEqual(readSession(text, names));
  });
});

describe('a screen’s opening calls', () => {
  it('carry the session of the screen’s address, not of the address the app started at', async () => {
    const { prefetchScreenData } = await import('./screen-data');
    const { app, fetchMock } = startedAt('?appVersion=1.0.0&sessionId=start&deviceId=d-start');
    prefetchScreenData(replyCacheOf({}), app, kfInfo, { appVersion: '2.0.0', sessionId: 'page', productId: '1' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sessionSent(fetchMock.mock.calls[0]![0])).toEqual({ appVersion: '2.0.0', sessionId: 'page' });
  });

  it('of the page’s first screen still take over the calls its page started early', async () => {
    // The replies started early live in module state: fresh modules, as on a page's first load.
    vi.resetModules();
    const { startEarlyCall } = await import('../api/early-replies');
    const { prefetchScreenData, openingCalls } = await import('./screen-data');
    const address = '?appVersion=1.0.0&sessionId=s-1&productId=1';
    const { app, fetchMock } = startedAt(address);
    for (const source of openingCalls(kfInfo, Object.fromEntries(new URLSearchParams(address)), values)) startEarlyCall(app.client, { ...source.endpoint, params: source.params });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The page's first screen asks before the query cache is made (src/renderer/first-replies.ts).
    const slot: QueryCacheSlot = {};
    prefetchScreenData(replyCacheOf(slot), app, kfInfo, Object.fromEntries(new URLSearchParams(address)));
    await vi.waitFor(() => expect(slot.first?.held()[0]?.reply.status).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a screen’s steps', () => {
  function services(session: Record<string, string>) {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => reply());
    let client: ClientConfig = { ...clientConfig(values, '', () => values.languages.default), origin: 'https://app.example.ph', session, fetch: fetchMock as unknown as typeof fetch };
    const history = { push: vi.fn(), replace: vi.fn() };
    const deps = { document: kfInfo, market: values, client: () => client, toast: { show: vi.fn(), hide: vi.fn() }, history: history as unknown as RouterHistory } as unknown as ServiceDeps;
    const moveTo = (next: Record<string, string>) => {
      client = { ...client, session: next };
    };
    return { services: createServices(deps), history, fetchMock, moveTo };
  }

  it('call with the session of the address shown when they run', async () => {
    const { services: steps, fetchMock, moveTo } = services({ sessionId: 'before' });
    moveTo({ sessionId: 'after', deviceId: 'd-2' });
    await steps.call('info', { overall: 30 });
    expect(sessionSent(fetchMock.mock.calls[0]![0])).toEqual({ deviceId: 'd-2', sessionId: 'after' });
  });

  it('keep the current session on a navigation without session values; values given win, an empty one removes it', () => {
    const { services: steps, history } = services({ appVersion: '1.0.0', sessionId: 's-1', deviceId: 'd-1' });
    steps.navigate('/faq', { productId: 1 }, false);
    expect(history.push).toHaveBeenLastCalledWith('/faq?appVersion=1.0.0&sessionId=s-1&deviceId=d-1&productId=1');
    steps.navigate('/customerService', { sessionId: 's-2', deviceId: '' }, true);
    expect(history.replace).toHaveBeenLastCalledWith('/customerService?appVersion=1.0.0&sessionId=s-2');
  });

  it('keep the current session on an in-app address that names none, and leave one that names some as it is', () => {
    const { services: steps, history } = services({ appVersion: '1.0.0', sessionId: 's-1' });
    steps.navigatePath('/loanDetails?orderId=10174#top', false);
    expect(history.push).toHaveBeenLastCalledWith('/loanDetails?orderId=10174&appVersion=1.0.0&sessionId=s-1#top');
    steps.navigatePath('/loanDetails?orderId=10174&sessionId=s-9', true);
    expect(history.replace).toHaveBeenLastCalledWith('/loanDetails?orderId=10174&sessionId=s-9');
  });
});
