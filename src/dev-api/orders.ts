/** Order look-up and creation on top of the db, shared by the order, confirm, repayment and complaint handlers. */
import { compactDate, TODAY, addDays } from './calendar';
import { db } from './db';
import type { Order } from './records';
import { interestFor } from './loan-charges';
import type { LoanProduct } from './loan-products';

export function findOrder(orderId: string | undefined): Order | undefined {
  return orderId === undefined ? undefined : db.orders.get(orderId);
}

export function findOrderByNo(orderNo: string | undefined): Order | undefined {
  return [...db.orders.values()].find((order) => order.orderNo === orderNo);
}

/** A new order at status 21, as the confirm pages create it (orderIds 20001, 20002…). */
export function createOrder(product: LoanProduct): Order {
  const seq = db.nextOrderSeq;
  db.nextOrderSeq += 1;
  const interest = interestFor(product, product.amount, product.termDays);
  const order: Order = {
    orderId: String(20000 + seq),
    orderNo: `KGP${compactDate(TODAY)}${String(200 + seq).padStart(5, '0')}`,
    productId: product.productId,
    status: 21,
    amount: product.amount,
    termDays: product.termDays,
    applyDate: TODAY,
    dueDate: addDays(TODAY, product.termDays),
    repayAmount: Math.round((product.amount + interest) / product.instalments),
    interest,
    penalty: 0,
    overdueDays: 0,
    isDelay: '0',
    extensionsTaken: 0,
    isScore: 0,
    cardNeedPop: db.bankAccount ? 0 : 1,
    playeduL: '',
    isShowReyTop: 0,
  };
  db.orders.set(order.orderId, order);
  return order;
}
