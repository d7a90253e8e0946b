// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import type { ClientConfig, EndpointCall } from './request';

// Every /stations call carries the page's language (CONTRACT "API"), from the client and from a
// route page's early call alike, so the app can take the early call over.
const values = market as Market;
const english = values.languages.choices.find((choice) => choice.code === values.languages.default)!;
const filipino = values.languages.choices.find((choice) => choice.code !== values.languages.default)!;

const offer: EndpointCall = { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm', success: 'int0', params: { productId: '1' } };
const faq: EndpointCall = { method: 'GET', path: '/v3/personal-center/contact-kf-info', success: 'int0' };

// The early replies live in module state (one page, one set): each test gets fresh modules.
async function modules() {
  vi.resetModules();
  const { startEarlyCall } = await import('./early-replies');
  const { callEndpoint } = await import('./client');
  const { clientConfig } = await import('./request');
  return { startEarlyCall, callEndpoint, clientConfig };
}

/** A client in `language()` whose fetch records the Accept-Language of each request. */
async function client(language: () => string) {
  const { clientConfig, ...rest } = await modules();
  const sent: (string | undefined)[] = [];
  const fetchMock = vi.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(new Headers(init?.headers).get('accept-language') ?? undefined);
    return new Response(JSON.stringify({ code: 0, data: {} }), { status: 200 });
  });
  const config: ClientConfig = { ...clientConfig(values, '?sessionId=s-1', language), fetch: fetchMock as unknown as typeof fetch };
  return { ...rest, config, sent, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('Accept-Language', () => {
  it("is the page language's choice in config/market.json, English and Filipino differing", async () => {
    const { config: inFilipino } = await client(() => filipino.code);
    const { config: inEnglish } = await client(() => english.code);
    expect(inFilipino.acceptLanguage()).toBe(filipino.acceptLanguage);
    expect(inEnglish.acceptLanguage()).toBe(english.acceptLanguage);
    expect(filipino.acceptLanguage).not.toBe(english.acceptLanguage);
  });

  it('goes with every call of the client, GET and POST', async () => {
    const { callEndpoint, config, sent } = await client(() => filipino.code);
    await callEndpoint(config, faq);
    await callEndpoint(config, offer);
    expect(sent).toEqual([filipino.acceptLanguage, filipino.acceptLanguage]);
  });

  it('follows a language switch without a reload from the next call', async () => {
    let language = english.code;
    const { callEndpoint, config, sent } = await client(() => language);
    await callEndpoint(config, faq);
    language = filipino.code;
    await callEndpoint(config, faq);
    expect(sent).toEqual([english.acceptLanguage, filipino.acceptLanguage]);
  });

  it('goes with an upload sent through XMLHttpRequest for its progress', async () => {
    const headers: Record<string, string> = {};
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = {};
        status = 200;
        responseText = JSON.stringify({ code: '00', data: { url: '/u/1' } });
        onload?: () => void;
        open() {}
        setRequestHeader(name: string, value: string) {
          headers[name.toLowerCase()] = value;
        }
        send() {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    const { callEndpoint, config } = await client(() => filipino.code);
    const upload: EndpointCall = { method: 'POST', path: '/user-problem/upload-problem-img', encoding: 'multipart', success: 'str00', params: { problemImage: new Blob(['x']) }, onUploadProgress: () => undefined };
    await expect(callEndpoint(config, upload)).resolves.toMatchObject({ ok: true });
    expect(headers['accept-language']).toBe(filipino.acceptLanguage);
  });

  it("is sent by a route page's early call too, which the app's call in the same language takes over", async () => {
    const { startEarlyCall, callEndpoint, config, sent, fetchMock } = await client(() => filipino.code);
    startEarlyCall(config, offer);
    expect(sent).toEqual([filipino.acceptLanguage]);
    await callEndpoint(config, offer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an early call in another language is not handed to the app: the app asks again, in its own', async () => {
    let language = english.code;
    const { startEarlyCall, callEndpoint, config, sent } = await client(() => language);
    startEarlyCall(config, offer);
    language = filipino.code;
    await callEndpoint(config, offer);
    expect(sent).toEqual([english.acceptLanguage, filipino.acceptLanguage]);
  });
});
