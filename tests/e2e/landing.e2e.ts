import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import type { Page } from 'playwright-core';
import { captchaText, devApiState, screenshot, useBrowser, waitForApp } from './browser';
import { orderPage } from '../support/order-page';
import { actionLabelAt, countingDown, doesStep, fieldLabel, ofType, runsAction, shownAt, textAt, textOf } from '../support/screen-copy';

const browser = useBrowser();

const CHANNEL = 'app_from=fb&user_from=promo2026&utm_tag=nov&id=1';
const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).waitFor();
const captchaImage = (page: Page) => page.getByRole('img', { name: textOf('promo-register', 'captcha picture', runsAction('refreshCaptcha'), 'alt') });
/** The SMS button: its label before the code is sent, and while it counts down (any of `seconds` left). */
const smsButton = actionLabelAt('promo-register', 'sendSms');
const getCode = shownAt('promo-register', smsButton, { state: { smsLeft: 0 } });
const countdown = (...seconds: number[]) => countingDown('promo-register', smsButton, 'smsLeft', seconds.length ? seconds : undefined);
/** The download page's headline: the page the landing leads to once registered. */
const downloadHeading = textOf('promo-download', 'level-1 heading', ofType('heading', { level: 1 }));
const codeSent = textAt('promo-register', '/actions/sendSms/0/else/1/onSuccess/0/message');


