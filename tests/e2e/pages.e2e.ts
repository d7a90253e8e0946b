import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionQuery } from '../../scripts/contract/contract-routes';
import { screenshot, useBrowser, waitForApp, waitForBridgeCall } from './browser';
import market from '../../config/market.json' with { type: 'json' };
import { all, doesStep, fieldLabel, ofType, pointerOf, screenCopy, showing, shownAt, textAt, textOf } from '../support/screen-copy';

const browser = useBrowser();

/** Sums the page's layout shifts from now on (layoutShiftSince reads the sum). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift' });
  });
}

const layoutShiftSince = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));

describe('customer service and static pages in Chromium', () => {
  /** Opens a route with every script held, as a slow network does: what shows is the HTML alone. */
  async function withScriptsHeld(path: string) {
    const page = await browser.open('/notFound');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(browser.url(path), { waitUntil: 'commit' });
    return { page, release };
  }

  it('draws a static route from its HTML alone, before any script has run, and hydrates it without a change', async () => {
    const { page, release } = await withScriptsHeld('/About');
    await page.locator('[data-screen="site-about"]').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await page.locator('main').innerText()).length, 'the page’s text is in the HTML').toBeGreaterThan(300);
    expect(await page.getByRole('status', { name: market.messages.loading }).isVisible(), 'no loading indicator over prerendered content').toBe(false);
    await screenshot(page, 'html-before-scripts-about');
    release();
    // The menu opens with no script at all; "Contact us" in it brings the app (the page is static until
    // then: static-pages.e2e.ts), which hydrates the build's markup (a mismatch is reported as a page error) and opens the dialog.
    const siteNav = screenCopy('fragments/site-header').at('site navigation', ofType('site-nav'));
    await waitForApp(page);
    await page.getByRole('button', { name: textAt('fragments/site-header', `${siteNav}/menuLabel`) }).click();
    await page.getByRole('navigation').getByRole('button', { name: textAt('fragments/site-header', `${siteNav}/items/4/label`) }).click();
    await page.getByRole('dialog').waitFor();
    expect(page.errors).toEqual([]);
  });

  it('draws a data route’s layout from its HTML alone (its static text, placeholders for data), then its data once the scripts have run', async () => {
    const { page, release } = await withScriptsHeld(`/loanConfirm?productId=1&${sessionQuery}`);
    const layout = page.locator('#root [data-screen-layout="loan-confirm"]');
    await layout.waitFor();
    expect(await layout.getByText(textAt('loan-confirm', `${screenCopy('loan-confirm').before('payment plan', ofType('repeat', { items: 'data.offer.repay_plans' }))}/text`)).isVisible()).toBe(true);
    expect(await layout.locator('.block-skeleton').count()).toBeGreaterThan(2);
    await screenshot(page, 'html-before-scripts-loan-confirm');
    release();
    await page.locator('[data-screen="loan-confirm"]').waitFor();
    await page.getByText('₱', { exact: false }).first().waitFor();
    expect(page.errors).toEqual([]);
  });

  it('draws nothing its HTML cannot know of the address query (no wrong branch before the scripts), then the query’s branch with no layout shift', async () => {
    const { page, release } = await withScriptsHeld('/repaymentOfCode?showType=2&payCode=30001101740007&repayAmount=1590000&payCodeImg=%2Fstations%2Fdev-assets%2Fqr-30001101740007.svg');
    await page.locator('#root[data-prerendered] [data-screen="repayment-code"]').waitFor({ state: 'attached' });
    // Drawn as if the query were empty, this page said the QR code was missing until the app had run.
    expect(await page.locator('#root').innerText()).not.toContain(textOf('repayment-code', 'no-QR-code state', ofType('empty-state', { when: '!query.payCodeImg' })));
    await screenshot(page, 'html-before-scripts-repayment-code');
    await watchLayoutShifts(page);
    release();
    await page.getByRole('img', { name: textOf('repayment-code', 'QR picture', all(ofType('image'), showing('query.payCodeImg')), 'alt') }).waitFor();
    await page.getByText('₱15,900.00').waitFor();
    await page.waitForTimeout(300);
    // The query reached the blocks before the first painted frame after hydration (a frame with the old query moved the QR card by 0.19).
    expect(await layoutShiftSince(page)).toBeLessThan(0.01);
    expect(page.errors).toEqual([]);
  });

  it('shows a text from the query in place of its placeholder, never its default text first, with no layout shift', async () => {
    const { page, release } = await withScriptsHeld('/error?message=Session%20expired');
    await page.locator('#root[data-prerendered] [data-screen="error"]').waitFor({ state: 'attached' });
    await watchLayoutShifts(page);
    // Every text the page's main area had, painted or not: the default drawn for one frame moved the buttons (0.025).
    await page.evaluate(() => {
      const texts: string[] = ((window as unknown as { texts: string[] }).texts = []);
      new MutationObserver(() => texts.push(document.querySelector('main')?.textContent ?? '')).observe(document.getElementById('root')!, { subtree: true, childList: true, characterData: true });
    });
    release();
    await page.getByText('Session expired').waitFor();
    await page.waitForTimeout(300);
    const texts = await page.evaluate(() => (window as unknown as { texts: string[] }).texts);
    expect(texts.filter((text) => text.includes(shownAt('error', `${pointerOf('error', 'message', showing('query.message'))}/text`, { query: {} })))).toEqual([]);
    expect(await layoutShiftSince(page)).toBeLessThan(0.01);
    expect(page.errors).toEqual([]);
  });

  it('draws fields whose defaults come from the query at their size before the scripts, then fills them in with no layout shift', async () => {
    const { page, release } = await withScriptsHeld('/testPreview?appVersion=2.4.1&sessionId=s-77');
    await page.locator('#root[data-prerendered] [data-screen="test-preview"]').waitFor({ state: 'attached' });
    expect(await page.locator('#root input[name="sessionId"]').count(), 'the field is in the HTML').toBe(1);
    await watchLayoutShifts(page);
    release();
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByLabel(fieldLabel('test-preview', 'appVersion')).inputValue()).toBe('2.4.1');
    expect(await page.getByLabel(fieldLabel('test-preview', 'sessionId')).inputValue()).toBe('s-77');
    expect(await layoutShiftSince(page)).toBeLessThan(0.01);
    expect(page.errors).toEqual([]);
  });

  it('a page served for another route (a host’s fallback) is drawn afresh, not hydrated', async () => {
    const page = await browser.open('/no-such-page');
    await page.locator('[data-screen="not-found"]').waitFor();
    expect(await page.locator('[data-screen]').count(), 'only the not-found screen, not the home page the fallback HTML held').toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('customer service shows the support email and phone from the server', async () => {
    const page = await browser.open('/customerService?sessionId=s-1');
    await page.getByText('support@kaagapay.ph').waitFor();
    await page.getByText('(02) 8888 5240').waitFor();
    expect(await page.title()).toBe(shownAt('customer-service', '/title'));
    await screenshot(page, 'customer-service');
    await page.getByRole('button', { name: textOf('customer-service', 'call button', doesStep('bridge', { action: 'callPhone' }), 'label') }).click();
    await waitForBridgeCall(page.bridgeCalls, /callPhone/);
  });

  it.each([
    ['/aboutUs', 'about-us'],
    ['/privacyPolicy', 'privacy-policy'],
    ['/loanAgreement', 'loan-terms'],
  ])('%s renders its static text', async (path, shot) => {
    const page = await browser.open(path);
    await page.locator('main h1, main h2').first().waitFor();
    expect(await page.title()).toBe(shownAt(shot, '/title'));
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);
    await screenshot(page, shot);
    expect(page.errors).toEqual([]);
  });

  it('an unknown or wrongly-cased path shows the not-found screen with a way back', async () => {
    const page = await browser.open('/bindbank');
    await page.getByRole('heading', { name: textAt('not-found', '/title') }).waitFor();
    await page.getByRole('button', { name: textOf('not-found', 'back button', doesStep('back'), 'label') }).waitFor();
    await screenshot(page, 'not-found');
  });

  it('the error page shows the message it is given', async () => {
    const page = await browser.open('/error?message=Your%20session%20has%20expired');
    await page.getByText('Your session has expired').waitFor();
    await screenshot(page, 'error');
  });

  it('a server failure toasts the message and offers a retry', async () => {
    const page = await browser.open('/customerService');
    await page.getByText('support@kaagapay.ph').waitFor();
    await page.evaluate(() => sessionStorage.setItem('devapi.overrides', JSON.stringify({ '/v3/personal-center/contact-kf-info': { json: { code: 500, message: 'Service is busy, please try later' } } })));
    await page.reload();
    await page.getByTestId('toast').getByText('Service is busy, please try later').waitFor();
    await page.getByRole('button', { name: market.messages.retry }).waitFor();
    await screenshot(page, 'customer-service-failure');
  });
});
