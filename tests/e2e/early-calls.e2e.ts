// Issue 8: a data screen's page starts the screen's calls before the app's scripts have run
// (src/app/early-calls.ts), and the app takes them over instead of asking again.
// The pages' calls reach serve:prod's own dev API (no test routing), so what the network sees is the page's.
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import market from '../../config/market.json';
import { sessionQuery } from '../../scripts/contract/contract-routes';
import { OFFER_TEXTS } from '../../src/dev-api/loan-offers';
import promoRegister from '../../screens/promo-register.json';
import { chromiumArgs, screenshotDir } from './browser';

/** The shared production build, served by serve:prod with its own dev API in Node (tests/e2e/global-setup.ts). */
const server = { get url() { return inject('baseUrl'); } };
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
});

interface ApiRequest {
  method: string;
  path: string;
  /** The scripts on the stack that sent it, innermost first. */
  stack: string[];
  /** Its Accept-Language: the page's language (src/api/request.ts). */
  acceptLanguage?: string;
}

/** Whether the page's early-calls script sent it, rather than the app. */
function sentEarly(request: ApiRequest): boolean {
  return request.stack.some((file) => file.startsWith('early-calls-'));
}

/** The landing as an ad links to it: the query before the hash. */
const landingAd = '/promotion/?app_from=fb&user_from=promo2026&utm_tag=nov&id=1&links_id=L9';

/**
 * Holds the app's largest chunks (over 100 kB: the one the app runs with) until `until`, as a slow phone receives them late.
 * A test that holds them calls `page.unrouteAll({ behavior: 'ignoreErrors' })` before it closes its context: a chunk still
 * in this handler then (a lazy one the app asked for last) would otherwise fail as an unhandled rejection after the test.
 */
async function holdAppChunks(page: Page, until: Promise<unknown>): Promise<{ held: number }> {
  const count = { held: 0 };
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.length > 100_000) {
      count.held += 1;
      await until;
    }
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name.toLowerCase())));
    await route.fulfill({ status: response.status(), headers, body });
  });
  return count;
}

/**
 * Whether the page asks for a request `matches` names within 5 s: true as soon as it does, false after. The tests hold the
 * app's chunks until then: asked while they are held, it was the page's own script that asked; a page that never asks still
 * fails the test's own assertions.
 */
function askedSoon(page: Page, matches: (url: URL) => boolean): Promise<boolean> {
  return new Promise((done) => {
    page.on('request', (request) => {
      if (matches(new URL(request.url()))) done(true);
    });
    setTimeout(() => done(false), 5000);
  });
}

/** Opens a page and records every API request (or every request `recorded` names) with the scripts that sent it (Chromium's initiator stack). */
async function open(path: string, prepare?: (page: Page) => Promise<unknown>, waitUntil: 'load' | 'commit' = 'load', recorded = (pathname: string) => pathname.startsWith('/stations/')) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await prepare?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: ApiRequest[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (!recorded(url.pathname)) return;
    const frames = event.initiator.stack?.callFrames ?? [];
    const acceptLanguage = Object.entries(event.request.headers).find(([name]) => name.toLowerCase() === 'accept-language')?.[1];
    requests.push({ method: event.request.method, path: url.pathname, stack: frames.map((frame) => frame.url.split('/').pop() ?? ''), acceptLanguage });
  });
  await page.goto(`${server.url}${path}`, { waitUntil });
  return { page, context, requests };
}