describe('promotion landing (SPEC screen 11) in Chromium at 390×844', () => {
  it('registers from the landing page to the download page, with the channel query carried over', async () => {
    // Written as ad links often are: the query before the hash.
    const page = await browser.open(`/promotion/?${CHANNEL}&links_id=L9&invite_code=JUAN2026&UC=uc-click-42`);
    await captchaImage(page).waitFor();
    expect(page.url()).toMatch(/\/promotion\/#\/\?app_from=fb&/);
    expect(await page.title()).toBe(shownAt('promo-register', '/title'));
    await page.getByRole('img', { name: 'Kaagapay Cash Loan' }).waitFor(); // the channel template's banner
    await screenshot(page, 'landing');

    await page.getByLabel(fieldLabel('promo-register', 'mobile')).fill('0917 123 4567');
    const { sid, text } = await captchaText(page);
    expect(text).toMatch(/^[A-Z2-9]{4}$/);
    await page.getByLabel(fieldLabel('promo-register', 'imgValidate')).fill(text.toLowerCase());
    await page.getByRole('button', { name: getCode }).click();
    await toast(page, codeSent);
    await page.getByRole('button', { name: countdown(60, 59) }).waitFor();
    await page.getByRole('button', { name: countdown(50, 51, 52, 53, 54, 55, 56, 57, 58) }).waitFor({ timeout: 4000 }); // it ticks
    await page.getByRole('button', { name: countdown() }).click();
    await toast(page, textAt('promo-register', '/actions/sendSms/0/then/0/message'));

    await page.getByLabel(fieldLabel('promo-register', 'smsCode')).fill('123456');
    await screenshot(page, 'landing-filled');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await toast(page, textAt('promo-register', '/actions/apply/2/onSuccess/0/message'));
    await page.getByRole('heading', { name: downloadHeading }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/promotion/');
    const [path, query] = url.hash.slice(1).split('?');
    expect(path).toBe('/downloadTemplate');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ app_from: 'fb', user_from: 'promo2026', utm_tag: 'nov', id: '1', links_id: 'L9' });
    expect(await page.title()).toBe(shownAt('promo-download', '/title'));
    await screenshot(page, 'landing-download');

    const state = (await devApiState(page)) as { registeredPhones: string[]; trackVisits: Record<string, string>[]; trackClicks: Record<string, string>[]; trackConversions: Record<string, string>[]; smsSent: { sid: string }[] };
    expect(state.registeredPhones).toContain('09171234567');
    expect(state.smsSent.at(-1)?.sid).toBe(sid);
    expect(state.trackVisits.at(-1)).toMatchObject({ page_id: '1', client_type: 'android', page_type: '1', app_from: 'fb' });
    expect(state.trackClicks.at(-1)).toMatchObject({ phone: '09171234567', page_id: '1' });
    expect(state.trackConversions.at(-1)).toMatchObject({ UC: 'uc-click-42', event: 'register' });
    expect(page.errors).toEqual([]);
  });

  it('sends an already registered phone to the download page', async () => {
    const page = await browser.open(`/promotion/#/?${CHANNEL}&down_id=D3`);
    await captchaImage(page).waitFor();
    await page.getByLabel(fieldLabel('promo-register', 'mobile')).fill('0999 123 4567');
    await page.getByLabel(fieldLabel('promo-register', 'imgValidate')).fill((await captchaText(page)).text);
    await page.getByRole('button', { name: getCode }).click();
    await toast(page, textAt('promo-register', '/actions/sendSms/0/else/1/onCode/11/0/message'));
    await page.getByRole('heading', { name: downloadHeading }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/downloadTemplate?${CHANNEL}&down_id=D3`);
  });

  it('a wrong captcha gets a new picture and the server message under the image code', async () => {
    const page = await browser.open(`/promotion/#/?${CHANNEL}`);
    await captchaImage(page).waitFor();
    await page.getByLabel(fieldLabel('promo-register', 'mobile')).fill('0917 123 4567');
    const before = await captchaText(page);
    await page.getByLabel(fieldLabel('promo-register', 'imgValidate')).fill('0000');
    const first = await page.locator('img[src*="get-captcha"]').getAttribute('src');
    await page.getByRole('button', { name: getCode }).click();
    await expect.poll(() => page.getByLabel(fieldLabel('promo-register', 'imgValidate')).getAttribute('aria-describedby').then((id) => id && page.locator(`[id="${id}"]`).textContent())).toBe('The image code is wrong. Please enter the new one.');
    expect(await page.getByLabel(fieldLabel('promo-register', 'imgValidate')).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByLabel(fieldLabel('promo-register', 'mobile')).inputValue()).toBe('0917 123 4567');
    await page.waitForFunction((old) => document.querySelector('img[src*="get-captcha"]')?.getAttribute('src') !== old, first);
    const after = await captchaText(page);
    expect(after.sid).toBe(before.sid);
    expect(after.text).not.toBe('');
    await screenshot(page, 'landing-wrong-captcha');
    await page.getByRole('button', { name: getCode }).waitFor(); // no countdown
  });

  it('shows a wrong SMS code under the SMS code field, with the focus there and every value kept', async () => {
    const page = await browser.open(`/promotion/#/?${CHANNEL}`);
    await captchaImage(page).waitFor();
    await page.getByLabel(fieldLabel('promo-register', 'mobile')).fill('0917 123 4567');
    const { text } = await captchaText(page);
    await page.getByLabel(fieldLabel('promo-register', 'imgValidate')).fill(text);
    await page.getByRole('button', { name: getCode }).click();
    await toast(page, codeSent);
    await page.getByLabel(fieldLabel('promo-register', 'smsCode')).fill('000000');
    await page.getByRole('button', { name: 'Apply now' }).click();
    const sms = page.getByLabel(fieldLabel('promo-register', 'smsCode'));
    await page.locator('[aria-invalid="true"]').waitFor();
    expect(await page.locator(`[id="${await sms.getAttribute('aria-describedby')}"]`).textContent()).toBe('The SMS code is wrong.');
    expect(await sms.evaluate((input) => input === document.activeElement)).toBe(true);
    expect([await page.getByLabel(fieldLabel('promo-register', 'mobile')).inputValue(), await page.getByLabel(fieldLabel('promo-register', 'imgValidate')).inputValue(), await sms.inputValue()]).toEqual(['0917 123 4567', text, '000000']);
    expect(await page.getByTestId('toast').getByText('The SMS code is wrong.').count()).toBe(0);
    expect(new URL(page.url()).hash).toBe(`#/?${CHANNEL}`);
    // The countdown button stays beside the input, not on the message's line below it.
    const [input, button] = [await sms.boundingBox(), await page.getByRole('button', { name: countdown() }).boundingBox()];
    expect(Math.abs(input!.y - button!.y), `input at ${input!.y}, button at ${button!.y}`).toBeLessThan(2);
    await screenshot(page, 'landing-wrong-sms-code');
    // The borrower fixes it: the message goes, and the registration goes through.
    await sms.fill('123456');
    expect(await sms.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.getByRole('heading', { name: downloadHeading }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('fetches neither the router nor the query cache; the app fetches its router only on a move to another path', async () => {
    // Markers the minified packages keep: TanStack Router's global key, TanStack Query's missing-client message.
    const router = '__TSR_ROUTER__';
    const queryCache = 'No QueryClient set';
    const scriptsOf = async (page: Page) => {
      const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => new URL(name).pathname.endsWith('.js')));
      return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
    };
    const opened = async (path: string) => {
      const page = await browser.open(path);
      await page.locator('[data-screen]').first().waitFor();
      return page;
    };
    const has = (scripts: { url: string; text: string }[], marker: string) => scripts.filter((s) => s.text.includes(marker)).map((s) => new URL(s.url).pathname);
    const landing = await scriptsOf(await opened(`/promotion/#/?${CHANNEL}`));
    // A page of the app that loads no data (the company site's are static until used: static-pages.e2e.ts).
    const site = await scriptsOf(await opened('/error?message=Session%20expired'));
    const dataPage = await opened('/loanDetails?productId=1&orderId=10174');
    expect(landing.length).toBeGreaterThan(3);
    expect([has(landing, router), has(landing, queryCache)]).toEqual([[], []]);
    // The app draws its page's own screen without the router (src/app/app-screens.tsx), with the query
    // cache only where it loads data, fetched once that screen is painted and the browser idle
    // (src/renderer/after-paint.ts: within its 2 s timeout).
    expect([has(site, router), has(site, queryCache)]).toEqual([[], []]);
    await expect.poll(async () => has(await scriptsOf(dataPage), queryCache).length > 0, { timeout: 10_000 }).toBe(true);
    expect(has(await scriptsOf(dataPage), router)).toEqual([]);
    // The first move to another path brings the router, which draws that screen.
    await dataPage.getByRole('link', { name: orderPage.repay, exact: true }).click();
    await dataPage.locator('[data-screen="repayment"]').waitFor();
    expect(has(await scriptsOf(dataPage), router)).not.toEqual([]);
    await screenshot(dataPage, 'router-after-first-move-repayment');
    expect(dataPage.errors).toEqual([]);
  });

  it('opens the agreement page with the same query', async () => {
    const page = await browser.open(`/promotion/#/?${CHANNEL}&links_id=L9`);
    await page.getByRole('link', { name: textOf('promo-register', 'link to the agreement', doesStep('navigate', { to: '/agreementTemplate' }), 'label') }).click();
    await page.getByRole('heading', { name: textOf('promo-agreement', 'level-1 heading', ofType('heading', { level: 1 })) }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/agreementTemplate?${CHANNEL}&links_id=L9`);
    await screenshot(page, 'landing-agreement');
  });

  it('fetches the mobile-number reader when the borrower first touches the form, not before the page is drawn', async () => {
    const page = await browser.open(`/promotion/?${CHANNEL}`);
    await page.getByRole('img', { name: 'Kaagapay Cash Loan' }).waitFor();
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/mobile-number-[\w-]+\.js$/.test(entry.name)));
    await page.waitForLoadState('networkidle');
    expect(await fetched()).toBe(false);
    await page.getByLabel(fieldLabel('promo-register', 'mobile')).click();
    await expect.poll(fetched).toBe(true);
  });

  it('keeps a mobile number typed before the scripts ran as the field keeps it: its digits, shown grouped', async () => {
    // A page without the app first, so that the scripts are held before the landing loads.
    const page = await browser.open('/robots.txt');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((done) => (release = done));
    await page.route('**/assets/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(browser.url(`/promotion/#/?${CHANNEL}`), { waitUntil: 'commit' });
    const mobile = page.getByLabel(fieldLabel('promo-register', 'mobile'));
    // Typed into the page the build drew, as a borrower on a slow phone does before the app is there.
    await mobile.fill('0917 123 4567');
    expect(await page.locator('#root[data-prerendered]').count(), 'the app has not taken the page over yet').toBe(1);
    release();
    await waitForApp(page);
    await page.getByRole('img', { name: 'Kaagapay Cash Loan' }).waitFor();
    expect(await mobile.inputValue()).toBe('0917 123 4567');
    expect(page.errors).toEqual([]);
  });

  it('keeps the form in place when a slow channel template brings its banner (no layout shift)', async () => {
    const page = await browser.open('/promotion/#/?id=1');
    await page.getByLabel(fieldLabel('promo-register', 'mobile')).waitFor();
    // Layout shifts are summed as Lighthouse counts them (CLS): shifts not caused by input.
    await page.addInitScript(() => {
      const page = window as unknown as { layoutShift: number };
      page.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) page.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const template = `/api/v2/${market.provider}/service/channel/channel-template`;
    await page.evaluate((o) => sessionStorage.setItem('devapi.overrides', JSON.stringify(o)), { [template]: { delayMs: 1500 } });
    await page.reload();
    await page.getByLabel(fieldLabel('promo-register', 'mobile')).waitFor();
    const form = await page.getByLabel(fieldLabel('promo-register', 'mobile')).boundingBox();
    const banner = page.getByRole('img', { name: 'Kaagapay Cash Loan' });
    await banner.waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.waitForTimeout(300);
    expect((await page.getByLabel(fieldLabel('promo-register', 'mobile')).boundingBox())?.y).toBe(form?.y);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.05);
    await screenshot(page, 'landing-banner-arrived');
  });
});
