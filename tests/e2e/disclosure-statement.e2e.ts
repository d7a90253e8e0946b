// Issue 40, finding 6: the Disclosure Statement of one loan (screens/disclosure-statement.json) on the
// production build behind nginx: it prints on one A4 sheet for every product of the dev API, in English
// and in Filipino, without the app's buttons, and it opens from the confirmation's agreements and from
// the repayment and extension pages.
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { screenshot, useBrowser, waitForSettled, type TestPage } from './browser';
import { addressIn, inFilipino } from './in-filipino';
import { buildOffer } from '../../src/dev-api/loan-offers';
import { findLoanProduct, LOAN_PRODUCTS } from '../../src/dev-api/loan-products';
import { pesoText } from '../../src/dev-api/money-text';
import { seedOrders } from '../../src/dev-api/seed-orders';
import { BORROWER_NAME } from '../../src/dev-api/loan-confirm';
import { loadDateLanguage } from '../../src/i18n/date-language';
import { doesStep, filled, screenCopy, textOf } from '../support/screen-copy';
import { capsLine } from '../support/loan-caps';

const browser = useBrowser();
const route = '/disclosureStatement';
const printLabel = textOf('disclosure-statement', 'print button', doesStep('print'), 'label');
const keepCopy = textOf('disclosure-statement', 'how to keep a copy in the host app', (block) => block.type === 'paragraph' && typeof block.when === 'string' && block.when.includes('env.platform'));
const principalLabel = textOf('fragments/loan-statement-figures', 'the amount financed', (block) => typeof block.value === 'string' && block.value.includes('money(param.principal'), 'label');

/** The pages of a PDF as Chromium writes it: one page object each (the page tree is /Pages). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/** The offer a statement states: the product's today, or the loan its order booked (the dev API's seed). */
function statedOffer(productId: string, language: string, orderId?: string) {
  const order = seedOrders().find((seed) => seed.orderId === orderId);
  return buildOffer(findLoanProduct(productId)!, language, order && { amount: order.amount, termDays: order.termDays, releaseDate: order.applyDate });
}

/** Opens a product's statement and waits for its last figure from the offer, the total of its payments. */
async function openStatement(productId: string, language: string, orderId?: string): Promise<TestPage> {
  const query = new URLSearchParams(orderId ? { productId, orderId } : { productId });
  const page = await browser.open(addressIn(`${route}?${query}`, language));
  const offer = statedOffer(productId, language, orderId);
  const total = offer.disclosure.schedule.reduce((sum, payment) => sum + payment.amount, 0);
  await page.locator('[data-screen="disclosure-statement"] dd').getByText(pesoText(total), { exact: true }).last().waitFor();
  return page;
}

