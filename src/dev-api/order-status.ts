/**
 * What each order status means in the dev API. SPEC.md only lists the values (21, 110, 151, 170,
 * 174, 180, 200); these readings are ours, chosen so each status exercises a different part of
 * the order screen, and are documented in docs/dev-api.md.
 */
import type { Order, OrderStatus } from './records';
import { dateText, pesoText } from './money-text';
import { filled, say, type Wording } from './server-language';

/** Each status's banner title, in each language (server-language.ts). */
export const STATUS_LABELS: Record<OrderStatus, Wording> = {
  21: { en: 'Application submitted', fil: 'Naipasa na ang application' },
  110: { en: 'Under review', fil: 'Sinusuri pa' },
  151: { en: 'Approved', fil: 'Aprubado na' },
  170: { en: 'Disbursed', fil: 'Naipadala na ang pera' },
  174: { en: 'Payment due', fil: 'Malapit na ang due date' },
  180: { en: 'Overdue', fil: 'Lampas na sa due date' },
  200: { en: 'Paid off', fil: 'Bayad na' },
};

/** Each status's banner description, in each language; `{date}`, `{amount}`, `{days}` are filled in. */
export const STATUS_DESCRIPTIONS: Record<OrderStatus, Wording> = {
  21: { en: 'We have received your application. Please wait while we review it.', fil: 'Natanggap na namin ang application mo. Hintayin lang habang sinusuri namin ito.' },
  110: { en: 'Your application is being reviewed. This usually takes less than 1 day.', fil: 'Sinusuri na ang application mo. Kadalasan, wala pang 1 araw ito.' },
  151: { en: 'Your loan is approved. Please confirm the offer to receive the money.', fil: 'Aprubado na ang loan mo. I-confirm ang offer para matanggap ang pera.' },
  170: { en: 'The money was sent to your account. Your next payment date is {date}.', fil: 'Naipadala na ang pera sa account mo. Ang susunod mong bayad ay sa {date}.' },
  174: { en: 'Your payment of {amount} is due on {date}.', fil: 'Ang bayad mong {amount} ay due sa {date}.' },
  180: { en: 'Your payment is {days} days overdue. Please pay now to avoid further penalties.', fil: '{days} araw nang lampas sa due date ang bayad mo. Magbayad na ngayon para hindi na madagdagan ang multa.' },
  200: { en: 'Thank you! Your loan is fully paid. You can borrow again any time.', fil: 'Salamat! Bayad na ang buong loan mo. Puwede kang mag-loan ulit kahit kailan.' },
};

/** The banner title of an order's status, in `language`. */
export function statusLabel(order: Order, language = 'en'): string {
  return say(STATUS_LABELS[order.status], language);
}

export function statusDescription(order: Order, language = 'en'): string {
  const values: Record<string, string> = { date: dateText(order.dueDate, language), amount: pesoText(order.repayAmount), days: String(order.overdueDays) };
  return filled(say(STATUS_DESCRIPTIONS[order.status], language), values);
}

/** Statuses with money still to pay: the repayment pages serve only these. */
export function isRepayable(order: Order): boolean {
  return order.status === 170 || order.status === 174 || order.status === 180;
}

/** Orders that are due or overdue are in collection, so the complaint "Collection" type applies to them. */
export function allowsCollectionComplaint(order: Order): boolean {
  return order.status === 174 || order.status === 180;
}
