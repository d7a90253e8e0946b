import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, waitForBridgeCall } from './browser';

const browser = useBrowser();

describe('customer service and static pages in Chromium', () => {
  it('shows a loading indicator from the first paint, before any script has run, until the screen is drawn', async () => {
    const page = await browser.open('/faq');
    const indicator = page.getByRole('status', { name: 'loading...' });
    await page.locator('[data-screen="faq"]').waitFor();
    expect(await indicator.isVisible()).toBe(false);
    // Hold every script, as a slow network does: only the HTML and its stylesheet have arrived.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(browser.url('/faq'), { waitUntil: 'commit' });
    await indicator.waitFor();
    await screenshot(page, 'boot-indicator');
    release();
    await page.locator('[data-screen="faq"]').waitFor();
    await indicator.waitFor({ state: 'hidden' });
    expect(page.errors).toEqual([]);
  });

  it('customer service shows the support email and phone from the server', async () => {
    const page = await browser.open('/customerService?sessionId=s-1');
    await page.getByText('support@kaagapay.ph').waitFor();
    await page.getByText('(02) 8888 5240').waitFor();
    expect(await page.title()).toBe('Customer service');
    await screenshot(page, 'customer-service');
    await page.getByRole('button', { name: 'Call us' }).click();
    await waitForBridgeCall(page.bridgeCalls, /callPhone/);
  });

  it.each([
    ['/aboutUs', 'About us', 'about-us'],
    ['/privacyPolicy', 'Privacy policy', 'privacy-policy'],
    ['/loanAgreement', 'Loan terms and conditions', 'loan-terms'],
  ])('%s renders its static text', async (path, title, shot) => {
    const page = await browser.open(path);
    await page.locator('main h1, main h2').first().waitFor();
    expect(await page.title()).toBe(title);
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);
    await screenshot(page, shot);
    expect(page.errors).toEqual([]);
  });

  it('an unknown or wrongly-cased path shows the not-found screen with a way back', async () => {
    const page = await browser.open('/bindbank');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).waitFor();
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
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'customer-service-failure');
  });
});
