// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replySchemas } from 'virtual:reply-schemas';
import { callEndpoint, type ClientConfig } from './client';
import { addReplyChecks, checkReply } from './reply-check';

const messages = { networkError: 'network down', timeout: 'too slow', badReply: 'unreadable', unavailable: 'down for now', tooManyRequests: 'wait a minute' };

function clientFor(body: unknown, status = 200): ClientConfig {
  return {
    origin: 'https://app.example.ph',
    base: '/stations',
    provider: 'kaagapay',
    timeoutMs: 60000,
    session: {},
    messages,
    acceptLanguage: () => 'en-PH',
    fetch: (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch,
  };
}

const vcode = { method: 'POST', path: '/v3/loan-details/generate-vcode', success: 'int0', reply: 'generate-vcode', name: 'generateVcode' } as const;

afterEach(() => vi.restoreAllMocks());

describe('reply schemas compiled at build time', () => {
  it('offers one lazily loaded validator per file in schemas/replies/', async () => {
    expect(Object.keys(replySchemas)).toContain('generate-vcode');
    const validate = await replySchemas['generate-vcode']!();
    expect(validate({ code: 0, data: { payUrl: '/repaymentOfCode?payCode=1' } })).toBe(true);
    expect(validate({ code: 0, data: { payUrl: 7 } })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/data/payUrl');
  });

  it('names the JSON pointer and what was expected', async () => {
    expect(await checkReply('generate-vcode', { code: 0 })).toEqual({ schema: 'generate-vcode', pointer: '', problem: 'missing property "data"' });
    expect(await checkReply('generate-vcode', { code: 0, data: { payUrl: null } })).toEqual({ schema: 'generate-vcode', pointer: '/data/payUrl', problem: 'expected string' });
    expect(await checkReply('generate-vcode', { code: 0, data: { payUrl: 'x', extra: 1 } })).toBeNull();
  });

  // Issue 16: SPEC names fields, not types.
  it('reads numbers and numeric strings, 1 and "1", unknown keys and absent or null optional fields alike', async () => {
    const numbers = { code: 0, data: { repayAmount: 567800, isShowReyTop: 1, repayList: [{ name: 'GCash', channel_number: 30003 }], defDetail: { payCode: 2026 } } };
    const strings = { code: '0', data: { repayAmount: '5678.00', isShowReyTop: '1', repayList: [{ channel_number: '30003' }], productName: null, somethingNew: { a: 1 } } };
    expect(await checkReply('repayment-detail', numbers)).toBeNull();
    expect(await checkReply('repayment-detail', strings)).toBeNull();
    expect(await checkReply('offer', { code: 0, data: { amount: '5000.00', periods: '91', termUnit: '1', repay_plans: [{ amount: '₱5,150.00' }] } })).toBeNull();
    expect(await checkReply('problem-init', { code: '00', data: { problemType: [{ value: '1', title: 'Collection' }], orderDetail: { orderNo: 'KP1', isShow: '1' } } })).toBeNull();
  });

  it('refuses an amount the pay call cannot send, naming every shape it would take', async () => {
    expect(await checkReply('repayment-detail', { code: 0, data: { repayAmount: '₱5,678.00' } })).toEqual({
      schema: 'repayment-detail',
      pointer: '/data/repayAmount',
      problem: expect.stringMatching(/^expected number, or a string matching \/.+\/$/),
    });
  });

  it('finds a schema no loaded document named in the list of every schema (a story, a test drawing a compiled document)', async () => {
    expect(await checkReply('generate-vcode', { code: 0, data: { payUrl: 7 } })).toMatchObject({ schema: 'generate-vcode', pointer: '/data/payUrl' });
  });

  it('reports an unknown schema name instead of passing the reply', async () => {
    expect((await checkReply('no-such-reply', { code: 0 }))?.problem).toContain('no reply schema "no-such-reply"');
  });
});

describe('callEndpoint with a reply schema', () => {
  it('returns the data of a reply that matches', async () => {
    const result = await callEndpoint(clientFor({ code: 0, message: 'success', data: { payUrl: '/p' } }), vcode);
    expect(result).toMatchObject({ ok: true, data: { payUrl: '/p' } });
  });

  it.each([
    ['missing data', { code: 0, message: 'success' }, '#'],
    ['a field of the wrong type', { code: 0, data: { payUrl: 12 } }, '#/data/payUrl'],
    ['data of the wrong type', { code: 0, data: 'ok' }, '#/data'],
  ])('refuses %s as a bad reply and warns developers where', async (_label, body, pointer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await callEndpoint(clientFor(body), vcode);
    expect(result).toMatchObject({ ok: false, reason: 'bad-reply', message: 'unreadable' });
    expect(warn).toHaveBeenCalledOnce();
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toContain('endpoint "generateVcode" (POST /v3/loan-details/generate-vcode)');
    expect(line).toContain('schemas/replies/generate-vcode.json');
    expect(line).toContain(`${pointer} `);
  });

  it('does not check failure replies: their message is what the borrower needs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await callEndpoint(clientFor({ code: 1, message: 'Order not found.', data: null }), vcode);
    expect(result).toMatchObject({ ok: false, reason: 'code', message: 'Order not found.' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats a success code in an HTTP error reply as an HTTP failure', async () => {
    const result = await callEndpoint(clientFor({ code: 0, data: { payUrl: '/p' } }, 500), vcode);
    expect(result).toMatchObject({ ok: false, reason: 'http', message: 'unreadable' });
  });

  it('leaves endpoints without a reply schema unchecked', async () => {
    const { reply: _unused, ...unchecked } = vcode;
    const result = await callEndpoint(clientFor({ code: 0, data: { payUrl: 12 } }), unchecked);
    expect(result).toMatchObject({ ok: true, data: { payUrl: 12 } });
  });

  it('starts loading the validator with the request, so it does not wait for the reply to begin', async () => {
    // sid's validator is loaded by no other test in this file (each is loaded once per module); a
    // screen document's module makes it known, as on a page (src/build/screens-plugin.ts).
    const load = vi.fn(replySchemas.sid!);
    addReplyChecks({ sid: load });
    let loadingWhenSent = false;
    const config: ClientConfig = {
      ...clientFor({}),
      fetch: (async () => {
        loadingWhenSent = load.mock.calls.length === 1;
        return new Response(JSON.stringify({ code: 0, data: { sid: 'S1' } }), { status: 200 });
      }) as unknown as typeof fetch,
    };
    await callEndpoint(config, { method: 'POST', path: '/v3/sid', success: 'int0', reply: 'sid' });
    expect(loadingWhenSent).toBe(true);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads a validator again after its chunk failed to load, and reports the failed call as a lost connection', async () => {
    const load = vi.fn(replySchemas.link!).mockRejectedValueOnce(new Error('chunk failed')).mockRejectedValueOnce(new Error('chunk failed'));
    addReplyChecks({ link: load });
    // link's endpoints succeed by str00, and its schema's code says so.
    const call = { method: 'POST', path: '/v3/link', success: 'str00', reply: 'link' } as const;
    const reply = { code: '00', data: { ugnayUrl: 'https://ugnay.example.ph/x' } };
    expect(await callEndpoint(clientFor(reply), call)).toMatchObject({ ok: false, reason: 'network', message: 'network down' });
    expect(await callEndpoint(clientFor(reply), call)).toMatchObject({ ok: true, data: reply.data });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
