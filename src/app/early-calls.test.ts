import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyPlanElementId, type EarlyCallPlan, type EarlyPicture } from '../api/early-replies';
import type { Endpoint } from '../generated/screen';
import { derivedFormats } from '../build/derived-formats';

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
  /** Runs the page's first script and its timers, counting the Intl formats made, then shows an amount and a date. */
  async function formatsMade(): Promise<{ inScript: string[]; all: string[]; shown: [string, number | null] }> {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const made: string[] = [];
    const real = { number: Intl.NumberFormat, date: Intl.DateTimeFormat };
    const counted = <T extends object>(kind: string, target: T) => new Proxy(target, { construct: (to, args: unknown[]) => (made.push(kind), Reflect.construct(to as never, args)) });
    Intl.NumberFormat = counted('number', real.number);
    Intl.DateTimeFormat = counted('date', real.date);
    try {
      await runAt('/loanConfirm?productId=2');
      const inScript = [...made];
      vi.runAllTimers();
      const { formatMoney } = await import('../lib/money');
      const { calendarDay } = await import('../lib/calendar-dates');
      const shown: [string, number | null] = [formatMoney(567800, { sign: '₱', divisor: 100, decimals: 2, locale: 'en-PH' }), calendarDay(Date.UTC(2026, 11, 6, 17), 'Asia/Manila')];
      return { inScript, all: made.sort(), shown };
    } finally {
      Intl.NumberFormat = real.number;
      Intl.DateTimeFormat = real.date;
      vi.useRealTimers();
    }
  }
  // 01:00 on Dec 7 in Manila.
  const expectedShown = ['₱5,678.00', Date.UTC(2026, 11, 7) / 86_400_000];

  it('writes the market’s amounts and reads its zone’s clock without making an Intl format, with the marks and offset the build derives (issue 64)', async () => {
    // The market module as the build bundles it (src/build/derived-formats.ts); tests import the file itself.
    const { default: market } = await import('../../config/market.json');
    const derived = derivedFormats(market);
    vi.doMock('../../config/market.json', () => ({ default: { ...market, derived } }));
    try {
      const { all, shown } = await formatsMade();
      expect(all, 'loading the locale’s data costs about 120 ms at 4× CPU').toEqual([]);
      expect(shown).toEqual(expectedShown);
    } finally {
      vi.doUnmock('../../config/market.json');
    }
  });

  it('without them (a locale or zone the build could not derive), makes Intl’s number format and zone clock in tasks of their own, so the first amount and date shown do not', async () => {
    const { inScript, all, shown } = await formatsMade();
    expect(inScript, 'not in the script’s own task').toEqual([]);
    expect(all).toEqual(['date', 'number']);
    expect(shown).toEqual(expectedShown);
  });

  it('starts the screen’s calls with the address’s query and session parameters', async () => {
    const fetchMock = await runAt('/loanConfirm?productId=2&sessionId=s-9');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/v3/loan-confirm/loan-detail-confirm?sessionId=s-9');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('productId=2');
  });

  it('fetches the plan’s reply validators with the calls, before the app asks (their chunks, named by the build)', async () => {
    const fetchMock = await runAt('/loanConfirm?productId=2', { reply: 'loan-offer' }, { replyScripts: ['/assets/loan-offer-a1.js'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(links).toContain('/assets/loan-offer-a1.js');
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
      const shownAfter = picturesAfterReply();
      expect((await shownAfter('/stations/dev-assets/banner.svg')).fetched).toEqual(['/stations/dev-assets/banner.svg']);
      expect((await shownAfter('https://cdn.example.ph/b.png')).fetched).toEqual(['https://cdn.example.ph/b.png']);
      expect((await shownAfter('javascript:alert(1)')).fetched).toEqual([]);
      expect((await shownAfter(42)).fetched).toEqual([]);
    });

    it('shows the picture in the place the build’s page holds for it, and only there', async () => {
      const shownAfter = picturesAfterReply();
      const shown = await shownAfter('https://cdn.example.ph/b.png');
      expect(shown.place).toBe('https://cdn.example.ph/b.png');
      expect(shown.other).toBeNull();
      expect((await shownAfter('javascript:alert(1)')).place).toBeNull();
      // Once the app has taken the page over (no build marks), its own drawing is left alone.
      expect((await shownAfter('https://cdn.example.ph/b.png', { taken: true })).place).toBeNull();
    });

    it('works out a picture the reply decides with the block’s own expression, fetches it, and shows it nowhere (the app draws it)', async () => {
      const shownAfter = picturesAfterReply();
      const status = { source: 'offer', at: ['data', 'order'], src: { lookup: [{ var: 'data.order.orderStatus' }, [['21', '/images/order-status/21.svg']], '/images/order-status/200.svg'] } };
      // The status as a number or a numeric string (SPEC gives no type), as the app reads it.
      for (const orderStatus of [21, '21']) {
        const shown = await shownAfter(undefined, { more: [status], data: { orderStatus } });
        expect(shown.fetched).toEqual(['/images/order-status/21.svg']);
        expect([shown.place, shown.other]).toEqual([null, null]);
      }
      expect((await shownAfter(undefined, { more: [status], data: {} })).fetched).toEqual(['/images/order-status/200.svg']);
      expect((await shownAfter(undefined, { more: [status], data: null })).fetched).toEqual(['/images/order-status/200.svg']);
    });

    it('builds a picture address from an id as the app reads it: a JSON number past 2^53 kept as written (issue 60)', async () => {
      const shownAfter = picturesAfterReply();
      const byId = { source: 'offer', at: ['data', 'order'], src: { cat: ['/images/orders/', { var: 'data.order.id' }, '.svg'] } };
      const shown = await shownAfter(undefined, { more: [byId], text: '{"code":0,"data":{"id":9007199254740993}}' });
      expect(shown.fetched).toEqual(['/images/orders/9007199254740993.svg']);
    });

    it('preloads a picture on the API in the credentials mode the build planned for it (the image loads it so), any other picture as before', async () => {
      const shownAfter = picturesAfterReply();
      const onApi = { source: 'offer', at: ['data', 'order'], src: { api_url: ['/pictures/order', 'id', { var: 'data.order.id' }] }, crossOrigin: 'anonymous' as const };
      const shown = await shownAfter('https://cdn.example.ph/b.png', { more: [onApi], data: { art: { banner: 'https://cdn.example.ph/b.png' }, id: 7 } });
      expect(shown.fetched).toEqual(['https://cdn.example.ph/b.png', '/stations/pictures/order?id=7']);
      expect(shown.crossOrigins).toEqual([null, 'anonymous']);
    });

    it('starts no call at another hash route, and fetches the scripts of that route’s screen the page does not link', async () => {
      const routeScripts = { '/agreementTemplate': ['/assets/promo-agreement-1.js'], '/downloadTemplate': ['/assets/promo-download-1.js', '/assets/image-1.js'] };
      const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]);
      document.head.innerHTML = '';
      const fetchMock = await runAt('/promotion/#/agreementTemplate?productId=3', { method: 'GET' }, { ...landing, routeScripts });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(preloaded()).toEqual([['/assets/promo-agreement-1.js', '']]);
      // A trailing slash is the same route; the home route and a route without a screen fetch nothing more.
      document.head.innerHTML = '';
      await runAt('/promotion/#/downloadTemplate/', { method: 'GET' }, { ...landing, routeScripts });
      expect(preloaded()).toEqual([['/assets/promo-download-1.js', ''], ['/assets/image-1.js', '']]);
      for (const address of ['/promotion/#/?productId=3', '/promotion/#/nowhere']) {
        document.head.innerHTML = '';
        await runAt(address, { method: 'GET' }, { ...landing, routeScripts });
        expect(preloaded(), address).toEqual([]);
      }
    });
  });
});

