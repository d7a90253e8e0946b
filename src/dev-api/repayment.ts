/**
 * Repayment (screens 16 and 17): instalment info, extension (delay) info and the pay link.
 * Success rule: int0. Only orders with money due (statuses 170, 174, 180) can be repaid; only
 * orders with isDelay '1' can be extended.
 */
import { assetPath } from './assets';
import { addDays, TODAY } from './calendar';
import { db } from './db';
import type { Order } from './records';
import { devEndpoint, devEndpointGetOrPost, readForm, requestOrigin } from './endpoint';
import { replyFail, replyInt0 } from './envelope';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { extensionRoom, type ExtensionRoom } from '../lib/loan-caps';
import { extensionFeeFor, interestFor, LOAN_CHARGES, releaseFees } from './loan-charges';
import { OFFER_TEXTS } from './loan-offers';
import { findLoanProduct } from './loan-products';
import { dateText, pesoText } from './money-text';
import { isRepayable } from './order-status';
import { findOrder } from './orders';
import { findChannel, payNotice, REPAY_CHANNELS, repayList } from './repay-channels';
import { replyLanguage, say, type Wording } from './server-language';

export const EXTENSION_DAYS = 30;

/** The order's standing Contract No., paid over the counter with the default channel. */
export function contractNo(order: Order): string {
  return order.orderNo.slice(3);
}

/** What an extension costs today: the product's extension fee, as its disclosure states it, and the penalty to date, each its own row. */
export function extensionCharges(order: Order): { fee: number; penalty: number } {
  const product = findLoanProduct(order.productId);
  return { fee: product ? extensionFeeFor(product, order.amount) : 0, penalty: order.penalty };
}

/** What the loan has cost so far, a row a charge as the total-cost cap counts them: interest, release fees, earlier extension fees, the penalty to date. */
function costSoFar(order: Order, language: string): { name: string; amount: number }[] {
  const product = findLoanProduct(order.productId);
  if (!product) return [];
  const { serviceFee, stampTax } = releaseFees(product, order.amount, order.termDays);
  const rows = [
    { name: say(REPAYMENT_TEXTS.interest, language), amount: interestFor(product, order.amount, order.termDays) },
    { name: say(OFFER_TEXTS.serviceFee, language), amount: serviceFee },
    { name: say(OFFER_TEXTS.stampTax, language), amount: stampTax },
    { name: say(REPAYMENT_TEXTS.earlierExtensions, language), amount: order.extensionsTaken * extensionCharges(order).fee },
    { name: say(REPAYMENT_TEXTS.penalty, language), amount: order.penalty },
  ];
  return rows.filter((row) => row.amount > 0);
}

/** Whether the order may be extended today, by the reckoning the page makes (src/lib/loan-caps.ts), so the dev API refuses what the page refuses. */
function extensionCheck(order: Order): ExtensionRoom {
  const { caps, daysPerMonth, extensions } = LOAN_CHARGES;
  const figures = { principal: order.amount, termDays: order.termDays, costSoFar: costSoFar(order, 'en'), extensionFee: extensionCharges(order).fee, extensionsTaken: order.extensionsTaken };
  return extensionRoom(figures, { caps, daysPerMonth, timeZone: (market as Market).timeZone, maxExtensions: extensions.maxCount }, Date.parse(`${TODAY}T12:00:00+08:00`));
}

function defaultDetail(order: Order, language: string) {
  const channel = REPAY_CHANNELS[0];
  return {
    payCode: contractNo(order),
    logo: channel?.logo ?? '',
    title: channel?.name ?? '',
    payNotice: payNotice(contractNo(order), language),
  };
}

