/**
 * Issue 31, static pages without application scripts, on the production build behind nginx: every
 * route page whose screen needs no script (the compiler's answer, src/compiler/6-emit/script-needs.ts,
 * the one the build reads in src/build/route-html-plugin.ts), in every language, fetches no JS but its
 * own small script (src/app/static-page.ts) before the collector of a reporting view, paints the same
 * with scripts blocked, logs no error, sends its vitals as every page does, and goes to the page in
 * the language the host app's property names.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import market from '../../config/market.json';
import { compiledProject } from '../../src/compiler/compile-project';
import { pageKindOf, scriptNeedsKinds, scriptNeedsOf } from '../../src/compiler/6-emit/script-needs';
import { clearTelemetry } from '../../src/dev-api/telemetry';
import { runtimeConfigScript } from '../../src/lib/runtime-config';
import { screenshot, useBrowser, waitForApp, type TestPage } from './browser';
import { leavePage } from './leave-page';
import { differingPixels, fullPagePaint } from './visual-baseline';

const browser = useBrowser();
const endpoint = '/stations/dev-api/telemetry';
/** The issue's target for a static page's JS, gzip or brotli as served. */
const maxStaticJsBytes = 10_000;
/** The telemetry collector (web-vitals, the queue, the sender), loaded after the page's load and only in a reporting view. */
const collector = /\/assets\/collect-[\w-]+\.js$/;

const project = compiledProject();
const kinds = scriptNeedsKinds(project.schemas);
/** The app's routes whose screens need no script, read from the compiler (not a list kept by hand). */
const staticRoutes = project.manifest
  .filter((screen) => !screen.internal && screen.entry === 'app' && pageKindOf([scriptNeedsOf(project.documents.get(screen.path) ?? {}, kinds)]) === 'static')
  .flatMap((screen) => screen.routes);
const languages = market.languages.choices.map((choice) => choice.code);
const cases = staticRoutes.flatMap((route) => languages.map((language) => [route, language] as const));
/** The address of `route` in `language`: the default's as it is, another's with its lang query value. */
const addressOf = (route: string, language: string) => (language === market.languages.default ? route : `${route}?lang=${language}`);

/** The JS files the page fetched (path and bytes as sent), in the order they came. */
function scriptsFetched(page: Page): Promise<{ path: string; bytes: number; afterLoad: boolean }[]> {
  return page.evaluate(() => {
    const loadEnd = performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { path: new URL(entry.name).pathname, bytes: timing.encodedBodySize, afterLoad: timing.startTime >= loadEnd && loadEnd > 0 };
      });
  });
}

/** Opens `path` with reports on (every view, to the dev API's receiver), recording each beacon and each console error. */
async function openReporting(path: string, hostLanguage?: string, locale = 'en-US'): Promise<{ page: TestPage; beacons: string[]; consoleErrors: string[] }> {
  const beacons: string[] = [];
  const answer = async (request: Request) => {
    if (new URL(request.url).pathname === endpoint) beacons.push(await request.text());
    return undefined;
  };
  const page = await browser.open('/notFound', undefined, { answer, latencyMs: 0 }, { locale });
  await page.context().route('**/runtime-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: runtimeConfigScript({ apiOrigin: '', telemetry: { endpoint, sampleRate: 1 } }) }),
  );
  if (hostLanguage) await page.addInitScript(([name, code]) => Object.assign(window, { [name as string]: code }), [market.languages.hostGlobal, hostLanguage]);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  beacons.length = 0;
  clearTelemetry();
  await page.goto(browser.url(path));
  await waitForApp(page);
  return { page, beacons, consoleErrors };
}

