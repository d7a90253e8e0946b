/**
 * In-memory state of the dev API. Everything a handler saves lands here so that a later call can
 * read it back (bind then card-init, problem-save then problem-list, push then loan-details…).
 * `resetDb()` restores the seed; tests call it after each case, the browser starts from it on load.
 */
import { seedComplaints } from './seed-complaints';
import { seedOrders } from './seed-orders';
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

export type BindPath = 'bind-card-new' | 'bind-card-order';

export interface BindCall {
  path: BindPath;
  productId: string;
  cardType: number;
  channelNumber: string;
  values: Record<string, string>;
}

export interface Upload {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

export interface SmsSent {
  phone: string;
  code: string;
  sid: string;
}

export interface PayRequest {
  orderId: string;
  productId: string;
  amount: number;
  channelNumber: string;
  isDelay: boolean;
  payCode: string;
}

export interface LegacyRepayment {
  id: string;
  orderId: string;
  cardId: string;
  amount: number;
  needValid: 0 | 1;
  status: 'awaitingCode' | 'paid';
}

export interface TrackedClick {
  path: string;
  fields: Record<string, string>;
}

export interface DevDb {
  orders: Map<string, Order>;
  nextOrderSeq: number;
  /** The payout account bound last; card-init puts its values back into the form. */
  bankAccount: BindCall | null;
  bindCalls: BindCall[];
  complaints: Complaint[];
  nextComplaintId: number;
  uploads: Map<string, Upload>;
  nextUploadId: number;
  /** Stars given to the app on the order screen (google-score). */
  appScores: number[];
  registeredPhones: Set<string>;
  smsSent: SmsSent[];
  /** Current captcha text per landing session id. */
  captchas: Map<string, string>;
  nextSid: number;
  trackVisits: Record<string, string>[];
  trackClicks: Record<string, string>[];
  /** Ad conversions reported by the landing after a registration from an ad click (UC). */
  trackConversions: Record<string, string>[];
  /** service/event/save calls. */
  events: Record<string, string>[];
  /** Recommended-product taps and link fetches (order screen and failure page). */
  productClicks: TrackedClick[];
  payRequests: PayRequest[];
  repayTokens: Map<string, { orderId: string; used: boolean }>;
  legacyRepayments: Map<string, LegacyRepayment>;
  nextRecordSeq: number;
  /** Minutes since the dev clock's start; each saved record moves it on, so times are distinct and stable. */
  clockMinutes: number;
  /** State of the seeded random generator (captchas, tokens), so runs are reproducible. */
  randomState: number;
}

/** Seeded registered phone for the landing page's "already registered" (code 11) path. */
export const REGISTERED_PHONE = '09991234567';

function freshDb(): DevDb {
  const orders = seedOrders();
  return {
    orders: new Map(orders.map((order) => [order.orderId, order])),
    nextOrderSeq: 1,
    bankAccount: null,
    bindCalls: [],
    complaints: seedComplaints(orders),
    nextComplaintId: 304,
    uploads: new Map(),
    nextUploadId: 1,
    appScores: [],
    registeredPhones: new Set([REGISTERED_PHONE]),
    smsSent: [],
    captchas: new Map(),
    nextSid: 1,
    trackVisits: [],
    trackClicks: [],
    trackConversions: [],
    events: [],
    productClicks: [],
    payRequests: [],
    repayTokens: new Map(),
    legacyRepayments: new Map(),
    nextRecordSeq: 1,
    clockMinutes: 0,
    randomState: 20261105,
  };
}

export const db: DevDb = freshDb();

export function resetDb(): void {
  Object.assign(db, freshDb());
}