/** The texts of the repayment replies, in each language (server-language.ts); `{days}` is filled in. */
export const REPAYMENT_TEXTS = {
  notice: {
    en: 'Please pay before 11:59 PM on the due date to avoid penalties. Payments can take up to 2 working days to post.',
    fil: 'Magbayad bago mag-11:59 ng gabi sa due date para walang multa. Puwedeng umabot nang hanggang 2 araw ng trabaho bago pumasok ang bayad mo.',
  },
  orderNo: { en: 'Order No.', fil: 'Loan No.' },
  loanAmount: { en: 'Loan amount', fil: 'Halaga ng loan' },
  interest: { en: 'Interest', fil: 'Interes' },
  penalty: { en: 'Late-payment penalty', fil: 'Multa sa late na pagbabayad' },
  daysOverdue: { en: 'Days overdue', fil: 'Araw na lampas sa due date' },
  dueDate: { en: 'Due date', fil: 'Due date' },
  extendBy: { en: 'Extend your due date by {days} days', fil: 'I-extend ang due date mo nang {days} araw' },
  payToExtend: { en: 'Pay today to extend', fil: 'Bayaran ngayon para ma-extend' },
  afterExtension: { en: 'After the extension', fil: 'Pagkatapos ng extension' },
  extensionFee: { en: 'Extension fee', fil: 'Extension fee' },
  earlierExtensions: { en: 'Earlier extension fees', fil: 'Mga naunang extension fee' },
  overLimit: { en: 'This loan has had every extension allowed.', fil: 'Nagamit na ng loan na ito ang lahat ng puwedeng extension.' },
  overCap: { en: 'This extension would take the cost of the loan past the legal cap.', fil: 'Lalampas sa limitasyong itinakda ng batas ang gastos ng loan kapag in-extend ito.' },
  remaining: { en: 'Remaining balance', fil: 'Natitirang balanse' },
  orderNotFound: { en: 'Order not found.', fil: 'Hindi makita ang loan.' },
  nothingToRepay: { en: 'There is nothing to repay on this order.', fil: 'Wala nang babayaran sa loan na ito.' },
  cannotExtend: { en: 'This order cannot be extended.', fil: 'Hindi puwedeng i-extend ang loan na ito.' },
  chooseMethod: { en: 'Please select your repayment method for payment', fil: 'Pumili ng paraan ng pagbabayad' },
  badAmount: { en: 'The payment amount is not valid.', fil: 'Hindi tama ang halagang babayaran.' },
} as const satisfies Record<string, Wording>;

/** The order named in the form when it can be repaid, otherwise the failure reply to send. */
function repayableOrder(form: Record<string, string>, language: string): Order | Response {
  const order = findOrder(form.orderId);
  if (!order) return replyFail(1, say(REPAYMENT_TEXTS.orderNotFound, language));
  if (!isRepayable(order)) return replyFail(1, say(REPAYMENT_TEXTS.nothingToRepay, language));
  return order;
}

function productOf(order: Order) {
  const product = findLoanProduct(order.productId);
  return { productName: product?.name ?? '', productLogo: product?.logo ?? '' };
}

/**
 * The repayment page's rows. The page shows the first two until the borrower taps More (SPEC point
 * 16), so a late loan's penalty and days overdue come first: what it costs to be late is never folded
 * away (issue 61). On time, the loan's own figures lead.
 */
function detailRows(order: Order, language: string): { text: string; value: string }[] {
  const text = (key: keyof typeof REPAYMENT_TEXTS) => say(REPAYMENT_TEXTS[key], language);
  const late = [
    { text: text('penalty'), value: pesoText(order.penalty) },
    { text: text('daysOverdue'), value: String(order.overdueDays) },
  ];
  const loan = [
    { text: text('orderNo'), value: order.orderNo },
    { text: text('loanAmount'), value: pesoText(order.amount) },
    { text: text('interest'), value: pesoText(order.interest) },
  ];
  const due = { text: text('dueDate'), value: dateText(order.dueDate, language) };
  return order.overdueDays > 0 || order.penalty > 0 ? [...late, ...loan, due] : [...loan, ...late, due];
}

