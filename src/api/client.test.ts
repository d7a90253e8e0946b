// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { callEndpoint, type ClientConfig } from './client';
import { buildUrl, readSession } from './request';
import { isSuccess } from './success-rule';
import { setReportSink, type TimedReport } from '../telemetry/report';

const messages = { networkError: 'network down', timeout: 'too slow', badReply: 'unreadable', unavailable: 'down for now', tooManyRequests: 'wait a minute' };

function config(reply: () => Response | Promise<Response>, extra: Partial<ClientConfig> = {}) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return reply();
  });
  const cfg: ClientConfig = {
    origin: 'https://app.example.ph',
    base: '/stations',
    provider: 'kaagapay',
    timeoutMs: 60000,
    session: { appVersion: '1.0.0', sessionId: 's-1' },
    messages,
    acceptLanguage: () => 'en-PH',
    fetch: fetchMock as unknown as typeof fetch,
    ...extra,
  };
  return { cfg, seen };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('success rules', () => {
  it.each([
    ['int0', 0, true], ['int0', '0', true], ['int0', '00', true], ['int0', 1, false], ['int0', '0x1', false], ['int0', '', false], ['int0', null, false],
    ['str00', '00', true], ['str00', 0, false], ['str00', '0', false], ['str00', '01', false],
  ] as const)('%s with code %j → %s', (rule, code, expected) => {
    expect(isSuccess(rule, code)).toBe(expected);
  });
});

