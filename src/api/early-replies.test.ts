// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig, EndpointCall } from './request';

const messages = { networkError: 'network down', timeout: 'too slow', badReply: 'unreadable', unavailable: 'down for now', tooManyRequests: 'wait a minute' };
const offer: EndpointCall = { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm', success: 'int0', params: { productId: '1' } };
const reply = (data: unknown) => new Response(JSON.stringify({ code: 0, data }), { status: 200 });

// The replies live in module state (one page, one set): each test gets fresh modules.
async function modules() {
  vi.resetModules();
  const early = await import('./early-replies');
  const { callEndpoint } = await import('./client');
  return { ...early, callEndpoint };
}

function config(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  const cfg: ClientConfig = { origin: 'https://app.example.ph', base: '/stations', provider: 'kaagapay', timeoutMs: 60000, session: { sessionId: 's-1' }, messages, acceptLanguage: () => 'en-PH', fetch: fetchMock as unknown as typeof fetch };
  return { cfg, fetchMock };
}

describe('early replies', () => {
  beforeEach(() => vi.useRealTimers());

  it('hands a call started early to the same call from the app: one request, its reply', async () => {
    const { startEarlyCall, callEndpoint } = await modules();
    const { cfg, fetchMock } = config(async () => reply({ amount: 5000 }));
    startEarlyCall(cfg, offer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(callEndpoint(cfg, { ...offer, name: 'offer', loadingText: 'loading...' } as EndpointCall)).resolves.toMatchObject({ ok: true, data: { amount: 5000 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the same call again asks the server again.
    await callEndpoint(cfg, offer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not hand a reply to a call with other parameters or another session', async () => {
    const { startEarlyCall, callEndpoint } = await modules();
    const { cfg, fetchMock } = config(async () => reply({}));
    startEarlyCall(cfg, offer);
    await callEndpoint(cfg, { ...offer, params: { productId: '2' } });
    await callEndpoint({ ...cfg, session: { sessionId: 's-2' } }, offer);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('after the first screen has its data, drops what nobody took and starts nothing more', async () => {
    const { startEarlyCall, callEndpoint, closeEarlyReplies } = await modules();
    let answered = 0;
    const { cfg, fetchMock } = config(async () => reply({ answer: ++answered }));
    startEarlyCall(cfg, offer);
    closeEarlyReplies();
    startEarlyCall(cfg, { ...offer, params: { productId: '2' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(callEndpoint(cfg, offer)).resolves.toMatchObject({ ok: true, data: { answer: 2 } });
  });

  it('still times out when the early reply does not come', async () => {
    const { startEarlyCall, callEndpoint } = await modules();
    const { cfg } = config(() => new Promise<Response>(() => undefined));
    startEarlyCall(cfg, offer);
    await expect(callEndpoint({ ...cfg, timeoutMs: 30 }, offer)).resolves.toMatchObject({ ok: false, reason: 'timeout', message: 'too slow' });
  });

  it('reports an early call that lost its connection as the app’s own call would', async () => {
    const { startEarlyCall, callEndpoint } = await modules();
    const { cfg } = config(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyCall(cfg, offer);
    await expect(callEndpoint(cfg, offer)).resolves.toMatchObject({ ok: false, reason: 'network', message: 'network down' });
  });

  it('never starts an upload early', async () => {
    const { startEarlyCall } = await modules();
    const { cfg, fetchMock } = config(async () => reply({}));
    startEarlyCall(cfg, { ...offer, encoding: 'multipart' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