export const repaymentHandlers = [
  devEndpoint('post', '/v3/installment/loan-play-detail', async ({ request }) => {
    const language = replyLanguage(request);
    const text = (key: keyof typeof REPAYMENT_TEXTS) => say(REPAYMENT_TEXTS[key], language);
    const order = repayableOrder(await readForm(request), language);
    if (order instanceof Response) return order;
    return replyInt0({
      repayAmount: order.repayAmount,
      ...productOf(order),
      repayDate: order.dueDate,
      detail: detailRows(order, language),
      repayList: repayList(),
      noticeMsg: text('notice'),
      defDetail: defaultDetail(order, language),
      isShowReyTop: order.isShowReyTop,
    });
  }),

  devEndpoint('post', '/town/dddp', async ({ request }) => {
    const language = replyLanguage(request);
    const text = (key: keyof typeof REPAYMENT_TEXTS) => say(REPAYMENT_TEXTS[key], language);
    const order = repayableOrder(await readForm(request), language);
    if (order instanceof Response) return order;
    if (order.isDelay !== '1') return replyFail(1, text('cannotExtend'));
    const { fee, penalty } = extensionCharges(order);
    const newDueDate = addDays(order.dueDate > TODAY ? order.dueDate : TODAY, EXTENSION_DAYS);
    return replyInt0({
      // SPEC names delayAmount and title; the rest are our assumption (docs/contract-assumptions.md): what the page needs to show the room the total-cost cap leaves and the extensions left before the borrower extends.
      delayInfo: {
        delayAmount: fee + penalty,
        title: text('extendBy').replace('{days}', String(EXTENSION_DAYS)),
        principal: order.amount,
        termDays: order.termDays,
        extensionFee: fee,
        extensionsTaken: order.extensionsTaken,
        costSoFar: costSoFar(order, language),
      },
      ...productOf(order),
      repayDate: newDueDate,
      repayPlan: [
        { remark: text('payToExtend'), title: text('extensionFee'), amount: fee, time: TODAY },
        ...(penalty > 0 ? [{ remark: text('payToExtend'), title: text('penalty'), amount: penalty, time: TODAY }] : []),
        { remark: text('afterExtension'), title: text('remaining'), amount: order.repayAmount - penalty, time: newDueDate },
      ],
      repayList: repayList(),
      noticeMsg: text('notice'),
      defDetail: defaultDetail(order, language),
      isShowReyTop: order.isShowReyTop,
    });
  }),

  // SPEC.md does not give this call's method, so both are served.
  ...devEndpointGetOrPost('/v3/loan-details/generate-vcode', (form, { request }) => {
    const language = replyLanguage(request);
    const order = repayableOrder(form, language);
    if (order instanceof Response) return order;
    const channel = findChannel(form.channelNumber);
    if (!channel) return replyFail(1, say(REPAYMENT_TEXTS.chooseMethod, language));
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0) return replyFail(1, say(REPAYMENT_TEXTS.badAmount, language));
    const isDelay = form.isDelay === '1';
    if (isDelay && order.isDelay !== '1') return replyFail(1, say(REPAYMENT_TEXTS.cannotExtend, language));
    const verdict = isDelay ? extensionCheck(order).verdict : 'allowed';
    if (verdict === 'overLimit' || verdict === 'overCap') return replyFail(1, say(REPAYMENT_TEXTS[verdict], language));
    const payCode = `${channel.channel_number}${order.orderId}${String(db.payRequests.length + 1).padStart(3, '0')}`;
    db.payRequests.push({ orderId: order.orderId, productId: form.productId ?? '', amount, channelNumber: String(channel.channel_number), isDelay, payCode });
    const query = new URLSearchParams({ showType: channel.eWallet ? '2' : '1', payCode, repayAmount: String(amount) });
    // The pay-code page shows the channel's picture beside a pay code, a QR picture otherwise.
    query.set('payCodeImg', channel.eWallet ? assetPath(`qr-${payCode}`) : channel.logo);
    return replyInt0({ payUrl: `${requestOrigin(request)}/repaymentOfCode?${query.toString()}` });
  }),
];
