import type { Locator } from 'playwright-core';
import { bankForm, fillBankForm } from './bank-form';
import { captchaText } from './browser';
import type { RobustPage } from './robustness-kit';
import market from '../../config/market.json' with { type: 'json' };
import { actionLabelAt, countingDown, doesStep, fieldLabel, screenCopy, shownAt, textAt, textOf } from '../support/screen-copy';
import { firstAgreementLink, giveConsent } from '../support/loan-consent';
import { orderPage } from '../support/order-page';

const provider = 'kaagapay';
/** The landing's SMS button before a code is sent. */
const getCode = shownAt('promo-register', actionLabelAt('promo-register', 'sendSms'), { state: { smsLeft: 0 } });
/** The channel sheet's pay button (fragments/repayment-channels). */
const payInSheet = textAt('fragments/repayment-channels', actionLabelAt('fragments/repayment-channels', 'pay'));

export interface SendingCase {
  /** screens/<file> and the endpoint name there whose call this case sends. */
  screen: string;
  endpoint: string;
  path: string;
  /** Brings the page to the point where one tap sends; returns the control to tap. */
  prepare(page: RobustPage): Promise<Locator>;
  /** Other endpoints (name → path) the same tap sends, each of which must also go out once. */
  alsoOnce?: Record<string, string>;
  /** Other dev-API overrides the case needs (e.g. a reply that shows the control). */
  overrides?: Record<string, unknown>;
  /** Why no pending state can be seen, when the control goes away before the call (a background report). */
  pendingNotShown?: string;
}

const legacy = (name: string) => `/api/v1/${provider}/${provider}-api/service/loan/${name}`;
const landing = (name: string) => `/api/v2/${provider}/promotion/${name}`;


/** Landing: phone and the captcha the dev API drew (tests cannot read the picture). */
async function fillLandingPhoneAndCaptcha(page: RobustPage) {
  await page.getByLabel(fieldLabel('promo-register', 'mobile')).fill('0917 123 4567');
  await page.getByLabel(fieldLabel('promo-register', 'imgValidate')).fill((await captchaText(page)).text);
}

const rateStar = async (dialog: Locator, stars: number) => {
  const id = await dialog.getByLabel(`${stars} / 5`).getAttribute('id');
  await dialog.locator(`label[for="${id}"]`).click();
};

/**
 * Hand-written cases: how a user gets to the tap that sends a call where the walk generated from
 * the screen (tests/e2e/generated-cases.ts) cannot: a captcha picture, a pick from the server's
 * list, a dialog that opens on its own, a recommended product found by its name. Each replaces
 * the generated case of its screen and endpoint; a call with none is covered by the generated one.
 */
