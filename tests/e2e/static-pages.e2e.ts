/**
 * Issue 31, static pages without application scripts, on the production build behind nginx: every
 * route page whose screen needs no script (the compiler's answer, src/compiler/6-emit/script-needs.ts,
 * the one the build reads in src/build/route-html-plugin.ts), or needs it only once a part of it is
 * used (the company site: its contact dialog), in every language, fetches no JS but its own small
 * script (src/app/static-page.ts, and src/app/load-app-on-use.ts on the latter) before the collector
 * of a reporting view, paints the same with scripts blocked, logs no error, sends its vitals as every
 * page does, and goes to the page in the language the host app's property names. On the company
 * site: the phone menu and the language links work with scripts blocked, and a tap on "contact"
 * loads the app, which opens the dialog (and says so when it cannot come).
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import market from '../../config/market.json';
import { compiledProject } from '../../src/compiler/compile-project';
import { pageKindOf, scriptNeedsKinds, scriptNeedsOf, type PageKind } from '../../src/compiler/6-emit/script-needs';
import { appFailedTemplateId } from '../../src/app/on-use-plan';
import { notFoundRoute } from '../../src/app/prerendered-route';
import { clearTelemetry } from '../../src/dev-api/telemetry';
import { runtimeConfigScript } from '../../src/lib/runtime-config';
import { screenshot, screenshotDir, useBrowser, waitForApp, type TestPage } from './browser';
import { leavePage } from './leave-page';
import { differingPixels, fullPagePaint, withPicturesLoaded } from './visual-baseline';
import { inFilipino } from './in-filipino';
import { actionLabelAt, doesStep, fieldLabel, namedField, ofType, pointerOf, screenCopy, startingWith, textAt, textOf } from '../support/screen-copy';

const browser = useBrowser();
const endpoint = '/stations/dev-api/telemetry';
/** The issue's target for a static page's JS, gzip or brotli as served. */
const maxStaticJsBytes = 10_000;
/** The telemetry collector (web-vitals, the queue, the sender), loaded after the page's load and only in a reporting view. */
const collector = /\/assets\/collect-[\w-]+\.js$/;

const project = compiledProject();
const kinds = scriptNeedsKinds(project.schemas);
/** The app's routes whose screens ship as a page of the kind, read from the compiler (not a list kept by hand). */
const routesOf = (kind: PageKind) =>
  project.manifest.filter((screen) => !screen.internal && screen.entry === 'app' && pageKindOf([scriptNeedsOf(project.documents.get(screen.path) ?? {}, kinds)]) === kind).flatMap((screen) => screen.routes);
const staticRoutes = routesOf('static');
/** Those that need the app only once a part of them is used: the company site's pages among them. */
const onUseRoutes = routesOf('on-use');
const languages = market.languages.choices.map((choice) => choice.code);
const cases = [...staticRoutes, ...onUseRoutes].flatMap((route) => languages.map((language) => [route, language] as const));
/** The JS a page fetches before the collector: the static page's script and what it imports, and on a page with the app on use its part for that moment. */
const ownScripts = (route: string) => ['/assets/market.js', '/assets/page-start.js', '/assets/static-page.js', '/runtime-config.js', ...(onUseRoutes.includes(route) ? ['/assets/load-app-on-use.js'] : [])].sort();
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
    // The not-found page is served with its 404 (issue 63), which Chromium logs for the document itself.
    const ownStatus = new URL(message.location().url || 'about:blank').pathname === notFoundRoute && /status of 404/.test(message.text());
    if (message.type() === 'error' && !ownStatus) consoleErrors.push(message.text());
  });
  beacons.length = 0;
  clearTelemetry();
  await page.goto(browser.url(path));
  await waitForApp(page);
  return { page, beacons, consoleErrors };
}

