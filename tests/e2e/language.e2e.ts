import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import market from '../../config/market.json';
import { inFilipino } from './in-filipino';
import { bankForm } from './bank-form';
import { doesStep, filled, matching, namedField, ofType, pointerOf, screenCopy, showing, textAt, textOf } from '../support/screen-copy';
import { cardField } from '../../src/dev-api/bind-card';
import { screenshot, useBrowser } from './browser';
import { isChunkOf, languagesChunk } from '../../src/build/chunk-groups';

// Filipino and English (issue 19): the page's language from the lang query value, the language
// cookie (the switch and a lang query value set it), the host app or the browser (src/i18n/language.ts);
// screens and market messages from locales/fil.json; the production build, whose pages are prerendered
// in each language and served in the reader's (tests/e2e/filipino-pages.e2e.ts holds the scripts to see it).
const browser = useBrowser();
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
/** The language switch's name (the site header's and the landing's), and its buttons' (config/market.json languages). */
const siteSwitch = textOf('fragments/site-header', 'language switch', ofType('language-switch'), 'label');
/** The site's navigation (its name) and the About page's first section heading. */
const siteNav = screenCopy('fragments/site-header').at('site navigation', ofType('site-nav'));
const aboutHeading = textOf('fragments/about-us-text', 'first section heading', ofType('heading', { level: 2 }));
const [english, filipino] = market.languages.choices.map((choice) => choice.label) as [string, string];
/** The company site's headline (its only level-1 heading) and the landing's texts, known by their blocks' identity. */
const siteHeadline = textOf('site-home', 'level-1 heading', ofType('heading', { level: 1 }));
/** A page of the app that loads no data, and its heading. */
const errorPage = '/error?message=Session%20expired';
const errorHeading = textOf('error', 'level-1 heading', ofType('heading', { level: 1 }));
const landing = screenCopy('promo-register');
const mobileField = landing.at('mobile field', namedField('mobile'));
const agreementLink = landing.textOf('link to the agreement', doesStep('navigate', { to: '/agreementTemplate' }), 'label');

