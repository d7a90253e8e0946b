// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setLatency } from './endpoint';
import { applyOverridesFromJson, clearReplyOverrides, getReplyOverride, setReplyOverride } from './overrides';
import { DEV_API_SCENARIOS } from './scenarios';
import { get, getQuery, ORIGIN, post, postForm, useDevApiServer } from './test-client';

useDevApiServer();

const KF = '/v3/personal-center/contact-kf-info';

describe('reply overrides', () => {
  it('replaces the reply with a forced JSON envelope', async () => {
    setReplyOverride(KF, { json: { code: 9, message: 'Service is under maintenance', data: null } });
    expect(await post(KF, { overall: 30 })).toEqual({ code: 9, message: 'Service is under maintenance', data: null });
  });

  it('gives a text reply with the status when only a status is set', async () => {
    setReplyOverride(KF, { status: 503 });
    const response = await postForm(KF, { overall: 30 });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('503');
  });

  it('serves a raw body with its content type (e.g. broken JSON)', async () => {
    setReplyOverride(KF, { body: '{"code":0,', contentType: 'application/json', status: 200 });
    const response = await postForm(KF, { overall: 30 });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('{"code":0,');
  });

  it('delays the normal reply when only delayMs is set', async () => {
    setReplyOverride(KF, { delayMs: 120 });
    const started = Date.now();
    const reply = await post(KF, { overall: 30 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(reply.code).toBe(0);
  });

  it('never replies when never is set: only the client abort ends the request', async () => {
    setReplyOverride(KF, { never: true });
    await expect(postForm(KF, { overall: 30 }, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
  });

  it('fails the request itself when networkError is set (no status, no body)', async () => {
    setReplyOverride(KF, { networkError: true });
    await expect(postForm(KF, { overall: 30 })).rejects.toThrow();
  });

  it('sets and clears overrides at run time through POST /dev-api/overrides (JSON body)', async () => {
    const send = (body: unknown) => fetch(`${ORIGIN}/stations/dev-api/overrides`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await send({ [KF]: { json: { code: 7, message: 'Forced at run time' } } })).status).toBe(200);
    expect(await post(KF, { overall: 30 })).toMatchObject({ code: 7, message: 'Forced at run time' });
    const refused = await send({ [KF]: { statuss: 500 } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('unknown key "statuss"');
    await send({ [KF]: null });
    expect((await post(KF, { overall: 30 })).code).toBe(0);
  });

  it('accepts a /stations-prefixed key and clears with null', async () => {
    applyOverridesFromJson({ '/stations/v3/personal-center/contact-kf-info/': { status: 500 } });
    expect(getReplyOverride(KF)).toEqual({ status: 500 });
    applyOverridesFromJson({ [KF]: null });
    expect(getReplyOverride(KF)).toBeUndefined();
  });

  it('rejects a malformed override set as a whole, naming the key and the fix', () => {
    expect(() => applyOverridesFromJson([])).toThrow(/expected an object of path → override/);
    expect(() => applyOverridesFromJson({ [KF]: { status: 200 }, '/x': { statuss: 500 } })).toThrow(
      'dev API overrides["/x"]: unknown key "statuss"',
    );
    expect(getReplyOverride(KF)).toBeUndefined();
    expect(() => applyOverridesFromJson({ 'v3/x': {} })).toThrow(/must be an endpoint path starting with "\/"/);
    expect(() => applyOverridesFromJson({ [KF]: { never: false } })).toThrow(/never: expected true/);
    expect(() => applyOverridesFromJson({ [KF]: { networkError: 1 } })).toThrow(/networkError: expected true/);
    expect(() => applyOverridesFromJson({ [KF]: { status: 42 } })).toThrow(/status: expected an integer HTTP status/);
  });

  it('covers GET endpoints and clears with clearReplyOverrides', async () => {
    applyOverridesFromJson(DEV_API_SCENARIOS['pay-way-card-list-failed']);
    applyOverridesFromJson({ '/api/v2/kaagapay/promotion/get-sid': { json: { code: 7, message: 'Too many requests', data: null } } });
    expect((await get('/api/v2/kaagapay/promotion/get-sid')).code).toBe(7);
    clearReplyOverrides();
    expect((await get('/api/v2/kaagapay/promotion/get-sid')).code).toBe(0);
  });
});

describe('endpoint conventions', () => {
  it('applies the global latency', async () => {
    setLatency(100);
    const started = Date.now();
    await post(KF, { overall: 30 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('refuses a JSON POST body with a 400 that says what the app must send', async () => {
    const response = await postForm(KF, {}, { headers: { 'content-type': 'application/json' }, body: '{"overall":30}' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('POST /stations/v3/personal-center/contact-kf-info: expected an application/x-www-form-urlencoded body');
  });

  it('ignores the session parameters and does not need them', async () => {
    const response = await fetch('http://localhost/stations/api/v2/kaagapay/promotion/get-sid');
    expect(((await response.json()) as { code: number }).code).toBe(0);
    expect((await getQuery('/api/v2/kaagapay/promotion/get-sid')).status).toBe(200);
  });
});
