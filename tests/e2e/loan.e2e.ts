import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { devApiState, screenshot, useBrowser, waitForBridgeCall, type TestPage } from './browser';
import market from '../../config/market.json' with { type: 'json' };
import { actionLabelAt, doesStep, filled, namedField, ofType, pointerOf, runsAction, screenCopy, textAt, textOf } from '../support/screen-copy';
import { consentBoxes, giveConsent, privacyLink, readAgreement, stayOnPage } from '../support/loan-consent';

const browser = useBrowser();
const session = 'sessionId=sess-7&deviceId=dev-3';

describe('loan confirmation (SPEC screens 18, 19) in Chromium', () => {
  it('opens no dialog before a tap: both boxes start unticked, Loan says why it waits, the agreement opens from its link; then confirms the loan and replaces the page with the order', async () => {
    const page = await browser.open(`/loanConfirm?productId=1&${session}`);
    const loan = page.getByRole('button', { name: textAt('loan-confirm', actionLabelAt('loan-confirm', 'loan')), exact: true });
    const boxes = consentBoxes.map((label) => page.getByRole('checkbox', { name: label }));
    await boxes[0]!.waitFor();
    // Consent given, not assumed (issue 40): nothing over the costs, nothing ticked, and the reason beside the grey button.
    expect(await page.getByRole('dialog').count()).toBe(0);
    for (const box of boxes) expect(await box.isChecked()).toBe(false);
    expect(await loan.isDisabled()).toBe(true);
    expect(await loan.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText(filled(textOf('loan-confirm', 'why Loan waits', runsAction('loan'), 'disabledHint'), { state: { overCaps: [] } })).waitFor();
    await screenshot(page, 'loan-confirm');

    await page.getByRole('button', { name: readAgreement }).click();
    const modal = page.getByRole('dialog', { name: textAt('fragments/loan-consent', '/dialogs/agreement/title') });
    await modal.locator('iframe[sandbox]').waitFor();
    await screenshot(page, 'loan-confirm-agreement-modal');
    // The footer's Close (the dialog's close icon has the same name).
    await modal.getByRole('button', { name: textAt('fragments/loan-consent', '/dialogs/agreement/footer/0/label'), exact: true }).last().click();
    await modal.waitFor({ state: 'detached' });
    expect(await boxes[0]!.isChecked()).toBe(false); // reading is not agreeing

    await giveConsent(page);
    expect(await loan.isDisabled()).toBe(false);
    const historyBefore = await page.evaluate(() => history.length);
    await loan.click();
    await page.waitForURL(/\/loanDetails\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ productId: '1', from: 'confirm', sessionId: 'sess-7', deviceId: 'dev-3' });
    expect(await page.evaluate(() => history.length)).toBe(historyBefore); // replaced, not pushed
    await page.getByText(textAt('loan-details', '/title')).or(page.locator('[data-screen="loan-details"]')).first().waitFor();
    await waitForBridgeCall(page.bridgeCalls, /trackPoint/);
  });

  it('keeps Loan grey and inactive while either box is unticked', async () => {
    const page = await browser.open('/loanConfirm?productId=2');
    const [agree, privacy] = consentBoxes.map((label) => page.getByRole('checkbox', { name: label })) as [Locator, Locator];
    const loan = page.getByRole('button', { name: textAt('loan-confirm', actionLabelAt('loan-confirm', 'loan')), exact: true });
    await agree.waitFor();
    await agree.check();
    expect(await loan.isDisabled()).toBe(true);
    await screenshot(page, 'loan-confirm-unticked');
    await privacy.check();
    expect(await loan.isDisabled()).toBe(false);
    expect(await loan.getAttribute('aria-describedby')).toBeNull();
    await agree.uncheck();
    expect(await loan.isDisabled()).toBe(true);
  });

  it('asks for consent when the server lists no agreements (issue 60): both boxes, Loan off until both are ticked, the Privacy Policy from its own link', async () => {
    const page = await browser.open(`/loanConfirm?productId=3&${session}`);
    const loan = page.getByRole('button', { name: textAt('loan-confirm', actionLabelAt('loan-confirm', 'loan')), exact: true });
    const boxes = consentBoxes.map((label) => page.getByRole('checkbox', { name: label }));
    for (const box of boxes) await box.waitFor();
    expect(await loan.isDisabled()).toBe(true);
    await loan.click({ force: true });
    await page.waitForTimeout(300);
    expect(page.apiCalls.filter((url) => url.includes('/loan-detail-push'))).toEqual([]);

    await page.getByRole('button', { name: privacyLink, exact: true }).click();
    const policy = page.getByRole('dialog', { name: textAt('fragments/loan-consent', '/dialogs/privacyPolicy/title') });
    await policy.locator('iframe').waitFor();
    await screenshot(page, 'loan-confirm-no-agreements-privacy-policy');
    await policy.getByRole('button', { name: textAt('fragments/loan-consent', '/dialogs/privacyPolicy/footer/0/label'), exact: true }).last().click();
    await policy.waitFor({ state: 'detached' });

    await boxes[0]!.check();
    expect(await loan.isDisabled()).toBe(true);
    await giveConsent(page);
    await screenshot(page, 'loan-confirm-no-agreements-consented');
    await loan.click();
    await page.waitForURL(/\/loanDetails\?/);
  });

  it('opens an agreement from its link', async () => {
    const page = await browser.open('/loanConfirm?productId=2');
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacyPolicy/);
  });

  it("the host's back action shows Point out only when isPopType is 1", async () => {
    const page = await browser.open('/loanConfirm?productId=1');
    await page.locator('[data-screen="loan-confirm"]').waitFor();
    expect(await page.evaluate(() => typeof (window as unknown as { nativeBack?: unknown }).nativeBack)).toBe('function');
    await page.evaluate(() => (window as unknown as { nativeBack(): void }).nativeBack());
    const pointOut = page.getByRole('dialog');
    await pointOut.getByRole('button', { name: stayOnPage }).waitFor();
    await screenshot(page, 'loan-confirm-point-out');
    await pointOut.getByRole('button', { name: stayOnPage }).click();
    await pointOut.waitFor({ state: 'detached' });

    const other = await browser.open('/aboutUs');
    await other.getByRole('heading').first().waitFor();
    await other.goto(browser.url('/loanConfirm?productId=2'));
    // The screen itself, not its layout (the page's HTML has 'Payment Plan' before the app runs).
    await other.locator('[data-screen="loan-confirm"]').waitFor();
    await other.evaluate(() => (window as unknown as { nativeBack(): void }).nativeBack());
    await other.waitForURL(/\/aboutUs/); // isPopType 0: plain back
  });

  it('variant 2 confirms through the scrambled endpoints, with the promo popup, and pesos whatever the currency flag', async () => {
    const page = await browser.open('/loanConfirmNew?productId=2&currencyFlag=1');
    const promo = page.getByRole('dialog', { name: textAt('loan-confirm-new', '/dialogs/promo/title') });
    await promo.waitFor();
    await screenshot(page, 'loan-confirm-new-promo');
    await promo.getByRole('button', { name: market.messages.close }).click();
    await page.getByText(/^₱15,000\.00$/).first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain('₹');
    await giveConsent(page);
    await screenshot(page, 'loan-confirm-new');
    await page.locator('footer').getByRole('button').click();
    await page.waitForURL(/\/loanDetails\?.*from=confirm/);
    const state = (await devApiState(page)) as { orders: unknown };
    expect(JSON.stringify(state.orders)).toContain('"status":21');
  });

  it('variant 2 shows the server message when the loan cannot be confirmed', async () => {
    const page = await browser.open('/loanConfirmNew?productId=2');
    await page.getByRole('dialog', { name: textAt('loan-confirm-new', '/dialogs/promo/title') }).getByRole('button', { name: market.messages.close }).click();
    await page.evaluate(() => sessionStorage.setItem('devapi.overrides', JSON.stringify({ '/gopia/goya/agos': { json: { code: '01', message: 'This loan offer is no longer available.' } } })));
    await page.reload();
    await page.getByRole('dialog', { name: textAt('loan-confirm-new', '/dialogs/promo/title') }).getByRole('button', { name: market.messages.close }).click();
    await giveConsent(page);
    await page.locator('footer').getByRole('button').click();
    await page.getByTestId('toast').getByText('This loan offer is no longer available.').waitFor();
  });
});

