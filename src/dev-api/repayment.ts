/**
 * Repayment (screens 16 and 17): instalment info, extension (delay) info and the pay link.
 * Success rule: int0. Only orders with money due (statuses 170, 174, 180) can be repaid; only
 * orders with isDelay '1' can be extended.
 */
import { assetPath } from './assets';
import { addDays, TODAY } from './calendar';
import { db, type Order } from './db';
import { devEndpoint, devEndpointGetOrPost, readForm, requestOrigin } from './endpoint';
import { replyFail, replyInt0 } from './envelope';
import { extensionFeeFor } from './loan-charges';
import { findLoanProduct } from './loan-products';
import { pesoText } from './money-text';
import { isRepayable } from './order-status';
import { findOrder } from './orders';
import { findChannel, payNotice, REPAY_CHANNELS, repayList } from './repay-channels';

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

function defaultDetail(order: Order) {
  const channel = REPAY_CHANNELS[0];
  return {
    payCode: contractNo(order),
    logo: channel?.logo ?? '',
    title: channel?.name ?? '',
    payNotice: payNotice(contractNo(order)),
  };
}

const NOTICE = 'Please pay before 11:59 PM on the due date to avoid penalties. Payments can take up to 2 business days to post.';

/** The order named in the form when it can be repaid, otherwise the failure reply to send. */
function repayableOrder(form: Record<string, string>): Order | Response {
  const order = findOrder(form.orderId);
  if (!order) return replyFail(1, 'Order not found.');
  if (!isRepayable(order)) return replyFail(1, 'There is nothing to repay on this order.');
  return order;
}

function productOf(order: Order) {
  const product = findLoanProduct(order.productId);
  return { productName: product?.name ?? '', productLogo: product?.logo ?? '' };
}

export const repaymentHandlers = [
  devEndpoint('post', '/v3/installment/loan-play-detail', async ({ request }) => {
    const order = repayableOrder(await readForm(request));
    if (order instanceof Response) return order;
    return replyInt0({
      repayAmount: order.repayAmount,
      ...productOf(order),
      repayDate: order.dueDate,
      detail: [
        { text: 'Order No.', value: order.orderNo },
        { text: 'Loan amount', value: pesoText(order.amount) },
        { text: 'Interest', value: pesoText(order.interest) },
        { text: 'Late-payment penalty', value: pesoText(order.penalty) },
        { text: 'Days overdue', value: String(order.overdueDays) },
        { text: 'Due date', value: order.dueDate },
      ],
      repayList: repayList(),
      noticeMsg: NOTICE,
      defDetail: defaultDetail(order),
      isShowReyTop: order.isShowReyTop,
    });
  }),

  devEndpoint('post', '/town/dddp', async ({ request }) => {
    const order = repayableOrder(await readForm(request));
    if (order instanceof Response) return order;
    if (order.isDelay !== '1') return replyFail(1, 'This order cannot be extended.');
    const { fee, penalty } = extensionCharges(order);
    const newDueDate = addDays(order.dueDate > TODAY ? order.dueDate : TODAY, EXTENSION_DAYS);
    return replyInt0({
      delayInfo: { delayAmount: fee + penalty, title: `Extend your due date by ${EXTENSION_DAYS} days` },
      ...productOf(order),
      repayDate: newDueDate,
      repayPlan: [
        { remark: 'Pay today to extend', title: 'Extension fee', amount: fee, time: TODAY },
        ...(penalty > 0 ? [{ remark: 'Pay today to extend', title: 'Late-payment penalty', amount: penalty, time: TODAY }] : []),
        { remark: 'After the extension', title: 'Remaining balance', amount: order.repayAmount - penalty, time: newDueDate },
      ],
      repayList: repayList(),
      noticeMsg: NOTICE,
      defDetail: defaultDetail(order),
      isShowReyTop: order.isShowReyTop,
    });
  }),

  // SPEC.md does not give this call's method, so both are served.
  ...devEndpointGetOrPost('/v3/loan-details/generate-vcode', (form, { request }) => {
    const order = repayableOrder(form);
    if (order instanceof Response) return order;
    const channel = findChannel(form.channelNumber);
    if (!channel) return replyFail(1, 'Please select your repayment method for payment');
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0) return replyFail(1, 'The payment amount is not valid.');
    const isDelay = form.isDelay === '1';
    if (isDelay && order.isDelay !== '1') return replyFail(1, 'This order cannot be extended.');
    const payCode = `${channel.channel_number}${order.orderId}${String(db.payRequests.length + 1).padStart(3, '0')}`;
    db.payRequests.push({ orderId: order.orderId, productId: form.productId ?? '', amount, channelNumber: String(channel.channel_number), isDelay, payCode });
    const query = new URLSearchParams({ showType: channel.eWallet ? '2' : '1', payCode, repayAmount: String(amount) });
    // The pay-code page shows the channel's picture beside a pay code, a QR picture otherwise.
    query.set('payCodeImg', channel.eWallet ? assetPath(`qr-${payCode}`) : channel.logo);
    return replyInt0({ payUrl: `${requestOrigin(request)}/repaymentOfCode?${query.toString()}` });
  }),
];