describe('static pages without application scripts (issue 31)', () => {
  afterEach(() => clearTelemetry());

  it('the compiler names the script-free routes and those with the app on use, and each has its page', () => {
    expect(staticRoutes.length, 'script-free routes (npm run script-needs)').toBeGreaterThan(0);
    expect(onUseRoutes, 'routes with the app on use (npm run script-needs)').toEqual(expect.arrayContaining(['/', '/About', '/Loan', '/Policy']));
  });

  it.each(cases)('%s in %s: its own script only (≤ 10 kB), no error, its vitals sent', { timeout: 60000 }, async (route, language) => {
    const { page, beacons, consoleErrors } = await openReporting(`${addressOf(route, language)}${addressOf(route, language).includes('?') ? '&' : '?'}sessionId=sess-42`);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.locator('[data-screen]').count()).toBe(1);
    // The collector comes after the page has loaded, when the browser is idle.
    await expect.poll(async () => (await scriptsFetched(page)).some((script) => collector.test(script.path)), { timeout: 15000 }).toBe(true);
    const scripts = await scriptsFetched(page);
    const own = scripts.filter((script) => !collector.test(script.path));
    expect(own.map((script) => script.path.replace(/-[\w-]{8}\.js$/, '.js')).sort()).toEqual(ownScripts(route));
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
    await withPicturesLoaded(blocked);
    const without = await fullPagePaint(blocked);
    if (route === '/faq') await screenshot(blocked, `static-faq-${language}-scripts-blocked`);
    const withScripts = await browser.open(addressOf(route, language));
    await withPicturesLoaded(withScripts);
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
      // A link to another page (a language link goes to this one).
      const link = page.locator('#root a[data-in-app-link]:not([data-language-choice])').first();
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

/** The company site's header (its navigation, menu and contact dialog) and its home page's contact button, read from the screens. */
const header = 'fragments/site-header';
const siteNav = screenCopy(header).at('site navigation', ofType('site-nav'));
const navLabel = textAt(header, `${siteNav}/label`);
const menuLabel = textAt(header, `${siteNav}/menuLabel`);
const [aboutUs, navContact] = [1, 4].map((index) => textAt(header, `${siteNav}/items/${index}/label`)) as [string, string];
const homeContact = textOf('site-home', 'contact button', doesStep('open-dialog', { dialog: 'contact' }), 'label');
const dialogTitle = textAt(header, '/dialogs/contact/title');
const submit = textAt(header, actionLabelAt(header, 'contactSubmit'));
const completeInformation = textAt(header, `${pointerOf(header, 'name field', namedField('name'))}/rules/required`);
const switchLabel = textOf(header, 'language switch', ofType('language-switch'), 'label');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
/** The app's entry (src/app/main.ts), which a page with the app on use fetches only once a part is used. */
const appEntry = /\/assets\/main-[\w-]+\.js$/;

/** Whether Chromium tells screen readers the button named `name` is expanded (its accessibility tree, as a screen reader reads it). */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
  await cdp.detach();
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === 'expanded')?.value.value;
  return expanded === undefined ? undefined : Boolean(expanded);
}

describe('the company site: static until its contact dialog is used (issue 31)', () => {
  it('with scripts blocked, the phone menu opens, says so, closes with Escape, and its links go to their pages', { timeout: 60000 }, async () => {
    const page = await browser.open('/', phone, {}, { scripts: false });
    const nav = page.getByRole('navigation', { name: navLabel });
    const about = nav.getByRole('link', { name: aboutUs });
    const menu = page.getByRole('button', { name: menuLabel });
    expect(await about.isVisible()).toBe(false);
    expect(await expandedState(page, menuLabel)).toBe(false);
    await menu.click();
    await about.waitFor();
    expect(await expandedState(page, menuLabel)).toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'on-use-home-390-menu-scripts-blocked.png') });
    await page.keyboard.press('Escape');
    await about.waitFor({ state: 'hidden' });
    expect(await expandedState(page, menuLabel)).toBe(false);
    // From the keyboard: the button opens it, and the next Tab is its first link.
    await menu.focus();
    await page.keyboard.press('Enter');
    await about.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav') !== null)).toBe(true);
    await about.click();
    await page.waitForURL((url) => url.pathname === '/About');
    expect(await page.locator('#root[data-prerendered="/About"]').count()).toBe(1);
  });

  it('fetches no app before use; a tap on contact shows it is busy, loads the app, which opens the dialog; the form checks its fields and sends as before', { timeout: 60000 }, async () => {
    const page = await browser.open('/', phone);
    await page.waitForLoadState('load');
    const before = await scriptsFetched(page);
    expect(before.filter((script) => appEntry.test(script.path))).toEqual([]);
    // The app's entry held, to see the tap's part busy meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await page.route(appEntry, async (route) => {
      await held;
      await route.continue();
    });
    const contact = page.getByRole('main').getByRole('button', { name: homeContact }).first();
    await contact.click();
    await expect.poll(() => contact.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    const dialog = page.getByRole('dialog', { name: startingWith(dialogTitle) });
    await dialog.waitFor();
    expect(await contact.getAttribute('aria-busy')).toBeNull();
    expect((await scriptsFetched(page)).some((script) => appEntry.test(script.path)), 'the app came with the tap').toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'on-use-home-390-dialog.png') });
    // The form as site.e2e.ts knows it: every field checked, the success toast, the dialog closed.
    await dialog.getByRole('button', { name: submit }).click();
    await page.getByTestId('toast').getByText(completeInformation, { exact: true }).waitFor();
    await dialog.getByLabel(fieldLabel(header, 'name')).fill('Juan dela Cruz');
    await dialog.getByLabel(fieldLabel(header, 'phone')).fill('0917 123 4567');
    await dialog.getByLabel(fieldLabel(header, 'message')).fill('Can I pay my loan early?');
    await dialog.getByRole('button', { name: submit }).click();
    await page.getByTestId('toast').getByText(textAt(header, '/actions/contactSubmit/1/message'), { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Hydrated without a mismatch (reported as a page error), and the menu is the app's now: a choice closes it.
    expect(page.errors).toEqual([]);
    expect(page.apiCalls).toEqual([]);
  });

  it.each(languages)('in %s: a load that fails says so (the market’s network error), and the next tap opens the dialog', { timeout: 60000 }, async (language) => {
    const say = (text: string) => (language === market.languages.default ? text : inFilipino(text));
    const page = await browser.open(addressOf('/About', language), desktop);
    let offline = true;
    await page.route(appEntry, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    const contact = page.getByRole('navigation', { name: say(navLabel) }).getByRole('button', { name: say(navContact) });
    await contact.click();
    const told = page.getByRole('alert').getByText(say(market.messages.networkError), { exact: true });
    await told.waitFor();
    expect(await page.locator(`#${appFailedTemplateId}`).count(), 'the toast is a copy of the page’s template').toBe(1);
    expect(await contact.getAttribute('aria-busy')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.screenshot({ path: join(screenshotDir, `on-use-about-1280-failed-${language}.png`) });
    offline = false;
    await contact.click();
    await page.getByRole('dialog', { name: startingWith(say(dialogTitle)) }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(page.errors).toEqual([]);
  });

  it('the language links go to the page in the other language and keep the choice for the next visit, with scripts or without', { timeout: 60000 }, async () => {
    const [english, filipino] = market.languages.choices as [(typeof market.languages.choices)[number], (typeof market.languages.choices)[number]];
    const page = await browser.open('/About?sessionId=s-1', desktop);
    const link = page.getByRole('group', { name: switchLabel }).getByRole('link', { name: filipino.label });
    expect(await link.getAttribute('href')).toBe(`/About?lang=${filipino.code}&sessionId=s-1`);
    await link.click();
    await page.waitForURL((url) => url.searchParams.get('lang') === filipino.code);
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(filipino.code);
    expect((await page.context().cookies()).find((cookie) => cookie.name === market.languages.cookie)?.value).toBe(filipino.code);
    // The next visit without lang is in Filipino (the cookie), and the English link goes back.
    await page.goto(browser.url('/Loan'));
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(filipino.code);
    await page.getByRole('group', { name: inFilipino(switchLabel) }).getByRole('link', { name: english.label }).click();
    await page.waitForURL((url) => url.searchParams.get('lang') === english.code);
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(english.code);
    expect(page.errors).toEqual([]);

    const blocked = await browser.open('/About', desktop, {}, { scripts: false });
    await blocked.getByRole('group', { name: switchLabel }).getByRole('link', { name: filipino.label }).click();
    await blocked.waitForURL((url) => url.searchParams.get('lang') === filipino.code);
    expect(await blocked.locator('html').getAttribute('lang')).toBe(filipino.code);
    expect(await blocked.locator(`#root[data-prerendered-lang="${filipino.code}"]`).count()).toBe(1);
  });

  it.each([phone, desktop])('/ at %o: the page with scripts blocked, then after the dialog opens', { timeout: 60000 }, async (viewport) => {
    const blocked = await browser.open('/', viewport, {}, { scripts: false });
    await blocked.screenshot({ path: join(screenshotDir, `on-use-home-${viewport.width}-scripts-blocked.png`) });
    const page = await browser.open('/', viewport);
    await page.getByRole('main').getByRole('button', { name: homeContact }).first().click();
    await page.getByRole('dialog', { name: startingWith(dialogTitle) }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(screenshotDir, `on-use-home-${viewport.width}-dialog.png`) });
    expect(page.errors).toEqual([]);
  });
});
