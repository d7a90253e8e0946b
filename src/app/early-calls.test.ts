import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyPlanElementId, type EarlyCallPlan } from '../api/early-replies';
import type { Endpoint } from '../generated/screen';

const plan: EarlyCallPlan = {
  id: 'loan-confirm',
  query: { productId: { default: '1' } },
  data: { offer: { endpoint: 'offer', params: { productId: { var: 'query.productId' } }, blocking: true } },
  endpoints: { offer: { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm', success: 'int0' } },
  paths: ['/loanConfirm'],
};

/** Loads the page's first script, fresh, at an address, with the plan in the page. */
async function runAt(address: string, offer: Partial<Endpoint> = {}, planned: Partial<EarlyCallPlan> = {}) {
  window.history.replaceState({}, '', address);
  const shown = { ...plan, endpoints: { offer: { ...plan.endpoints!.offer!, ...offer } }, ...planned };
  document.body.innerHTML = `<script type="application/json" id="${earlyPlanElementId}">${JSON.stringify(shown)}</script>`;
  const fetchMock = vi.fn(async () => new Response('{"code":0,"data":{}}'));
  vi.stubGlobal('fetch', fetchMock);
  vi.resetModules();
  await import('./early-calls');
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('early-calls (a route page’s first script)', () => {
  it('starts the screen’s calls with the address’s query and session parameters', async () => {
    const fetchMock = await runAt('/loanConfirm?productId=2&sessionId=s-9');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/v3/loan-confirm/loan-detail-confirm?sessionId=s-9');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('productId=2');
  });

  it('starts loading each call’s reply validator with it, before the app asks', async () => {
    const preloadReplyCheck = vi.fn();
    vi.doMock('../api/reply-check', () => ({ preloadReplyCheck, checkReply: async () => null }));
    try {
      const fetchMock = await runAt('/loanConfirm?productId=2', { reply: 'loan-offer' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(preloadReplyCheck.mock.calls).toEqual([['loan-offer']]);
    } finally {
      vi.doUnmock('../api/reply-check');
    }
  });

  it('starts nothing on a path the page is not served at (a host answers unknown paths with the entry’s page)', async () => {
    const fetchMock = await runAt('/no/such/page?productId=2');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('a page whose routes are in the hash (the landing)', () => {
    const landing: Partial<EarlyCallPlan> = { paths: ['/'], hashRoutes: true };

    it('reads the route and the query in the hash, with what comes before the hash (the hash’s own values win)', async () => {
      const fetchMock = await runAt('/promotion/?productId=5&sessionId=s-1#/?productId=3', { method: 'GET' }, landing);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url] = fetchMock.mock.calls[0] as unknown as [string];
      expect(url).toContain('/v3/loan-confirm/loan-detail-confirm?sessionId=s-1&productId=3');
    });

    it('takes an empty hash for the home route', async () => {
      const fetchMock = await runAt('/promotion/?productId=4', { method: 'GET' }, landing);
      expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toContain('productId=4');
    });

    it('fetches a picture drawn from the reply as soon as the reply is in, and only an address the image would load', async () => {
      const banner = (value: unknown) => {
        const reply = JSON.stringify({ code: 0, data: { art: { banner: value } } });
        vi.stubGlobal('fetch', vi.fn(async () => new Response(reply)));
      };
      const picturesAfter = async (value: unknown) => {
        window.history.replaceState({}, '', '/promotion/#/?productId=3');
        document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
        const shown = { ...plan, endpoints: { offer: { ...plan.endpoints!.offer!, method: 'GET' } }, ...landing, pictures: [{ source: 'offer', path: ['art', 'banner'] }] };
        document.body.innerHTML = `<script type="application/json" id="${earlyPlanElementId}">${JSON.stringify(shown)}</script>`;
        banner(value);
        vi.resetModules();
        await import('./early-calls');
        await new Promise((done) => setTimeout(done, 20));
        return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
      };
      expect(await picturesAfter('/stations/dev-assets/banner.svg')).toEqual(['/stations/dev-assets/banner.svg']);
      expect(await picturesAfter('https://cdn.example.ph/b.png')).toEqual(['https://cdn.example.ph/b.png']);
      expect(await picturesAfter('javascript:alert(1)')).toEqual([]);
      expect(await picturesAfter(42)).toEqual([]);
    });

    it('starts nothing at another hash route', async () => {
      const fetchMock = await runAt('/promotion/#/agreementTemplate?productId=3', { method: 'GET' }, landing);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