describe('early data calls (production build) in Chromium', () => {
  it('starts a data screen’s calls from its page before the app has run, and the app asks nothing twice', async () => {
    const { page, context, requests } = await open(`/loanConfirm?productId=2&${sessionQuery}`);
    await page.locator('[data-screen="loan-confirm"]').waitFor();
    // The offer's amount is on the screen: the app used the replies the page asked for.
    await expect.poll(() => page.getByText('₱', { exact: false }).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(screenshotDir, 'early-calls-loan-confirm.png') });
    const paths = requests.map((r) => `${r.method} ${r.path}`).sort();
    expect(paths).toEqual(['POST /stations/v3/contract/contract', 'POST /stations/v3/loan-confirm/loan-detail-confirm']);
    for (const request of requests) expect(sentEarly(request), `${request.path} sent by ${request.stack.join(' < ')}`).toBe(true);
    await context.close();
  });

  it('a Filipino page’s early calls ask in Filipino, as the app does, so the app takes them over and shows the server’s Filipino', async () => {
    const filipino = market.languages.choices.find((choice) => choice.code !== market.languages.default)!;
    const { page, context, requests } = await open(`/loanConfirm?productId=2&lang=${filipino.code}&${sessionQuery}`);
    await page.locator('[data-screen="loan-confirm"]').waitFor();
    // The disclosure's fees as the dev API names them in Filipino (src/dev-api/loan-offers.ts).
    await page.getByText(OFFER_TEXTS.serviceFee.fil, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['POST /stations/v3/contract/contract', 'POST /stations/v3/loan-confirm/loan-detail-confirm']);
    for (const request of requests) {
      expect(sentEarly(request), `${request.path} sent by ${request.stack.join(' < ')}`).toBe(true);
      expect(request.acceptLanguage, request.path).toBe(filipino.acceptLanguage);
    }
    await context.close();
  });

  it('the landing (routes in the hash) starts its opening channel template call and fetches its banner from its page, with the query an ad link puts before the hash; its onLoad takes the reply over', async () => {
    // As on a slow phone, the app's largest chunks come after the template's reply: else a busy machine
    // can run the app first, and the app draws the banner before the page's script reads the reply.
    // Held until the banner is asked for, or 5 s: a page that never asks for it early still fails below.
    const { page, context, requests } = await open(landingAd, async (page) => {
      await holdAppChunks(page, askedSoon(page, (url) => url.href.includes('/dev-assets/')));
    });
    await page.locator('[data-screen="promo-register"]').waitFor();
    // The banner is the template's: the step had its reply.
    const banner = await page.locator('[data-screen="promo-register"] img[src*="banner"]').getAttribute('src');
    await page.waitForLoadState('networkidle');
    // The screen's opening call, as its JSON names it (the first onLoad step's endpoint).
    const template = `${market.apiBase}${promoRegister.endpoints[promoRegister.onLoad[0]!.endpoint as 'template'].path.replace('{provider}', market.provider)}`;
    const early = (r: ApiRequest) => r.path === template || r.path === banner;
    expect(requests.filter(early).map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${template}`, `GET ${banner}`]);
    for (const request of requests.filter(early)) expect(sentEarly(request), `${request.path} sent by ${request.stack.join(' < ')}`).toBe(true);
    // The steps after it (the visit, the captcha's session) are the app's. They may start after the
    // network has been quiet a while (a busy machine ran them more than half a second later): waited for.
    await expect.poll(() => requests.filter((r) => !early(r)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const later = requests.filter((r) => !early(r));
    for (const request of later) expect(sentEarly(request), `${request.path} sent by ${request.stack.join(' < ')}`).toBe(false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('the landing shows its banner in the place its page holds for it before the app has run, and the app draws the same picture in the same box', async () => {
    // The app's largest chunk is held until the banner has been looked at: the page alone must show it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => (release = done));
    const errors: string[] = [];
    const referers: string[] = [];
    const { page, context } = await open(landingAd, async (page) => {
      page.on('pageerror', (error) => errors.push(error.message));
      // The ad's query stays in the page (the security policy's no-referrer, tests/e2e/security-policy.e2e.ts).
      page.on('request', (request) => {
        const referer = request.headers()['referer'];
        if (referer && request.url().includes('/dev-assets/')) referers.push(referer);
      });
      await holdAppChunks(page, released);
      // Its load event waits for the held chunk.
    }, 'commit');
    const place = page.locator('#root[data-prerendered] [data-screen="promo-register"] [data-picture-slot] img');
    // Painted, not only named: the picture has loaded into the build's page and shows.
    await expect.poll(() => place.evaluate((at: HTMLImageElement) => !at.hidden && at.complete && at.naturalWidth > 0 && at.src), { timeout: 10_000 }).toContain('/dev-assets/banner');
    const box = await place.boundingBox();
    await page.screenshot({ path: join(screenshotDir, 'landing-banner-before-app.png') });
    release();
    const picture = page.locator('#root:not([data-prerendered]) [data-screen="promo-register"] img[src*="/dev-assets/banner"]');
    await picture.waitFor();
    expect(await picture.getAttribute('alt')).toBeTruthy();
    expect(await picture.boundingBox()).toEqual(box);
    expect(errors).toEqual([]);
    expect(referers).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('the landing opened at another hash route (its download page) fetches that route’s screen from its page, not after the app has run, and shows it', async () => {
    const html = await (await fetch(`${server.url}/promotion/`)).text();
    const plan = JSON.parse(/<script type="application\/json" id="early-calls">([^<]*)<\/script>/.exec(html)![1]!) as { routeScripts?: Record<string, string[]> };
    const screenScripts = plan.routeScripts?.['/downloadTemplate'] ?? [];
    expect(screenScripts.length, 'the download route’s scripts in the page’s plan').toBeGreaterThan(0);
    // The app's chunks are held until the screen's script is asked for, or 5 s: asked while they are held, it was the page's
    // early script that asked (Chromium names no script for a modulepreload link a script adds: its initiator is "about:client").
    let asked: Promise<boolean> = Promise.resolve(false);
    const errors: string[] = [];
    let chunks = { held: 0 };
    const { page, context, requests } = await open(
      '/promotion/#/downloadTemplate?app_from=fb&user_from=promo2026&utm_tag=nov&id=1&down_id=D3',
      async (page) => {
        page.on('pageerror', (error) => errors.push(error.message));
        asked = askedSoon(page, (url) => screenScripts.includes(url.pathname));
        chunks = await holdAppChunks(page, asked);
      },
      'load',
      (pathname) => screenScripts.includes(pathname),
    );
    await page.locator('[data-screen="promo-download"]').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(screenshotDir, 'landing-download-route.png') });
    expect(await asked, 'asked while the app was held').toBe(true);
    expect(chunks.held, 'the app’s chunks held').toBeGreaterThan(0);
    // Each once: the app imports what the page fetched.
    expect(requests.map((r) => r.path).sort()).toEqual([...screenScripts].sort());
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('the order page fetches its status picture from its page as soon as the order is in (the banner’s lookup on the reply decides which), and the app draws that one without asking again', async () => {
    // Held until the picture is asked for, or 5 s: a page that leaves it to the app still fails below.
    const statusPicture = (pathname: string) => pathname.startsWith('/images/order-status/');
    const { page, context, requests } = await open(
      `/order?productId=1&orderId=10174&${sessionQuery}`,
      async (page) => {
        await holdAppChunks(page, askedSoon(page, (url) => statusPicture(url.pathname)));
      },
      'load',
      (pathname) => pathname.startsWith('/stations/') || statusPicture(pathname),
    );
    const banner = page.locator('[data-screen="loan-details"] .block-banner-image');
    await expect.poll(() => banner.evaluate((at: HTMLImageElement) => at.complete && at.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    const drawn = new URL((await banner.getAttribute('src'))!, server.url).pathname;
    await page.waitForLoadState('networkidle');
    const pictures = requests.filter((r) => statusPicture(r.path));
    expect(pictures.map((r) => r.path)).toEqual([drawn]);
    expect(sentEarly(pictures[0]!), `${drawn} sent by ${pictures[0]!.stack.join(' < ')}`).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('leaves calls after the first screen to the app, and a page without data calls has no plan', async () => {
    const { page, context, requests } = await open(`/complaintList?${sessionQuery}`);
    await page.getByRole('tab', { name: 'Processed' }).click();
    const first = requests.length;
    expect(requests.map(sentEarly)).toEqual([true]);
    await page.getByText('A collector called my mother', { exact: false }).click();
    await page.locator('[data-screen="complaint-details"]').waitFor();
    const later = requests.slice(first);
    expect(later.length).toBeGreaterThan(0);
    for (const request of later) expect(sentEarly(request), `${request.path} sent by ${request.stack.join(' < ')}`).toBe(false);
    await context.close();
    const html = await (await fetch(`${server.url}/aboutUs`)).text();
    expect(html).not.toContain('id="early-calls"');
    expect(html).not.toContain('early-calls-');
  });
});

/** Notes, from before the page's own scripts, whether the app ever drew a loading state over the layout and how far the page moved. */
function watchFirstDraw(): void {
  const seen = { loadingState: false, layoutShift: 0, builtNode: null as Element | null };
  (window as unknown as { __firstDraw: typeof seen }).__firstDraw = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) seen.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    seen.builtNode = document.querySelector('#root > :first-child');
    new MutationObserver(() => {
      // The app's own loading state (src/renderer/screen-view.tsx ShownBody), not the layout's status line.
      if (document.querySelector('#root .screen-state:not([data-layout])')) seen.loadingState = true;
    }).observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
}

describe('the early reply on screen (issue 31)', () => {
  // Once, in a whole npm test on a busy machine, the app drew a loading state here: the reply's
  // headers were in when the held chunks went, but its body was still being read when the app asked
  // whether its data was in, and it hydrated. The app now waits for a reply on its way as long as it
  // would before a loading state (src/app/route-screen.ts routeScreenHasData), so this holds on a
  // busy machine too (issue 43; it had two retries before).
  it('a data page whose reply is in when the app starts is drawn with it over the build’s page: no hydration, no loading state, no shift, one call', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript({ content: `globalThis.__name = (f) => f;\n(${watchFirstDraw.toString()})();` });
    const calls: string[] = [];
    let replied: () => void = () => undefined;
    const reply = new Promise<void>((done) => (replied = done));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/stations/v')) calls.push(new URL(request.url()).pathname);
    });
    // Its response, not its end: Chromium reports a fetch finished only once the page has read its body.
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/stations/v3/loan-details/loan-details') replied();
    });
    // As on a slow phone: the app's largest chunks (React DOM's, the shared widgets') come after the
    // early call's reply. Known by their size, not their names, which follow whichever module the
    // bundler names them after (the hold matched nothing once React DOM's chunk was renamed).
    const chunks = await holdAppChunks(page, reply);
    await page.goto(`${server.url}/loanDetails?productId=1&orderId=10174&${sessionQuery}`);
    await page.locator('[data-screen="loan-details"]').waitFor();
    await page.waitForFunction(() => document.querySelector('#root[data-prerendered]') === null);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(screenshotDir, 'early-reply-loan-details.png') });
    const seen = await page.evaluate(() => {
      const { loadingState, layoutShift, builtNode } = (window as unknown as { __firstDraw: { loadingState: boolean; layoutShift: number; builtNode: Element | null } }).__firstDraw;
      return { loadingState, layoutShift, drawnOver: builtNode !== null && !builtNode.isConnected };
    });
    expect(chunks.held, 'chunks held until the reply').toBeGreaterThan(0);
    expect(seen).toEqual({ loadingState: false, layoutShift: 0, drawnOver: true });
    expect(calls).toEqual(['/stations/v3/loan-details/loan-details']);
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