describe('order detail (SPEC screen 21) in Chromium, every seeded status', () => {
  it.each(['10021', '10110', '10170', '10174', '10180', '10181', '10200'])('order %s', async (orderId) => {
    const page = await browser.open(`/order?productId=1&orderId=${orderId}`);
    await page.locator('.block-banner').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, `order-${orderId}`);
    expect(page.errors).toEqual([]);
  });

  it('status 151 with a confirm link goes to the confirm page', async () => {
    const page = await browser.open('/order?productId=1&orderId=10151');
    await page.waitForURL(/\/loanConfirm\?/);
  });

  it('a recommended product with an app link goes through the bridge; a disabled one cannot be tapped', async () => {
    const page = await browser.open('/order?productId=1&orderId=10021');
    await page.getByText('SariLoan').waitFor();
    const card = page.locator('.block-card').filter({ hasText: 'SariLoan' });
    await card.getByRole('button').last().click();
    await waitForBridgeCall(page.bridgeCalls, /kaagapay:\/\/product/);
    const disabled = page.locator('.block-card').filter({ hasText: 'Agapay Express' }).getByRole('button').last();
    expect(await disabled.isDisabled()).toBe(true);
  });

  it('rating: no star says Please choose a star rating (SPEC: Silakan pilih); 4 stars or more calls the rate-app action and google-score', async () => {
    const page = await browser.open('/order?productId=2&orderId=10200');
    const dialog = page.getByRole('dialog', { name: textAt('loan-details', '/dialogs/rate/title') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: textAt('loan-details', actionLabelAt('loan-details', 'rateApp')) }).click();
    await page.getByTestId('toast').getByText(textAt('loan-details', `${pointerOf('loan-details', 'rating', namedField('appScore'))}/rules/required`)).waitFor();
    const star = await dialog.getByLabel('5 / 5').getAttribute('id');
    await dialog.locator(`label[for="${star}"]`).click();
    await dialog.getByRole('button', { name: textAt('loan-details', actionLabelAt('loan-details', 'rateApp')) }).click();
    await waitForBridgeCall(page.bridgeCalls, /goRate/);
    await expect.poll(async () => ((await devApiState(page)) as { appScores: number[] }).appScores).toEqual([5]);
  });

  it('rating under 4 stars shows the thank-you dialog', async () => {
    const page = await browser.open('/order?productId=2&orderId=10200');
    const dialog = page.getByRole('dialog', { name: textAt('loan-details', '/dialogs/rate/title') });
    const star = await dialog.getByLabel('2 / 5').getAttribute('id');
    await dialog.locator(`label[for="${star}"]`).click();
    await dialog.getByRole('button', { name: textAt('loan-details', actionLabelAt('loan-details', 'rateApp')) }).click();
    await page.getByRole('dialog', { name: textAt('loan-details', '/dialogs/thanks/title') }).waitFor();
  });

  it('live status: asks for the order again every 10 s while the loan is on its way (110), keeps the page when that load fails, and does not ask once the status is final (200)', async () => {
    const detailCalls = (page: TestPage) => page.apiCalls.filter((url) => url.includes('/v3/loan-details/loan-details')).length;
    const onItsWay = await browser.open('/order?productId=2&orderId=10110');
    await onItsWay.getByRole('dialog').waitFor();
    expect(detailCalls(onItsWay)).toBe(1);
    // The next load fails (the connection drops): the page keeps what the borrower is reading.
    await onItsWay.route('**/v3/loan-details/loan-details*', (route) => route.abort('internetdisconnected'));
    await expect.poll(() => detailCalls(onItsWay), { timeout: 12000, interval: 500 }).toBe(2);
    await onItsWay.waitForTimeout(500);
    expect(await onItsWay.getByRole('dialog').isVisible(), 'the bank-card dialog is still open').toBe(true);
    expect(await onItsWay.getByText('Status text').or(onItsWay.locator('.block-banner')).first().isVisible(), 'the order is still shown').toBe(true);
    expect(await onItsWay.getByRole('alert').count(), 'no error state in place of the page').toBe(0);
    expect(onItsWay.errors).toEqual([]);

    const final = await browser.open('/order?productId=2&orderId=10200');
    await final.getByRole('dialog', { name: textAt('loan-details', '/dialogs/rate/title') }).waitFor();
    await final.waitForTimeout(11000);
    expect(detailCalls(final)).toBe(1);
  });

  it('a load that failed for want of a connection is asked again when the connection returns, without a tap', async () => {
    let connected = false;
    let calls = 0;
    const answer = () => {
      calls += 1;
      return connected ? undefined : Response.error();
    };
    const page = await browser.open('/complaintList', undefined, { answer });
    await page.getByRole('button', { name: market.messages.retry }).waitFor();
    const failedCalls = calls;
    // The connection comes back: the phone goes offline, then online, and the server answers again.
    await page.context().setOffline(true);
    connected = true;
    await page.context().setOffline(false);
    await page.getByRole('tab').first().waitFor({ timeout: 10000 });
    expect(calls).toBe(failedCalls + 1);
    expect(await page.getByRole('button', { name: market.messages.retry }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('the bank-card dialog leads to binding with source=loanDetail', async () => {
    const page = await browser.open('/order?productId=2&orderId=10110');
    await page.getByRole('dialog').getByRole('button', { name: screenCopy('loan-details').dialog('bindCard').textOf('button to /bindBank', doesStep('navigate', { to: '/bindBank' }), 'label') }).click();
    await page.waitForURL(/\/bindBank\?.*source=loanDetail/);
  });
});

describe('joint login failure (SPEC screen 20) in Chromium', () => {
  it('shows Failed, the message and recommended products; an http product opens in the browser', async () => {
    const page = await browser.open('/loginFailure');
    await page.getByRole('heading', { name: textOf('login-failure', 'level-1 heading', ofType('heading', { level: 1 })) }).waitFor();
    await page.getByText('PisoPlus', { exact: true }).waitFor(); // its lender's name holds it too
    await screenshot(page, 'login-failure');
    const popup = page.waitForEvent('popup');
    await page.locator('.block-card').filter({ hasText: 'PisoPlus' }).getByRole('button').last().click();
    expect((await popup).url()).toContain('from=recommend');
    const state = (await devApiState(page)) as { productClicks: unknown[] };
    expect(state.productClicks.length).toBeGreaterThanOrEqual(2); // the click report and the link fetch
  });
});
