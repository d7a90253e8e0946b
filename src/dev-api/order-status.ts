/**
 * What each order status means in the dev API. SPEC.md only lists the values (21, 110, 151, 170,
 * 174, 180, 200); these readings are ours, chosen so each status exercises a different part of
 * the order screen, and are documented in docs/dev-api.md.
 */
import type { Order, OrderStatus } from './db';
import { pesoText } from './money-text';

export const STATUS_LABEL: Record<OrderStatus, string> = {
  21: 'Application submitted',
  110: 'Under review',
  151: 'Approved',
  170: 'Disbursed',
  174: 'Payment due',
  180: 'Overdue',
  200: 'Paid off',
};

export function statusDescription(order: Order): string {
  switch (order.status) {
    case 21:
      return 'We have received your application. Please wait while we review it.';
    case 110:
      return 'Your application is being reviewed. This usually takes less than 1 day.';
    case 151:
      return 'Your loan is approved. Please confirm the offer to receive the money.';
    case 170:
      return `The money was sent to your account. Your next payment date is ${order.dueDate}.`;
    case 174:
      return `Your payment of ${pesoText(order.repayAmount)} is due on ${order.dueDate}.`;
    case 180:
      return `Your payment is ${order.overdueDays} days overdue. Please pay now to avoid further penalties.`;
    case 200:
      return 'Thank you! Your loan is fully paid. You can borrow again any time.';
  }
}

/** Statuses with money still to pay: the repayment pages serve only these. */
export function isRepayable(order: Order): boolean {
  return order.status === 170 || order.status === 174 || order.status === 180;
}

/** Orders that are due or overdue are in collection, so the complaint "Collection" type applies to them. */
export function allowsCollectionComplaint(order: Order): boolean {
  return order.status === 174 || order.status === 180;
}
