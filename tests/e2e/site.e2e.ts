import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, screenshotDir, useBrowser } from './browser';
import market from '../../config/market.json' with { type: 'json' };
import { actionLabelAt, doesStep, fieldLabel, namedField, ofType, pointerOf, screenCopy, shownAt, startingWith, textAt, textOf } from '../support/screen-copy';

/** The loan terms' first heading, wherever the terms' blocks sit (a notice or a language mark above them moves them). */
const termsHeading = textOf('fragments/loan-terms-text', 'a heading of the loan terms', ofType('heading'));

const browser = useBrowser();
const desktop = { width: 1280, height: 800 };
const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).waitFor();
/** What the visitor sees (the viewport), for dialogs and menus over a long page. */
const viewShot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`) });
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
const header = 'fragments/site-header';
/** The site's navigation block, wherever the header puts it, and the About page's first section heading. */
const siteNav = screenCopy(header).at('site navigation', ofType('site-nav'));
const aboutHeading = textOf('fragments/about-us-text', 'first section heading', ofType('heading', { level: 2 }));
/** The site's navigation: its menu button, and each page's link by its place in the bar. */
const menu = textAt(header, `${siteNav}/menuLabel`);
const navItem = (index: number) => textAt(header, `${siteNav}/items/${index}/label`);
const [, aboutUs, privacyPolicy, loanTerms, contactUs] = [0, 1, 2, 3, 4].map(navItem);
const completeInformation = textAt(header, `${pointerOf(header, 'name field', namedField('name'))}/rules/required`);
const submitContact = textAt(header, actionLabelAt(header, 'contactSubmit'));

describe('company site (SPEC screen 10) in Chromium', () => {
  it('at 1280 wide: navigation bar, sections, title and description per page, footer', async () => {
    const page = await browser.open('/', desktop);
    const nav = page.getByRole('navigation', { name: textAt(header, `${siteNav}/label`) });
    await nav.getByRole('link', { name: navItem(0) }).waitFor();
    expect(await page.getByRole('button', { name: menu }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: navItem(0) }).getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe(shownAt('site-home', '/title'));
    expect(await description(page)).toBe(shownAt('site-home', '/description'));
    await page.getByRole('contentinfo').getByText(market.company.secRegistration).waitFor();
    await screenshot(page, 'site-home-1280');

    await nav.getByRole('link', { name: aboutUs }).click();
    await page.getByRole('heading', { name: aboutHeading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/About');
    expect(await page.title()).toBe(shownAt('site-about', '/title'));
    expect(await description(page)).toBe(shownAt('site-about', '/description'));
    await screenshot(page, 'site-about-1280');

    await nav.getByRole('link', { name: privacyPolicy }).click();
    const policy = page.frameLocator(`iframe[title="${textOf('site-policy', 'policy frame', ofType('frame', { src: '/privacyPolicy' }), 'title')}"]`);
    await policy.getByRole('heading').first().waitFor();
    await screenshot(page, 'site-policy-1280');

    await nav.getByRole('link', { name: loanTerms }).click();
    await page.getByRole('heading', { name: termsHeading }).waitFor();
    await screenshot(page, 'site-loan-1280');
    expect(page.errors).toEqual([]);
  });

  it('at 390 wide: the menu folds behind a button', async () => {
    const page = await browser.open('/');
    await page.getByRole('contentinfo').getByText(market.company.secRegistration).waitFor();
    const about = page.getByRole('navigation', { name: textAt(header, `${siteNav}/label`) }).getByRole('link', { name: aboutUs });
    expect(await about.isVisible()).toBe(false);
    await screenshot(page, 'site-home-390');
    await viewShot(page, 'site-home-390-top');
    await page.getByRole('button', { name: menu }).click();
    await about.waitFor();
    await viewShot(page, 'site-home-390-menu');
    await about.click();
    await page.getByRole('heading', { name: aboutHeading }).waitFor();
    expect(await about.isVisible()).toBe(false); // closed again after choosing
    await screenshot(page, 'site-about-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390); // nothing sticks out sideways
  });

  it('the contact form checks all three fields, toasts its success and clears itself', async () => {
    const page = await browser.open('/Loan');
    await page.getByRole('heading', { name: termsHeading }).waitFor();
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('navigation', { name: textAt(header, `${siteNav}/label`) }).getByRole('button', { name: contactUs }).click();
    const dialog = page.getByRole('dialog', { name: startingWith(textAt(header, '/dialogs/contact/title')) });
    await dialog.getByRole('button', { name: submitContact }).click();
    await toast(page, completeInformation);
    await dialog.getByLabel(fieldLabel('fragments/site-header', 'name')).fill('Juan dela Cruz');
    await dialog.getByLabel(fieldLabel('fragments/site-header', 'phone')).fill('0917 123 4567');
    await dialog.getByRole('button', { name: submitContact }).click();
    await toast(page, completeInformation);
    await dialog.getByLabel(fieldLabel('fragments/site-header', 'message')).fill('Can I pay my loan early?');
    await viewShot(page, 'site-contact-390');
    await dialog.getByRole('button', { name: submitContact }).click();
    await toast(page, textAt(header, '/actions/contactSubmit/1/message'));
    await dialog.waitFor({ state: 'detached' });
    await viewShot(page, 'site-contact-sent-390');
    expect(page.apiCalls).toEqual([]);
  });
});

describe('test preview (SPEC screen 12) in Chromium', () => {
  it('opens a page with its values in the query', async () => {
    const page = await browser.open('/testPreview');
    await page.getByLabel(fieldLabel('test-preview', 'appVersion')).waitFor();
    expect(await page.getByLabel(fieldLabel('test-preview', 'appVersion')).inputValue()).toBe('1.0.0');
    await page.getByLabel(fieldLabel('test-preview', 'sessionId')).fill('sess-e2e');
    await page.getByLabel(fieldLabel('test-preview', 'productId')).fill('2');
    await page.getByLabel(fieldLabel('test-preview', 'orderId')).fill('10174');
    await screenshot(page, 'test-preview');
    await page.getByRole('link', { name: textOf('test-preview', 'button to /loanDetails', doesStep('navigate', { to: '/loanDetails' }), 'label') }).click();
    await page.waitForURL(/\/loanDetails\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ appVersion: '1.0.0', sessionId: 'sess-e2e', productId: '2', orderId: '10174', product_id: '2' });
    await page.locator('main').getByText(/KGP/).first().waitFor();
    await screenshot(page, 'test-preview-opened');
  });
});
