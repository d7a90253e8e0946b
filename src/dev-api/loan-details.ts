/**
 * Loan order detail V3 (screen 21): the order, click tracking, the app rating and the
 * recommended-product click. The order screen's calls use int0, the product click str00.
 * Seeded orderIds select each status (seed-orders.ts, docs/dev-api.md).
 */
import market from '../../config/market.json';
import { BANKS, WALLETS } from './bind-card';
import { db } from './db';
import type { Order } from './records';
import { devEndpoint, readForm, requestOrigin } from './endpoint';
import { reply00, replyFail, replyInt0 } from './envelope';
import { findLoanProduct } from './loan-products';
import { dateText, pesoText } from './money-text';
import { isRepayable, statusDescription, statusLabel } from './order-status';
import { findOrder } from './orders';
import { productLink, RECOMMENDED_PRODUCTS, scrambledProduct } from './recommended-products';
import { replyLanguage, say, type Wording } from './server-language';
import { LINK_FIELD, ORDER_CLICK_FIELDS, PRODUCT_TAP_PATHS } from './scrambled-names';

/** The order reply's texts in each language (server-language.ts); `{…}` are filled in. */
export const ORDER_TEXTS = {
  orderNo: { en: 'Order No.', fil: 'Loan No.' },
  loanAmount: { en: 'Loan amount', fil: 'Halaga ng loan' },
  loanTerm: { en: 'Loan term', fil: 'Term ng loan' },
  termDays: { en: '{days} days', fil: '{days} araw' },
  applyDate: { en: 'Apply date', fil: 'Petsa ng pag-apply' },
  dueDate: { en: 'Due date', fil: 'Due date' },
  amountToRepay: { en: 'Amount to repay', fil: 'Halagang babayaran' },
  payoutAccount: { en: 'Payout account', fil: 'Account na padadalhan ng loan' },
  notYetAdded: { en: 'Not yet added', fil: 'Wala pa' },
  cardPopTitle: { en: 'Add a payout account', fil: 'Magdagdag ng account na padadalhan' },
  cardPopMsg: { en: 'Bind a bank account or e-wallet so we can send your loan as soon as it is approved.', fil: 'Magdagdag ng bank account o e-wallet para maipadala namin ang loan mo pagka-aprubado nito.' },
  reyMsg: { en: 'Your loan of {amount} is ready. Withdraw it now?', fil: 'Handa na ang loan mong {amount}. I-withdraw na ngayon?' },
  orderNotFound: { en: 'Order not found.', fil: 'Hindi makita ang loan.' },
  chooseStars: { en: 'Please choose 1 to 5 stars.', fil: 'Pumili ng 1 hanggang 5 star.' },
  thanksForRating: { en: 'Thank you for your rating!', fil: 'Salamat sa rating mo!' },
} as const satisfies Record<string, Wording>;

function payoutAccountText(language: string): string {
  const bound = db.bankAccount;
  if (!bound) return say(ORDER_TEXTS.notYetAdded, language);
  const options = [...BANKS, ...WALLETS];
  const providerValue = bound.values.bankName ?? bound.values.walletName ?? '';
  const provider = options.find((option) => option.name === providerValue || option.type === providerValue)?.name ?? providerValue;
  const number = bound.values.bankAccount ?? bound.values.walletMobile ?? '';
  return `${provider} ****${number.slice(-4)}`;
}

function detailRows(order: Order, language: string) {
  const text = (key: keyof typeof ORDER_TEXTS) => say(ORDER_TEXTS[key], language);
  const rows = [
    { text: text('orderNo'), value: order.orderNo },
    { text: text('loanAmount'), value: pesoText(order.amount) },
    { text: text('loanTerm'), value: text('termDays').replace('{days}', String(order.termDays)) },
    { text: text('applyDate'), value: dateText(order.applyDate, language) },
    { text: text('dueDate'), value: dateText(order.dueDate, language) },
  ];
  if (isRepayable(order)) rows.push({ text: text('amountToRepay'), value: pesoText(order.repayAmount) });
  rows.push({ text: text('payoutAccount'), value: payoutAccountText(language) });
  return rows;
}

export const loanDetailsHandlers = [
  devEndpoint('post', '/v3/loan-details/loan-details', async ({ request }) => {
    const language = replyLanguage(request);
    const text = (key: keyof typeof ORDER_TEXTS) => say(ORDER_TEXTS[key], language);
    const order = findOrder((await readForm(request)).orderId);
    if (!order) return replyFail(1, text('orderNotFound'));
    const product = findLoanProduct(order.productId);
    return replyInt0({
      orderStatus: order.status,
      noticeStatusText: statusLabel(order, language),
      noticeDesText: statusDescription(order, language),
      recProducts: RECOMMENDED_PRODUCTS.map((product) => scrambledProduct(product, language)),
      productName: product?.name ?? '',
      productLogo: product?.logo ?? '',
      userOrderDetail: { detail: detailRows(order, language) },
      // Not shown in SPEC.md: served as "the product is the lender's own" with no external page.
      inside: 1,
      h5Url: '',
      isDelay: order.isDelay,
      telephone: market.company.phone,
      isScore: order.isScore,
      // Binding an account anywhere answers the prompt, so it stops once one is bound.
      cardNeedPop: order.cardNeedPop === 1 && !db.bankAccount ? 1 : 0,
      cardPopTitle: text('cardPopTitle'),
      cardPopMsg: text('cardPopMsg'),
      playeduL: order.playeduL,
      reyMsg: order.status === 151 ? text('reyMsg').replace('{amount}', pesoText(order.amount)) : '',
    });
  }),

  devEndpoint('post', '/service/event/save', async ({ request }) => {
    const form = await readForm(request);
    if (!form.moduleId) return replyFail(1, 'moduleId is missing.');
    db.events.push(form);
    return replyInt0(null);
  }),

  devEndpoint('post', '/v3/loan-details/google-score', async ({ request }) => {
    const language = replyLanguage(request);
    const score = Number((await readForm(request)).score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return replyFail(1, say(ORDER_TEXTS.chooseStars, language));
    db.appScores.push(score);
    // Rated once is enough: no order asks again.
    for (const order of db.orders.values()) order.isScore = 0;
    return replyInt0(null, say(ORDER_TEXTS.thanksForRating, language));
  }),

  devEndpoint('post', PRODUCT_TAP_PATHS.orderScreenClick, async ({ request }) => {
    const form = await readForm(request);
    db.productClicks.push({ path: PRODUCT_TAP_PATHS.orderScreenClick, fields: form });
    const result = productLink(form[ORDER_CLICK_FIELDS.recommendedProductId], requestOrigin(request), replyLanguage(request));
    if ('message' in result) return replyFail('01', result.message);
    return reply00({ [LINK_FIELD]: result.link });
  }),
];