/** Runs the landing's early calls with a reply naming `value` as its banner; what the page fetched and showed. */
function picturesAfterReply() {
  const landing: Partial<EarlyCallPlan> = { paths: ['/'], hashRoutes: true };
  return async (value: unknown, { taken = false, more = [] as EarlyPicture[], data = { art: { banner: value } } as unknown, text = undefined as string | undefined } = {}) => {
    window.history.replaceState({}, '', '/promotion/#/?productId=3');
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    const shown = { ...plan, endpoints: { offer: { ...plan.endpoints!.offer!, method: 'GET' } }, ...landing, pictures: [{ source: 'offer', at: ['state', 'offer'], src: { var: 'state.offer.art.banner' }, slot: 'state.offer.art.banner' }, ...more] };
    document.body.innerHTML = [
      `<script type="application/json" id="${earlyPlanElementId}">${JSON.stringify(shown)}</script>`,
      `<div id="root"${taken ? '' : ' data-prerendered="/"'}><span data-picture-slot="state.offer.art.banner"><img alt="" hidden></span><span data-picture-slot="state.offer.logo"><img alt="" hidden></span></div>`,
    ].join('');
    const reply = text ?? JSON.stringify({ code: 0, data });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(reply)));
    vi.resetModules();
    await import('./early-calls');
    await new Promise((done) => setTimeout(done, 20));
    const [place, other] = [...document.querySelectorAll<HTMLImageElement>('[data-picture-slot] img')];
    const showing = (image: HTMLImageElement) => (image.hidden ? null : image.getAttribute('src'));
    return {
      fetched: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')),
      crossOrigins: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('crossorigin')),
      place: showing(place!),
      other: showing(other!),
    };
  };
}
