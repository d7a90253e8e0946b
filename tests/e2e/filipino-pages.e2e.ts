import { describe, expect, it } from 'vitest';
import { staticPageAttribute } from '../../src/build/route-html-plugin';
import type { Page } from 'playwright-core';
import { contractRoutes, sessionQuery } from '../../scripts/contract/contract-routes';
import bindBank from '../../screens/bind-bank.json' with { type: 'json' };
import siteAbout from '../../screens/site-about.json' with { type: 'json' };
import { inFilipino } from './in-filipino';
import { copyOf } from '../support/screen-copy';

/** What the pages show, read from their JSON (not quoted), so a copy edit keeps these tests green. */
const aboutHeading = copyOf(siteAbout).firstText('heading');
import { screenshot, useBrowser, waitForApp, type TestPage } from './browser';
import { isChunkOf, languagesChunk } from '../../src/build/chunk-groups';

// Filipino pages from HTML (issue 27): the host (serve:prod here) serves the page the build drew in
// the reader's language (index.fil.html, picked by src/i18n/host-language.ts), so with the app's
// scripts held the first paint is already Filipino; once they run, the app hydrates that markup
// (a mismatch would be a page error) instead of drawing the page again.
const browser = useBrowser();

/** A page of the server without the app (no #root), so the scripts can be held before any app page loads. */
const noApp = '/robots.txt';

/** Holds every script of the build until `release`: what shows meanwhile is the HTML the host served. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((done) => (release = done));
  let count = 0;
  await page.route('**/assets/*.js', async (route) => {
    count += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => count };
}

/**
 * Opens `path` with the scripts held and checks the first paint is the Filipino page the build drew
 * (its text, <html lang="fil">, #root marked fil), takes its screenshot, then lets the scripts run and
 * checks the app took the page over without a mismatch and kept it Filipino.
 */
async function firstPaintThenHydration(page: TestPage, path: string, visible: { heading?: string; text?: string }, shot: string): Promise<void> {
  const { release, held } = await holdScripts(page);
  // Module scripts keep the document from finishing: wait for the response alone.
  await page.goto(browser.url(path), { waitUntil: 'commit' });
  const filipino = visible.heading ? page.getByRole('heading', { name: inFilipino(visible.heading) }) : page.getByText(inFilipino(visible.text ?? ''));
  await filipino.first().waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('fil');
  await page.locator('#root[data-prerendered][data-prerendered-lang="fil"]').waitFor({ state: 'attached' });
  expect(held(), 'the scripts are held: this is the HTML alone').toBeGreaterThan(0);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await screenshot(page, shot);

  release();
  await waitForApp(page);
  await page.waitForLoadState('load');
  await filipino.first().waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('fil');
  expect(await page.locator('#root[data-prerendered-lang]').count(), 'the language mark goes with the route mark').toBe(0);
  // A hydration mismatch is reported as a page error (src/app/mount-app.tsx).
  expect(page.errors).toEqual([]);
}

describe('Filipino pages from HTML (production build, scripts held)', () => {
  it('/About?lang=fil paints Filipino before any script, then hydrates it', async () => {
    const page = await browser.open(noApp);
    await firstPaintThenHydration(page, '/About?lang=fil', { heading: aboutHeading }, 'filipino-first-paint-about');
    expect(await page.title()).toBe(inFilipino(siteAbout.title));
  });

  it('/bindBank?productId=1&lang=fil (with the session query) paints its Filipino layout before any script, then hydrates it with its data', async () => {
    const page = await browser.open(noApp);
    await firstPaintThenHydration(page, `/bindBank?productId=1&lang=fil&${sessionQuery}`, { text: copyOf(bindBank).firstText('paragraph') }, 'filipino-first-paint-bind-bank');
    await page.getByRole('button', { name: inFilipino(bindBank.footer[0]?.label ?? '') }).waitFor();
  });

  it('the lang cookie alone (no query) gets the Filipino page, as after a ?lang=fil link or the switch', async () => {
    const page = await browser.open(noApp);
    await page.context().addCookies([{ name: 'lang', value: 'fil', url: browser.url('/') }]);
    await firstPaintThenHydration(page, '/About', { heading: aboutHeading }, 'filipino-first-paint-cookie');
  });

  it('a browser that asks for fil-PH (Accept-Language) gets the Filipino page', async () => {
    const page = await browser.open(noApp, undefined, {}, { locale: 'fil-PH' });
    await firstPaintThenHydration(page, '/About', { heading: aboutHeading }, 'filipino-first-paint-accept-language');
  });

  it('a ?lang=fil link sets the cookie, so the next full page load without lang is served in Filipino', async () => {
    const page = await browser.open('/faq?lang=fil');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')).toMatchObject({ value: 'fil', path: '/', sameSite: 'Lax' });
    await firstPaintThenHydration(page, '/About', { heading: aboutHeading }, 'filipino-first-paint-after-link');
  });
});

/** The route page the host serves for `path` with these request headers. */
async function servedPage(path: string, headers: Record<string, string>): Promise<{ html: string; vary: string | null; routeLinks: Set<string> }> {
  const reply = await fetch(browser.url(path), { headers });
  // An address with no page is answered with the not-found page, as a 404 (tests/e2e/host-headers.e2e.ts).
  expect(reply.status, path).toBe(path.startsWith('/no/such/') ? 404 : 200);
  const html = await reply.text();
  const routeLinks = new Set([...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*data-route=/g)].map((match) => match[1] as string));
  return { html, vary: reply.headers.get('vary'), routeLinks };
}

describe('every route’s page in Filipino, as the host serves it', () => {
  const pages = contractRoutes.map((route) => route.path.split('#')[0] as string).filter((path, at, all) => all.indexOf(path) === at);

  it.each(pages)('%s: with the lang cookie, the page drawn in Filipino, linking the Filipino screen chunk and the languages module instead of the English chunk', async (path) => {
    const english = await servedPage(path, { cookie: 'lang=en', 'accept-language': 'fil' });
    const filipino = await servedPage(path, { cookie: 'lang=fil', 'accept-language': 'en' });
    expect(english.html).toMatch(/<html lang="en"/);
    expect(filipino.html).toMatch(/<html lang="fil"/);
    expect(filipino.html).toMatch(/<div id="root" data-prerendered="[^"]+" data-prerendered-lang="fil">/);
    for (const page of [english, filipino]) expect(page.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    // A static page (issue 31, tests/e2e/static-pages.e2e.ts) has no app to link, in either language.
    if (filipino.html.includes(`${staticPageAttribute}>`)) return expect([...english.routeLinks, ...filipino.routeLinks]).toEqual([]);
    const onlyFilipino = [...filipino.routeLinks].filter((href) => !english.routeLinks.has(href));
    const onlyEnglish = [...english.routeLinks].filter((href) => !filipino.routeLinks.has(href));
    expect(onlyFilipino.some((href) => isChunkOf(languagesChunk, href)), 'the languages module is linked').toBe(true);
    // The screen's own chunk in Filipino, in place of the English one.
    expect(onlyEnglish.length, 'an English screen chunk is replaced').toBeGreaterThan(0);
    expect(onlyFilipino.length).toBe(onlyEnglish.length + 1);
  });
});
