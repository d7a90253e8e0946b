/**
 * In-memory state of the dev API. Everything a handler saves lands here so that a later call can
 * read it back (bind then card-init, problem-save then problem-list, push then loan-details…).
 * `resetDb()` restores the seed; tests call it after each case, the browser starts from it on load.
 */
import { seedComplaints } from './seed-complaints';
import { seedOrders } from './seed-orders';
import type { Complaint, Order } from './records';

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