describe('the per-loan Disclosure Statement', () => {
  it.each(LOAN_PRODUCTS.flatMap((product) => ['en', 'fil'].map((language) => [product.productId, language] as const)))(
    'product %s in %s prints on one A4 page, without the print button',
    async (productId, language) => {
      const page = await openStatement(productId, language);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pageCount(pdf), `${route}?productId=${productId} in ${language}: pages of its A4 print`).toBe(1);
      const print = page.getByRole('button', { name: language === 'en' ? printLabel : inFilipino(printLabel) });
      expect(await print.isVisible()).toBe(true);
      await page.emulateMedia({ media: 'print' });
      expect(await print.isVisible(), 'the print button is left out of the printed page').toBe(false);
      expect(page.errors).toEqual([]);
    },
  );

  it('states the loan an order booked, not today\'s offer, and the caps (order 10174: ₱15,000 where product 1 offers ₱10,000)', async () => {
    const page = await openStatement('1', 'en', '10174');
    const statement = page.locator('[data-screen="disclosure-statement"]');
    const principal = await statement.locator('dt', { hasText: principalLabel }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(principal).toBe(pesoText(seedOrders().find((order) => order.orderId === '10174')!.amount));
    expect(principal).not.toBe(pesoText(findLoanProduct('1')!.amount));
    expect(await statement.getByText(capsLine).count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  // Issue 61: RA 3765's statement is given before the loan is made; an order's statement is dated by
  // the day its loan was booked (the offer's loanDate, an assumption) and names its borrower.
  const form = screenCopy('fragments/disclosure-statement-form');
  const dateLabel = form.textOf('the date row', (block) => block.label === 'Date of this statement', 'label');
  const borrowerLabel = form.textOf('the borrower row', (block) => block.label === 'Name of borrower', 'label');
  const byLoanNo = form.textOf('the borrower named by the loan number', (block) => typeof block.when === 'string' && block.when.includes("trim(param.borrowerName) == '' && param.loanNo"), 'value');
  const booked = seedOrders().find((order) => order.orderId === '10174')!;
  /** Each term of the statement with its description. */
  const rows = (page: TestPage) => page.locator('[data-screen="disclosure-statement"]').evaluate((root) => Object.fromEntries([...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])));
  const inLanguage = (english: string, language: string) => filled(language === 'en' ? english : inFilipino(english));
  /** A date template as a page in that language writes it (its month names). */
  async function dateIn(template: string, language: string): Promise<string> {
    await loadDateLanguage(language);
    try {
      return filled(template);
    } finally {
      await loadDateLanguage('en');
    }
  }

  it.each(['en', 'fil'])('order 10174, booked in July, in %s: dated its booking day, not today, and names its borrower and Loan No.', async (language) => {
    const page = await openStatement('1', language, '10174');
    const shown = await rows(page);
    const bookingDay = await dateIn(`{date('${booked.applyDate}', 'MMM D, YYYY')}`, language);
    expect(booked.applyDate).toMatch(/-07-/);
    expect(shown[inLanguage(dateLabel, language)]).toBe(bookingDay);
    expect(shown[inLanguage(dateLabel, language)]).not.toBe(await dateIn("{date(now(), 'MMM D, YYYY')}", language));
    expect(shown[inLanguage(borrowerLabel, language)]).toBe(BORROWER_NAME);
    expect(Object.values(shown)).toContain(booked.orderNo);
    await waitForSettled(page);
    await screenshot(page, `disclosure-statement-order-10174-${language}`);
    expect(page.errors).toEqual([]);
  });

  it('without a name from the server (spaces), says whose loan it is by its Loan No.; without a booking day, shows no date rather than today', async () => {
    const offer = statedOffer('1', 'en', '10174');
    const page = await browser.open(`${route}?productId=1&orderId=10174`, undefined, {
      answer: (request) =>
        new URL(request.url).pathname.endsWith('/v3/loan-confirm/loan-detail-confirm') ? Response.json({ code: 0, msg: 'success', data: { ...offer, borrowerName: '  ', orderNo: booked.orderNo } }) : undefined,
    });
    await page.locator('[data-screen="disclosure-statement"] dd').getByText(pesoText(booked.amount), { exact: true }).first().waitFor();
    const shown = await rows(page);
    expect(shown[borrowerLabel]).toBe(filled(byLoanNo, { param: { loanNo: booked.orderNo } }));
    expect(shown).not.toHaveProperty(dateLabel);
    expect(page.errors).toEqual([]);
  });

  it('an offer’s statement (no order yet) is dated today, the day of the offer, and names the account holder', async () => {
    const page = await openStatement('2', 'en');
    const shown = await rows(page);
    expect(shown[dateLabel]).toBe(filled("{date(now(), 'MMM D, YYYY')}"));
    expect(shown[borrowerLabel]).toBe(filled(form.textOf('the account holder', (block) => typeof block.when === 'string' && block.when.includes('!param.loanNo'), 'value')));
  });

  it('its print button opens the print dialog', async () => {
    const page = await openStatement('2', 'en', '10170');
    await screenshot(page, 'disclosure-statement-2');
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void (counted.printed += 1);
    });
    await page.getByRole('button', { name: printLabel }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  it('in the host app, which cannot print, it offers no print button and says how to keep a copy', async () => {
    // Android's WebView: the bridge is an object on window (src/bridge/bridge.ts), and window.print does nothing.
    const page = await browser.open(`${route}?productId=1`, undefined, undefined, { init: `window[${JSON.stringify(market.bridge.name)}] = {};` });
    await page.getByText(keepCopy, { exact: true }).waitFor();
    await screenshot(page, 'disclosure-statement-in-app');
    expect(await page.getByRole('button', { name: printLabel }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('opens from the loan confirmation’s Disclosure Statement agreement with the offer’s product', async () => {
    const product = findLoanProduct('2')!;
    const title = product.agreements.find((agreement) => agreement.position === 3)!.title.en;
    const page = await browser.open(`/loanConfirm?productId=${product.productId}`);
    await page.getByRole('button', { name: title, exact: true }).last().click();
    await page.locator('[data-screen="disclosure-statement"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(route);
    expect(new URL(page.url()).searchParams.get('productId')).toBe(product.productId);
  });

  it.each([
    ['repayment', '/repayment?productId=1&orderId=10174'],
    ['repayment-delay', '/repaymentDelay?productId=1&orderId=10174'],
    ['the order page', '/order?productId=1&orderId=10174'],
  ])('opens from %s with its order’s product and order, beside a link to the loan terms', async (_, path) => {
    const page = await browser.open(path);
    const statement = page.getByRole('link', { name: textOf('fragments/loan-documents', 'statement link', doesStep('navigate', { to: route }), 'label'), exact: true });
    await statement.waitFor();
    expect(await page.getByRole('link', { name: textOf('fragments/loan-documents', 'terms link', doesStep('navigate', { to: '/loanAgreement' }), 'label'), exact: true }).count()).toBe(1);
    await statement.click();
    await page.locator('[data-screen="disclosure-statement"]').waitFor();
    const address = new URL(page.url());
    expect([address.pathname, address.searchParams.get('productId'), address.searchParams.get('orderId')]).toEqual([route, '1', '10174']);
    expect(page.errors).toEqual([]);
  });
});