export const sendingCases: Record<string, SendingCase & { url: string }> = {
  'bind card': {
    screen: 'bind-bank.json', endpoint: 'bindCard', path: '/v3/bind-card/bind-card-new', url: '/bindBank?productId=1',
    async prepare(page) {
      await page.getByLabel(bankForm.field('bankAccount')).waitFor();
      await fillBankForm(page);
      return page.getByRole('button', { name: bankForm.next });
    },
  },
  'bind card from the order page': {
    screen: 'bind-bank.json', endpoint: 'bindCardForOrder', path: '/v3/bind-card/bind-card-order', url: '/bindBank?productId=1&orderId=10174&source=loanDetail',
    async prepare(page) {
      await page.getByLabel(bankForm.field('bankAccount')).waitFor();
      await fillBankForm(page);
      return page.getByRole('button', { name: bankForm.next });
    },
  },
  'rate a complaint reply': {
    screen: 'complaint-details.json', endpoint: 'saveScore', path: '/user-problem/save-score', url: '/complainDetails?problemId=301',
    async prepare(page) {
      const dialog = page.getByRole('dialog');
      await dialog.getByText(textAt('complaint-details', '/dialogs/rate/title')).waitFor({ timeout: 8000 });
      await rateStar(dialog, 4);
      return dialog.getByRole('button', { name: textAt('complaint-details', actionLabelAt('complaint-details', 'rate')) });
    },
  },
  'pay an instalment': {
    screen: 'repayment.json', endpoint: 'generateVcode', path: '/v3/loan-details/generate-vcode', url: '/repayment?productId=1&orderId=10174',
    async prepare(page) {
      await page.getByRole('button', { name: textOf('repayment', 'button that opens the channels', doesStep('open-dialog', { dialog: 'channels' }), 'label') }).click();
      return page.getByRole('dialog').getByRole('button', { name: payInSheet });
    },
  },
  'pay an extension': {
    screen: 'repayment-delay.json', endpoint: 'generateVcode', path: '/v3/loan-details/generate-vcode', url: '/repaymentDelay?productId=1&orderId=10174',
    async prepare(page) {
      await page.getByRole('button', { name: textOf('repayment-delay', 'button that opens the channels', doesStep('open-dialog', { dialog: 'channels' }), 'label') }).click();
      return page.getByRole('dialog').getByRole('button', { name: payInSheet });
    },
  },
  'legacy pay (commit)': {
    screen: 'pay-way.json', endpoint: 'commit', path: legacy('repayment-commit'), url: '/payWay?orderId=10174&amount=1060000&productId=1',
    async prepare(page) {
      await page.getByRole('button', { name: /^BPI/ }).click();
      return page.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'pay')), exact: true });
    },
  },
  'legacy pay (confirm the SMS code)': {
    screen: 'pay-way.json', endpoint: 'confirm', path: legacy('repayment-confirm'), url: '/payWay?orderId=10174&amount=1060000&productId=1',
    async prepare(page) {
      await page.getByRole('button', { name: /^BPI/ }).click();
      await page.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'pay')), exact: true }).click();
      await page.getByRole('button', { name: countingDown('pay-way', actionLabelAt('pay-way', 'resendCode'), 'codeLeft') }).waitFor();
      await page.getByLabel(fieldLabel('pay-way', 'verifyCode')).fill('123456');
      return page.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'confirm')) });
    },
  },
  'legacy pay (pay online)': {
    screen: 'pay-way.json', endpoint: 'huichao', path: legacy('repayment-huichao'), url: '/payWay?orderId=10174&amount=1060000&productId=1',
    // 'Pay online' shows only when the card list's reply offers it (alipay 1); the seed does not.
    overrides: { [legacy('repayment-way')]: { json: { code: '00', message: 'ok', data: { alipay: 1, repayToken: 'tok-1', bankCards: [] } } } },
    async prepare(page) {
      return page.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'payOnline')) });
    },
  },
  'confirm a loan': {
    screen: 'loan-confirm.json', endpoint: 'push', path: '/v3/loan-confirm/loan-detail-push', url: '/loanConfirm?productId=1',
    async prepare(page) {
      await giveConsent(page);
      return page.getByRole('button', { name: textAt('loan-confirm', actionLabelAt('loan-confirm', 'loan')), exact: true });
    },
  },
  'open a loan agreement': {
    screen: 'loan-confirm.json', endpoint: 'contractJump', path: '/v3/contract/contract-jump', url: '/loanConfirm?productId=2',
    async prepare(page) {
      return page.getByRole('button', { name: 'Privacy Policy' });
    },
  },
  'confirm a loan (variant 2)': {
    screen: 'loan-confirm-new.json', endpoint: 'push', path: '/gopia/goya/agos', url: '/loanConfirmNew?productId=2',
    async prepare(page) {
      await page.getByRole('dialog', { name: textAt('loan-confirm-new', '/dialogs/promo/title') }).getByRole('button', { name: market.messages.close }).click();
      await giveConsent(page);
      return page.locator('footer').getByRole('button');
    },
  },
  'open a loan agreement (variant 2)': {
    screen: 'loan-confirm-new.json', endpoint: 'contractJump', path: '/gopia/goya/talampas', url: '/loanConfirmNew?productId=2',
    async prepare(page) {
      await page.getByRole('dialog', { name: textAt('loan-confirm-new', '/dialogs/promo/title') }).getByRole('button', { name: market.messages.close }).click();
      return firstAgreementLink(page, '2');
    },
  },
  'rate the app': {
    screen: 'loan-details.json', endpoint: 'googleScore', path: '/v3/loan-details/google-score', url: '/order?productId=2&orderId=10200',
    pendingNotShown: 'the dialog closes and the store opens first; the score is then sent in the background',
    async prepare(page) {
      const dialog = page.getByRole('dialog', { name: textAt('loan-details', '/dialogs/rate/title') });
      await rateStar(dialog, 5);
      return dialog.getByRole('button', { name: textAt('loan-details', actionLabelAt('loan-details', 'rateApp')) });
    },
  },
  'borrow again (event report)': {
    screen: 'loan-details.json', endpoint: 'eventSave', path: '/service/event/save', url: '/order?productId=2&orderId=10200',
    async prepare(page) {
      const dialog = page.getByRole('dialog', { name: textAt('loan-details', '/dialogs/rate/title') });
      await dialog.getByRole('button', { name: screenCopy('loan-details').dialog('rate').textOf('cancel button', doesStep('close-dialog', { dialog: 'rate' }), 'label') }).or(dialog.getByRole('button', { name: market.messages.close })).first().click();
      await dialog.waitFor({ state: 'detached' });
      return page.getByRole('button', { name: orderPage.borrowAgain });
    },
  },
  'open a recommended product (order page)': {
    screen: 'loan-details.json', endpoint: 'productClick', path: '/gopia/goya/lakbay', url: '/order?productId=1&orderId=10021',
    async prepare(page) {
      return page.locator('.block-card').filter({ hasText: 'SariLoan' }).getByRole('button').last();
    },
  },
  'open a recommended product (login failure)': {
    screen: 'login-failure.json', endpoint: 'productLink', path: '/gopia/goya/tulay', url: '/loginFailure',
    alsoOnce: { clickReport: '/gopia/goya/kislap' },
    async prepare(page) {
      return page.locator('.block-card').filter({ hasText: 'SariLoan' }).getByRole('button').last();
    },
  },
  'send the landing SMS code': {
    screen: 'promo-register.json', endpoint: 'getSms', path: landing('get-sms'), url: '/promotion/#/?id=1&app_from=fb',
    async prepare(page) {
      await fillLandingPhoneAndCaptcha(page);
      return page.getByRole('button', { name: getCode });
    },
  },
  'register on the landing': {
    screen: 'promo-register.json', endpoint: 'register', path: landing('register'), url: '/promotion/#/?id=1&app_from=fb',
    alsoOnce: { trackClick: landing('track-click') },
    async prepare(page) {
      await fillLandingPhoneAndCaptcha(page);
      await page.getByRole('button', { name: getCode }).click();
      await page.getByRole('button', { name: countingDown('promo-register', actionLabelAt('promo-register', 'sendSms'), 'smsLeft') }).waitFor();
      await page.getByLabel(fieldLabel('promo-register', 'smsCode')).fill('123456');
      return page.getByRole('button', { name: 'Apply now' });
    },
  },
};