describe('static pages without application scripts (issue 31)', () => {
  afterEach(() => clearTelemetry());

  it('the compiler names the script-free routes, and each has its page', () => {
    expect(staticRoutes.length, 'script-free routes (npm run script-needs)').toBeGreaterThan(0);
  });

  it.each(cases)('%s in %s: its own script only (≤ 10 kB), no error, its vitals sent', { timeout: 60000 }, async (route, language) => {
    const { page, beacons, consoleErrors } = await openReporting(`${addressOf(route, language)}${addressOf(route, language).includes('?') ? '&' : '?'}sessionId=sess-42`);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.locator('[data-screen]').count()).toBe(1);
    // The collector comes after the page has loaded, when the browser is idle.
    await expect.poll(async () => (await scriptsFetched(page)).some((script) => collector.test(script.path)), { timeout: 15000 }).toBe(true);
    const scripts = await scriptsFetched(page);
    const own = scripts.filter((script) => !collector.test(script.path));
    expect(own.map((script) => script.path.replace(/-[\w-]{8}\.js$/, '.js')).sort()).toEqual(['/assets/market.js', '/assets/page-start.js', '/assets/static-page.js', '/runtime-config.js']);
    const bytes = own.reduce((sum, script) => sum + script.bytes, 0);
    expect(bytes, `${route}: the JS before the collector, as sent: ${JSON.stringify(own)}`).toBeLessThanOrEqual(maxStaticJsBytes);
    expect(scripts.find((script) => collector.test(script.path))?.afterLoad, 'the collector loads after the page').toBe(true);
    // In-app links keep the session of the address, as the app's steps do.
    for (const href of await page.locator('#root a[data-in-app-link]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toContain('sessionId=sess-42');
    const batches = await leavePage(page, beacons);
    const batch = batches[0];
    expect(batch, 'a batch when the page is hidden').toBeDefined();
    expect(batch?.route.path).toBe(route);
    expect(batch?.language).toBe(language);
    expect(batch?.build).toMatch(/^\d+\.\d+\.\d+/);
    expect(batch?.pageView).toMatch(/^[0-9a-f]{16}$/);
    const vitals = new Set(batches.flatMap((b) => b.entries).flatMap((entry) => (entry.kind === 'vital' ? [entry.name] : [])));
    for (const name of ['TTFB', 'FCP', 'LCP']) expect(vitals, `${route}: ${name} in ${JSON.stringify(batches)}`).toContain(name);
    for (const body of beacons) expect(body).not.toContain('sess-42');
    expect(page.errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    console.log(`${route} (${language}): ${own.map((script) => `${script.path} ${script.bytes} B`).join(', ')}; ${bytes} B before the collector`);
  });

  it.each(cases)('%s in %s paints the same with scripts blocked', { timeout: 60000 }, async (route, language) => {
    const blocked = await browser.open(addressOf(route, language), undefined, {}, { scripts: false });
    const without = await fullPagePaint(blocked);
    if (route === '/faq') await screenshot(blocked, `static-faq-${language}-scripts-blocked`);
    const withScripts = await browser.open(addressOf(route, language));
    const alive = await fullPagePaint(withScripts);
    expect(differingPixels(without, alive), `${route} (${language}): pixels that differ with and without scripts`).toBe(0);
  });

  it.each(cases)("%s in %s goes to the host app's other language", { timeout: 60000 }, async (route, language) => {
    const other = languages.find((code) => code !== language) as string;
    const tag = market.languages.choices.find((choice) => choice.code === language)?.acceptLanguage.split(',')[0] as string;
    // The host serves the page in the browser's language (Accept-Language); the host app's property, which the host cannot see, names another: the script goes to it.
    const { page, consoleErrors } = await openReporting(`${route}?sessionId=s-1`, other, tag);
    await page.waitForURL((url) => url.searchParams.get('lang') === other);
    await page.waitForFunction((code) => document.documentElement.lang === code && document.querySelector('#root[data-prerendered]') === null, other);
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('s-1');
    expect(await page.locator('[data-screen]').count()).toBe(1);
    expect(page.errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('an in-app link of a static page works with scripts blocked', { timeout: 60000 }, async () => {
    let followed = 0;
    for (const route of staticRoutes) {
      const page = await browser.open(route, undefined, {}, { scripts: false });
      const link = page.locator('#root a[data-in-app-link]').first();
      if ((await link.count()) === 0) continue;
      const href = (await link.getAttribute('href')) as string;
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      // The next route's own page, as its host serves it (a data screen's layout, with scripts blocked).
      expect(await page.locator(`#root[data-prerendered="${href}"]`).count(), `${route} → ${href}`).toBe(1);
      followed += 1;
    }
    expect(followed, 'static pages with an in-app link (the FAQ’s customer service button)').toBeGreaterThan(0);
  });
});
