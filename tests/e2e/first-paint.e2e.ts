// What a phone paints before any script has come: the prerendered markup with only the CSS it uses
// inline (src/build/used-css.ts), the page's whole stylesheets left disabled for the app to enable
// (src/app/whole-stylesheets.ts). On every route of CONTRACT.md, that paint must look the same as the
// markup with the whole stylesheets: a rule the pruning wrongly dropped shows as a difference here.
// Then, with scripts, the app enables the whole sheets before it draws, fetching each once.
import { describe, expect, it } from 'vitest';
import { contractRoutes } from '../../scripts/contract/contract-routes';
import { wholeSheetAttribute } from '../../src/app/whole-stylesheets';
import { screenshot as saveScreenshot, useBrowser, waitForSettled } from './browser';
import { differingPixels, fullPagePaint, visualCases, visualName } from './visual-baseline';

/** The page as served, with its whole stylesheets applied as well as the inlined part. */
const withWholeSheets = (html: string) => html.replaceAll(`<link disabled ${wholeSheetAttribute} `, '<link ');

describe('the first paint, before any script', () => {
  const browser = useBrowser();

  it.each(visualCases(contractRoutes).map(({ route, viewport }) => [visualName(route, viewport.width), route, viewport] as const))('%s looks as with the whole stylesheets', async (name, route, viewport) => {
    const inlined = await browser.open(route.path, viewport, {}, { scripts: false });
    expect(await inlined.locator('style[data-inlined]').count(), 'the page inlines the CSS its markup uses').toBe(1);
    expect(await inlined.locator(`link[${wholeSheetAttribute}]:not([disabled])`).count(), 'no whole sheet applies before the scripts').toBe(0);
    const before = await fullPagePaint(inlined);
    await saveScreenshot(inlined, `first-paint-${name}`);
    const whole = await browser.open(route.path, viewport, {}, { scripts: false, html: withWholeSheets });
    expect(await whole.locator('link[rel="stylesheet"]:not([disabled])').count(), 'the whole sheets apply').toBeGreaterThan(0);
    const reference = await fullPagePaint(whole);
    expect(differingPixels(before, reference), `${route.path}: pixels that differ between the inlined CSS and the whole stylesheets`).toBe(0);
  });

  it('the app enables the whole stylesheets before it draws, fetching each once', async () => {
    // A page with the app (/faq and the company site are static pages now, whose sheets stay disabled until the app comes: tests/e2e/static-pages.e2e.ts).
    const page = await browser.open('/error?message=Session%20expired');
    await waitForSettled(page);
    const sheets = await page.evaluate((attribute) => {
      const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${attribute}]`)];
      const fetched = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      return links.map((link) => ({ href: new URL(link.href).pathname, disabled: link.hasAttribute('disabled'), applied: link.sheet !== null, fetches: fetched.filter((path) => path === new URL(link.href).pathname).length }));
    }, wholeSheetAttribute);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(sheet, sheet.href).toEqual({ href: sheet.href, disabled: false, applied: true, fetches: 1 });
  });
});