describe('Filipino and English in Chromium', () => {
  it('lang=fil shows an app page in Filipino, and the next page keeps it', async () => {
    const page = await browser.open('/bindBank?productId=1&lang=fil');
    await page.getByText(inFilipino(bankForm.copy.firstText('paragraph'))).waitFor();
    await page.getByRole('button', { name: inFilipino(bankForm.next) }).waitFor();
    expect(await htmlLang(page)).toBe('fil');
    // Validation messages are in the catalogue too: bank-form fields come from the server, their message from a Filipino template.
    await page.getByRole('button', { name: inFilipino(bankForm.next) }).click();
    await page.getByText(filled(inFilipino(bankForm.requiredTemplate), { item: cardField('bankName', 'fil') })).first().waitFor();
    await screenshot(page, 'language-bind-bank-fil');
    // A link inside the app carries no lang: the language cookie keeps it.
    await page.goto(browser.url('/complaintList'));
    await page.getByText(matching(inFilipino(textAt('complaint-list', `${pointerOf('complaint-list', 'reference number', showing('item.id'))}/text`)))).first().waitFor();
    expect(await htmlLang(page)).toBe('fil');
    expect(page.errors).toEqual([]);
  });

  it('keeps the build’s English page on screen, not a loading state, until it can draw the Filipino the host app asks for', async () => {
    // A page with the app from the start (a static page goes to the page in that language instead: static-pages.e2e.ts).
    const page = await browser.open(errorPage, { width: 390, height: 844 });
    // The host app's property is a language the host serving the HTML cannot see: it serves the English page.
    await page.addInitScript((name) => Object.assign(window, { [name]: 'fil' }), market.languages.hostGlobal);
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    // Whatever script the page asks for after the Filipino loaders (virtual:languages) arrive, the
    // about page in Filipino among them, comes late: the English page's own scripts came before.
    let languagesIn = false;
    const late = new Set<string>();
    await page.route('**/assets/*.js', async (route) => {
      const url = route.request().url();
      if (isChunkOf(languagesChunk, new URL(url).pathname)) languagesIn = true;
      else if (languagesIn) {
        late.add(url);
        await held;
      }
      await route.continue();
    });
    await page.goto(browser.url(errorPage));
    await expect.poll(() => late.size).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await page.getByRole('heading', { name: errorHeading }).isVisible()).toBe(true);
    expect(await page.locator('#root .screen-state').count()).toBe(0);
    release();
    await page.getByRole('heading', { name: inFilipino(errorHeading) }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('follows the browser (fil-PH, tl) when nothing else says, and falls back to English for a language it lacks', async () => {
    const filipino = await browser.open('/About', undefined, {}, { locale: 'fil-PH' });
    await filipino.getByRole('heading', { name: inFilipino(aboutHeading) }).waitFor();
    expect(await htmlLang(filipino)).toBe('fil');
    expect(filipino.errors).toEqual([]);

    const unknown = await browser.open('/About?lang=xx', undefined, {}, { locale: 'de-DE' });
    await unknown.getByRole('heading', { name: aboutHeading }).waitFor();
    expect(await htmlLang(unknown)).toBe('en');
    // English pages are the prerendered ones: hydrated, with no mismatch reported.
    expect(unknown.errors).toEqual([]);

    const query = await browser.open('/About?lang=en', undefined, {}, { locale: 'tl' });
    await query.getByRole('heading', { name: aboutHeading }).waitFor();
  });

  it('the site’s switch shows the page in Filipino, keeps the choice for the next visit, and switches back', async () => {
    const page = await browser.open('/About', { width: 1280, height: 800 });
    const switcher = page.getByRole('group', { name: siteSwitch });
    // Links to the page in each language (the site's pages are static until used: tests/e2e/static-pages.e2e.ts).
    expect(await switcher.getByRole('link', { name: english }).getAttribute('aria-current')).toBe('true');
    await switcher.getByRole('link', { name: filipino }).click();
    await page.getByRole('heading', { name: inFilipino(aboutHeading) }).waitFor();
    const filipinoSwitch = page.getByRole('group', { name: inFilipino(siteSwitch) });
    expect(await filipinoSwitch.getByRole('link', { name: filipino }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('navigation', { name: inFilipino(textAt('fragments/site-header', `${siteNav}/label`)) }).getByRole('link', { name: inFilipino(textAt('fragments/site-header', `${siteNav}/items/1/label`)) }).waitFor();
    await screenshot(page, 'language-site-about-fil-1280');

    await page.goto(browser.url('/'));
    await page.getByRole('heading', { name: inFilipino(siteHeadline) }).waitFor();
    await page.getByRole('group', { name: inFilipino(siteSwitch) }).getByRole('link', { name: english }).click();
    await page.getByRole('heading', { name: siteHeadline }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(page.errors).toEqual([]);
  });

  it('the landing in Filipino: its texts, its validation messages and the market’s messages', async () => {
    const page = await browser.open('/promotion/?lang=fil#/');
    await page.getByPlaceholder(inFilipino(landing.text(`${mobileField}/placeholder`))).waitFor();
    await page.getByRole('link', { name: inFilipino(agreementLink), exact: true }).waitFor(); // the consent sentence names it too
    // The channel template's button text is the server's; the page's own fallback is not shown.
    await page.getByRole('button', { name: /^Apply|^Mag-apply/ }).click();
    await page.getByText(inFilipino(landing.text(`${mobileField}/rules/maxLength/message`))).first().waitFor();
    await screenshot(page, 'language-landing-fil');
    // The switch on the landing goes back to English in place.
    await page.getByRole('group', { name: inFilipino(landing.textOf('language switch', ofType('language-switch'), 'label')) }).getByRole('link', { name: english }).click();
    await page.getByRole('link', { name: agreementLink, exact: true }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('the Truth-in-Lending disclosure in Filipino: its terms, a due date from a template with quoted words, the rate', async () => {
    const page = await browser.open('/loanConfirm?productId=3&lang=fil');
    await page.getByRole('heading', { name: inFilipino(textOf('fragments/truth-in-lending', 'disclosure heading', ofType('heading'))) }).waitFor();
    const terms = page.locator('dt');
    // The lines found by what they show (their `when`), so a line added to the disclosure moves none of them.
    const disclosure = screenCopy('fragments/truth-in-lending');
    const labelShownWhen = (start: string) => disclosure.block(`line shown when ${start}…`, (block) => typeof block.when === 'string' && block.when.startsWith(start)).label as string;
    await terms.getByText(inFilipino(labelShownWhen("money(param.netProceeds) != ''")), { exact: true }).waitFor();
    await terms.getByText(inFilipino(labelShownWhen('count(param.schedule) > 0 && sum(')), { exact: true }).waitFor();
    await terms.getByText(/^Due sa /).first().waitFor();
    await page.locator('dd').getByText(/% kada buwan, [\d.]+% kada taon$/).waitFor();
    // The advice to read the statement: the paragraph just before the statement's link.
    await page.getByText(inFilipino(disclosure.text(`${disclosure.before('the statement link', doesStep('open-dialog', { dialog: 'statement' }))}/text`))).waitFor();
    await screenshot(page, 'language-loan-confirm-fil');
    expect(page.errors).toEqual([]);
  });

  it('a market message (a failed load) is in Filipino too', async () => {
    // Response.error(): the page's fetch rejects, as on a dropped connection (tests/e2e/dev-api-route.ts).
    const page = await browser.open('/loanDetails?productId=1&orderId=10174&lang=fil', undefined, { answer: () => Response.error() });
    await page.getByRole('paragraph').getByText(inFilipino(market.messages.networkError)).waitFor();
    await page.getByRole('button', { name: inFilipino(market.messages.retry) }).waitFor();
  });
});
