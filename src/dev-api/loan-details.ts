/**
 * Loan order detail V3 (screen 21): the order, click tracking, the app rating and the
 * recommended-product click. The order screen's calls use int0, the product click str00.
 * Seeded orderIds select each status (seed-orders.ts, docs/dev-api.md).
 */
import market from '../../config/market.json';
import { BANKS, WALLETS } from './bind-card';
import { db, type Order } from './db';
import { devEndpoint, readForm, requestOrigin } from './endpoint';
import { reply00, replyFail, replyInt0 } from './envelope';
import { findLoanProduct } from './loan-products';
import { pesoText } from './money-text';
import { isRepayable, STATUS_LABEL, statusDescription } from './order-status';
import { findOrder } from './orders';
import { productLink, RECOMMENDED_PRODUCTS, scrambledProduct } from './recommended-products';
import { LINK_FIELD, ORDER_CLICK_FIELDS, PRODUCT_TAP_PATHS } from './scrambled-names';

function payoutAccountText(): string {
  const bound = db.bankAccount;
  if (!bound) return 'Not yet added';
  const options = [...BANKS, ...WALLETS];
  const providerValue = bound.values.bankName ?? bound.values.walletName ?? '';
  const provider = options.find((option) => option.name === providerValue || option.type === providerValue)?.name ?? providerValue;
  const number = bound.values.bankAccount ?? bound.values.walletMobile ?? '';
  return `${provider} ****${number.slice(-4)}`;
}

function detailRows(order: Order) {
  const rows = [
    { text: 'Order No.', value: order.orderNo },
    { text: 'Loan amount', value: pesoText(order.amount) },
    { text: 'Loan term', value: `${order.termDays} days` },
    { text: 'Apply date', value: order.applyDate },
    { text: 'Due date', value: order.dueDate },
  ];
  if (isRepayable(order)) rows.push({ text: 'Amount to repay', value: pesoText(order.repayAmount) });
  rows.push({ text: 'Payout account', value: payoutAccountText() });
  return rows;
}

export const loanDetailsHandlers = [
  devEndpoint('post', '/v3/loan-details/loan-details', async ({ request }) => {
    const order = findOrder((await readForm(request)).orderId);
    if (!order) return replyFail(1, 'Order not found.');
    const product = findLoanProduct(order.productId);
    return replyInt0({
      orderStatus: order.status,
      noticeStatusText: STATUS_LABEL[order.status],
      noticeDesText: statusDescription(order),
      recProducts: RECOMMENDED_PRODUCTS.map(scrambledProduct),
      productName: product?.name ?? '',
      productLogo: product?.logo ?? '',
      userOrderDetail: { detail: detailRows(order) },
      // Not shown in SPEC.md: served as "the product is the lender's own" with no external page.
      inside: 1,
      h5Url: '',
      isDelay: order.isDelay,
      telephone: market.company.phone,
      isScore: order.isScore,
      // Binding an account anywhere answers the prompt, so it stops once one is bound.
      cardNeedPop: order.cardNeedPop === 1 && !db.bankAccount ? 1 : 0,
      cardPopTitle: 'Add a payout account',
      cardPopMsg: 'Bind a bank account or e-wallet so we can send your loan as soon as it is approved.',
      playeduL: order.playeduL,
      reyMsg: order.status === 151 ? `Your loan of ${pesoText(order.amount)} is ready. Withdraw it now?` : '',
    });
  }),

  devEndpoint('post', '/service/event/save', async ({ request }) => {
    const form = await readForm(request);
    if (!form.moduleId) return replyFail(1, 'moduleId is missing.');
    db.events.push(form);
    return replyInt0(null);
  }),

  devEndpoint('post', '/v3/loan-details/google-score', async ({ request }) => {
    const score = Number((await readForm(request)).score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return replyFail(1, 'Please choose 1 to 5 stars.');
    db.appScores.push(score);
    // Rated once is enough: no order asks again.
    for (const order of db.orders.values()) order.isScore = 0;
    return replyInt0(null, 'Thank you for your rating!');
  }),

  devEndpoint('post', PRODUCT_TAP_PATHS.orderScreenClick, async ({ request }) => {
    const form = await readForm(request);
    db.productClicks.push({ path: PRODUCT_TAP_PATHS.orderScreenClick, fields: form });
    const result = productLink(form[ORDER_CLICK_FIELDS.recommendedProductId], requestOrigin(request));
    if ('message' in result) return replyFail('01', result.message);
    return reply00({ [LINK_FIELD]: result.link });
  }),
];
