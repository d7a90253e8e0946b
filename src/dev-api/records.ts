/**
 * The records the dev API seeds and keeps: orders and complaints. Apart from the store (db.ts) so
 * that the seeds, which the store starts from, can name them without importing the store.
 */
import type { Wording } from './server-language';

/** Order statuses seen in the product (SPEC point 4). Their meanings are the dev API's reading, see docs/dev-api.md. */
export type OrderStatus = 21 | 110 | 151 | 170 | 174 | 180 | 200;

export interface Order {
  orderId: string;
  orderNo: string;
  productId: string;
  status: OrderStatus;
  /** Principal in centavos. */
  amount: number;
  termDays: number;
  applyDate: string;
  dueDate: string;
  /** Still to pay in centavos (principal + interest + penalty). */
  repayAmount: number;
  interest: number;
  penalty: number;
  overdueDays: number;
  /** '1' when the order may be extended (rollover); a string because the app compares with '1'. */
  isDelay: '0' | '1';
  /** Extensions the loan has had, each at the product's extension fee (issue 61). */
  extensionsTaken: number;
  isScore: 0 | 1;
  cardNeedPop: 0 | 1;
  /** Confirm link the order screen redirects to for statuses other than 21; '' for none. */
  playeduL: string;
  isShowReyTop: 0 | 1;
}

export type ComplaintStatus = 'pending' | 'processed';

export interface Complaint {
  id: string;
  orderNo: string;
  type: number;
  sonType: number | null;
  content: string;
  images: string[];
  time: string;
  status: ComplaintStatus;
  /** Support's reply, in each language the dev API answers in; unsigned (the page signs it: screens/complaint-details.json). */
  disposeDetail: Wording;
  disposeImages: string[];
  score: number | null;
}