describe('callEndpoint', () => {
  it('puts the API base, the provider and the session parameters first in the query string', () => {
    const { cfg } = config(() => json({}));
    const url = buildUrl(cfg, { method: 'GET', path: '/api/v2/{provider}/promotion/get-sid', success: 'int0', params: { t: 5 } });
    expect(url).toBe('https://app.example.ph/stations/api/v2/kaagapay/promotion/get-sid?appVersion=1.0.0&sessionId=s-1&t=5');
  });

  it('sends POST parameters form-encoded in the body, not in the query', async () => {
    const { cfg, seen } = config(() => json({ code: 0, data: { ok: 1 } }));
    const result = await callEndpoint(cfg, { method: 'POST', path: '/v3/x', success: 'int0', params: { product_id: '1', name: 'Juan Dela Cruz', skip: undefined } });
    expect(result).toMatchObject({ ok: true, data: { ok: 1 } });
    expect(seen[0]!.url).toBe('https://app.example.ph/stations/v3/x?appVersion=1.0.0&sessionId=s-1');
    expect(String(seen[0]!.init.body)).toBe('product_id=1&name=Juan+Dela+Cruz');
    expect((seen[0]!.init.headers as Record<string, string>)['Content-Type']).toContain('application/x-www-form-urlencoded');
  });

  it('sends multipart bodies for uploads', async () => {
    const { cfg, seen } = config(() => json({ code: '00', data: { url: '/u/1' } }));
    const file = new Blob(['x'], { type: 'image/jpeg' });
    await callEndpoint(cfg, { method: 'POST', path: '/up', encoding: 'multipart', success: 'str00', params: { problemImage: file } });
    const body = seen[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('problemImage')).toBeInstanceOf(Blob);
  });

  it('applies the endpoint success rule and returns the server message on failure', async () => {
    const { cfg } = config(() => json({ code: 0, message: 'int zero' }));
    expect(await callEndpoint(cfg, { method: 'POST', path: '/a', success: 'str00' })).toMatchObject({ ok: false, reason: 'code', code: 0, message: 'int zero' });
    const other = config(() => json({ code: '00', msg: 'ok via msg' }));
    expect(await callEndpoint(other.cfg, { method: 'POST', path: '/a', success: 'str00' })).toMatchObject({ ok: true, message: 'ok via msg' });
  });

  it('reports an HTML error page and invalid JSON as a bad reply', async () => {
    const html = config(() => new Response('<html>500 Internal Server Error</html>', { status: 500 }));
    expect(await callEndpoint(html.cfg, { method: 'GET', path: '/a', success: 'int0' })).toMatchObject({ ok: false, reason: 'http', message: 'unreadable' });
    const noCode = config(() => json({ data: 1 }));
    expect(await callEndpoint(noCode.cfg, { method: 'GET', path: '/a', success: 'int0' })).toMatchObject({ ok: false, reason: 'bad-reply' });
  });

  it.each([
    [502, 'down for now'],
    [503, 'down for now'],
    [504, 'too slow'],
    [429, 'wait a minute'],
  ])("says what a proxy's own %i page means: the API is down, did not answer in time, or this address asked too often", async (status, message) => {
    const proxy = config(() => new Response(`<html><center>${status} from nginx</center></html>`, { status, headers: { 'Content-Type': 'text/html' } }));
    expect(await callEndpoint(proxy.cfg, { method: 'GET', path: '/a', success: 'int0' })).toMatchObject({ ok: false, reason: 'http', message });
  });

  it('reports a network failure', async () => {
    const { cfg } = config(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await callEndpoint(cfg, { method: 'GET', path: '/a', success: 'int0' })).toEqual({ ok: false, reason: 'network', message: 'network down' });
  });

  it('times out after the configured time with the time-out message', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      const { cfg } = config(() => json({}), { fetch: fetchMock as unknown as typeof fetch });
      const pending = callEndpoint(cfg, { method: 'GET', path: '/slow', success: 'int0' });
      await vi.advanceTimersByTimeAsync(59999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ ok: false, reason: 'timeout', message: 'too slow' });
    } finally {
      vi.useRealTimers();
    }
  });

  describe('reports a call without a usable reply to field telemetry, by endpoint (issue 41)', () => {
    const reported = (): TimedReport[] => {
      const seen: TimedReport[] = [];
      setReportSink((report) => seen.push(report));
      return seen;
    };
    const loads = (seen: TimedReport[]) => seen.flatMap((report) => (report.source === 'load' ? [report.load] : []));

    it.each([
      ['a proxy 502', () => new Response('<html>502 Bad Gateway</html>', { status: 502 }), { failure: 'http', status: 502 }],
      ['a 504 in JSON without the envelope', () => json({ error: 'upstream timed out' }, 504), { failure: 'http', status: 504 }],
      ['a success code in an error page', () => json({ code: 0, data: {} }, 503), { failure: 'http', status: 503 }],
      ['a 200 that is not JSON', () => new Response('<html>captive portal</html>', { status: 200 }), { failure: 'bad-reply', status: 200 }],
      ['a refused connection', () => Promise.reject(new TypeError('Failed to fetch')), { failure: 'network' }],
    ] as const)('%s', async (_, reply, expected) => {
      const seen = reported();
      const { cfg } = config(reply);
      try {
        expect(await callEndpoint(cfg, { name: 'orderDetail', method: 'GET', path: '/app/order-detail', success: 'int0', params: { orderId: '10174' } })).toMatchObject({ ok: false });
        expect(loads(seen)).toEqual([{ endpoint: 'orderDetail', ...expected }]);
      } finally {
        setReportSink(undefined);
      }
    });

    it('names an unnamed call by its method and path, never its query', async () => {
      const seen = reported();
      const { cfg } = config(() => new Response('', { status: 502 }));
      try {
        await callEndpoint(cfg, { method: 'POST', path: '/app/repay', success: 'int0', params: { orderId: '10174' } });
        expect(loads(seen)).toEqual([{ endpoint: 'POST /app/repay', failure: 'http', status: 502 }]);
      } finally {
        setReportSink(undefined);
      }
    });

    it("reports nothing for a failure code in the API's own envelope: that is an answer", async () => {
      const seen = reported();
      const { cfg } = config(() => json({ code: 101, message: 'wrong captcha' }));
      try {
        expect(await callEndpoint(cfg, { method: 'GET', path: '/a', success: 'int0' })).toMatchObject({ ok: false, reason: 'code' });
        expect(seen).toEqual([]);
      } finally {
        setReportSink(undefined);
      }
    });
  });

  // Issue 60: an id the server sends as a JSON number past 2^53 would read as its neighbour
  // (9007199254740993 as ...992) and the next call would ask for another borrower's complaint.
  it("sends back an id and an amount exactly as the reply wrote them, also JSON numbers a double cannot hold", async () => {
    const text = '{"code":"00","data":{"problemId":9007199254740993,"amount":123456789012345678901,"small":10174}}';
    const { cfg, seen } = config(() => new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const saved = await callEndpoint(cfg, { method: 'POST', path: '/user-problem/problem-save', success: 'str00' });
    expect(saved.ok).toBe(true);
    const data = saved.data as Record<string, unknown>;
    await callEndpoint(cfg, { method: 'POST', path: '/user-problem/problem-detail', success: 'str00', params: { problemId: data.problemId, amount: data.amount, small: data.small } });
    await callEndpoint(cfg, { method: 'GET', path: '/user-problem/problem-detail', success: 'str00', params: { problemId: data.problemId } });
    expect(String(seen[1]!.init.body)).toBe('problemId=9007199254740993&amount=123456789012345678901&small=10174');
    expect(new URL(seen[2]!.url).searchParams.get('problemId')).toBe('9007199254740993');
  });

  it('reads only the session parameters it is told about', () => {
    expect(readSession('?sessionId=a&productId=1&deviceId=d', ['deviceId', 'sessionId'])).toEqual({ deviceId: 'd', sessionId: 'a' });
  });
});
