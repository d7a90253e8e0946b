import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request as PlaywrightRequest } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { BROWSER_LOG_PREFIX } from '../../src/bridge/bridge';
import { useContractCheck } from './contract-traffic';
import { routeDevApi, type DevApiRouteOptions } from './dev-api-route';
import { chromiumArgs } from '../../scripts/lib/chromium-args';

export { chromiumArgs };

export const screenshotDir = join(import.meta.dirname, '../../test-results/screenshots');

/** A page opened by useBrowser: what it logged and called, for the test to check. */
export type TestPage = Page & { errors: string[]; apiCalls: string[]; bridgeCalls: string[]; pendingApiCalls: Set<PlaywrightRequest>; pendingCode: Set<PlaywrightRequest> };

/** One browser per test file; each page gets a fresh context (fresh storage, fresh dev-API data). */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  useContractCheck();
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /**
     * Opens `path` in a fresh context. `scripts: false` opens it as a browser that runs none (what a
     * phone paints before the scripts come); `html` rewrites the page's HTML as the host serves it;
     * `init` runs before the page's own scripts (e.g. a host app's bridge object, as a webview has it);
     * `before` is given the page before it opens (e.g. to hold one of its requests).
     */
    async open(
      path: string,
      viewport = { width: 390, height: 844 },
      api: DevApiRouteOptions = {},
      { locale = 'en-US', scripts = true, html, init, before }: { locale?: string; scripts?: boolean; html?: (text: string) => string; init?: string; before?: (page: Page) => Promise<unknown> } = {},
    ): Promise<TestPage> {
      // The dev API's data is one per test process: the previous page must not write to it any more.
      for (const old of contexts.splice(0)) await old.close().catch(() => undefined);
      // The browser's language is the page's last resort (src/i18n/language.ts): fixed, whatever the machine's.
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale, javaScriptEnabled: scripts });
      contexts.push(context);
      const page = (await context.newPage()) as TestPage;
      if (html) {
        const address = new URL(`${inject('baseUrl')}${path}`);
        address.hash = '';
        await page.route(
          (url) => url.href === address.href,
          async (route) => {
            const response = await route.fetch();
            // The body is rewritten, so the host's encoding and length no longer describe it.
            const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
            await route.fulfill({ status: response.status(), headers, body: html(await response.text()) });
          },
        );
      }
      await routeDevApi(context, page, api);
      page.bridgeCalls = recordBridgeCalls(page);
      page.errors = [];
      page.apiCalls = [];
      page.pendingApiCalls = new Set();
      page.pendingCode = new Set();
      page.on('pageerror', (error) => page.errors.push(error.message));
      page.on('request', (request) => {
        // Code and styles still coming (a dialog's chunk, fetched once the screen is painted) are more to draw.
        if (['script', 'stylesheet'].includes(request.resourceType())) page.pendingCode.add(request);
        if (!new URL(request.url()).pathname.startsWith('/stations/')) return;
        if (new URL(request.url()).pathname.startsWith('/stations/v')) page.apiCalls.push(request.url());
        page.pendingApiCalls.add(request);
      });
      const ended = (request: PlaywrightRequest) => {
        page.pendingApiCalls.delete(request);
        page.pendingCode.delete(request);
      };
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      if (init) await page.addInitScript(init);
      await before?.(page);
      await page.goto(`${inject('baseUrl')}${path}`);
      if (scripts) await waitForApp(page);
      return page;
    },
    url: (path: string) => `${inject('baseUrl')}${path}`,
  };
}

/**
 * The host-app bridge calls a page makes, as `action {json params}`: a plain browser logs each to the
 * console (the production build shows borrowers no note), so the test reads them there.
 */
export function recordBridgeCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'info' && text.startsWith(BROWSER_LOG_PREFIX)) calls.push(text.slice(BROWSER_LOG_PREFIX.length));
  });
  return calls;
}

/** Waits until the page has made a bridge call matching the pattern. */
export async function waitForBridgeCall(calls: readonly string[], pattern: RegExp, timeout = 10000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!calls.some((call) => pattern.test(call))) {
    if (Date.now() > deadline) throw new Error(`no bridge call matching ${pattern} within ${timeout} ms; calls: ${JSON.stringify(calls)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * Waits until the app has taken the page over: a prerendered page shows its HTML at once, and a test
 * that acted on it before the scripts had run would test the HTML, not the app. (Acting early is
 * tested on purpose in pages.e2e.ts.)
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root[data-prerendered]') === null);
}

/**
 * Waits until the page has nothing left to draw: no API call or code in flight, every frame loaded with its
 * pictures and fonts, and every frame of the app showing a screen drawn by the app (hydrated). Used before a screenshot instead
 * of Playwright's 'networkidle', which can wait forever on a page with an iframe (the company site's
 * policy page embeds /privacyPolicy) and then says only "Timeout"; this one names what is missing.
 */
export async function waitForSettled(page: TestPage, timeout = 15000): Promise<void> {
  const deadline = Date.now() + timeout;
  const origin = new URL(page.url()).origin;
  for (;;) {
    const missing: string[] = [
      ...[...page.pendingApiCalls].map((request) => `API call in flight: ${request.method()} ${request.url()}`),
      ...[...(page.pendingCode ?? [])].map((request) => `${request.resourceType()} still loading: ${request.url()}`),
    ];
    for (const frame of page.frames()) {
      const sameApp = frame.url().startsWith(origin);
      const state = await frame
        .evaluate(
          (sameApp) => ({
            ready: document.readyState === 'complete',
            // A lazy picture out of view waits, by design, until the reader scrolls near it: not loading
            // (the order page's other lenders' logos, below its caps line and lender card since issue 61).
            images: [...document.images]
              .filter((image) => !image.complete && !(image.loading === 'lazy' && (image.getBoundingClientRect().top > innerHeight || image.getBoundingClientRect().bottom < 0)))
              .map((image) => image.src),
            fonts: document.fonts.status === 'loaded',
            screen: !sameApp || document.querySelector('[data-screen]') !== null,
            // src/app/app.tsx drops the mark once the app has drawn the page with its own values.
            hydrated: !sameApp || document.querySelector('#root[data-prerendered]') === null,
            // A lazy frame (the loan agreement's dialog, opened on load) starts after the page has
            // loaded, so page.frames() may not list it yet: one shown and still blank is waited for.
            blankFrames: [...document.querySelectorAll('iframe')]
              .filter((element) => element.getClientRects().length > 0 && element.contentDocument && (element.contentDocument.URL === 'about:blank' || element.contentDocument.readyState !== 'complete'))
              .map((element) => element.src),
          }),
          sameApp,
        )
        .catch(() => ({ ready: false, images: [], fonts: false, screen: false, hydrated: false, blankFrames: [] }));
      const where = frame === page.mainFrame() ? 'page' : `frame ${frame.url()}`;
      if (!state.ready) missing.push(`${where}: still loading`);
      if (!state.fonts) missing.push(`${where}: fonts still loading`);
      if (!state.screen) missing.push(`${where}: no screen drawn`);
      if (!state.hydrated) missing.push(`${where}: still showing the build's markup (not hydrated yet)`);
      for (const src of state.images) missing.push(`${where}: picture still loading ${src}`);
      for (const src of state.blankFrames) missing.push(`${where}: frame still loading ${src}`);
    }
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`the page did not settle within ${timeout} ms:\n${missing.join('\n')}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** What the dev API recorded (bind calls, SMS, clicks…), read through the page so the service worker answers. */
export async function devApiState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const reply = await fetch('/stations/dev-api/state');
    return (await reply.json()) as Record<string, unknown>;
  });
}

/** The landing captcha the dev API drew for the picture now on the page (tests cannot read the picture). */
export async function captchaText(page: Page): Promise<{ sid: string; text: string }> {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[src*="get-captcha"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  const src = (await page.locator('img[src*="get-captcha"]').getAttribute('src')) ?? '';
  const sid = new URL(src, 'http://x').searchParams.get('sid') ?? '';
  const state = (await devApiState(page)) as { captchas: Record<string, string> };
  return { sid, text: state.captchas[sid] ?? '' };
}
