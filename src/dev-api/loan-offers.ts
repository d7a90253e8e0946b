/**
 * The loan offer behind both confirmation pages (V3 and variant 2): the same numbers, which
 * variant 2 then renames. Amounts are centavos; the detail rows are ready-made text. The
 * Truth-in-Lending figures (disclosure) are our assumption of what the server sends
 * (docs/contract-assumptions.md): the fees taken from the money at release, and the schedule.
 */
import { addDays, TODAY } from './calendar';
import { extensionFeeFor, interestFor, oneTimeDefaultCharge, releaseFees } from './loan-charges';
import type { LoanProduct } from './loan-products';
import { pesoText } from './money-text';
import { filled, replyLanguage, say, type Wording } from './server-language';

/** termUnit value meaning "periods are days" (the only unit the legal text allows: 91–365 days). */
export const TERM_UNIT_DAYS = 1;

export interface DetailRow {
  text: string;
  value: string;
}

export interface RepayPlanRow {
  title: string;
  amount: number;
  description: string;
  pay_time: string;
}

/** One payment of the disclosure's schedule: due `days` after the release, on `date`. */
export interface SchedulePayment {
  days: number;
  date: string;
  amount: number;
}

/** What the Truth-in-Lending disclosure is worked out from (the principal is the offer's amount). */
export interface Disclosure {
  /** Interest over the whole term. */
  interest: number;
  /** The other finance charges, each deducted from the money at release. */
  fees: { name: string; amount: number }[];
  /** What reaches the borrower: the principal less the fees. */
  netProceeds: number;
  schedule: SchedulePayment[];
  /** Late-payment penalty, per cent a month of the amount overdue. */
  penaltyRate: number;
  /** Charges on default besides the penalty (config/market.json loanCharges.defaultCharge; none in the Philippine market). */
  defaultCharges: { name: string; amount: number }[];
  /** Fee to extend the due date. */
  extensionFee: number;
}

export interface Offer {
  amount: number;
  periods: number;
  termUnit: number;
  details: DetailRow[];
  repay_plans: RepayPlanRow[];
  firstPayTime: string;
  firstPeriodDay: number;
  pRateDsc: string;
  disclosure: Disclosure;
}

const ORDINALS: Record<string, readonly string[]> = {
  en: ['1st', '2nd', '3rd', '4th', '5th', '6th'],
  // With their linkers, as they stand before a noun (Unang bayad).
  fil: ['Unang', 'Ikalawang', 'Ikatlong', 'Ikaapat na', 'Ikalimang', 'Ikaanim na'],
};

/** The names of the offer's rows and charges, the same in its detail rows and its disclosure's fees. */
export const OFFER_TEXTS = {
  loanAmount: { en: 'Loan amount', fil: 'Halaga ng loan' },
  serviceFee: { en: 'Service fee', fil: 'Service fee' },
  stampTax: { en: 'Documentary stamp tax', fil: 'Buwis sa dokumento (documentary stamp tax)' },
  netProceeds: { en: 'Amount you will receive', fil: 'Halagang matatanggap mo' },
  interest: { en: 'Interest', fil: 'Interes' },
  total: { en: 'Total repayment', fil: 'Kabuuang bayad' },
  defaultPenalty: { en: 'One-time default penalty', fil: 'Isang beses na multa sa default' },
  payment: { en: '{nth} payment', fil: '{nth} bayad' },
  wholeLoan: { en: 'Principal and interest', fil: 'Principal at interes' },
  instalment: { en: 'Instalment {n} of {count}', fil: 'Hulog {n} sa {count}' },
  dailyRate: { en: 'Daily interest rate {rate}%', fil: 'Interes kada araw: {rate}%' },
} as const satisfies Record<string, Wording>;

/** A loan of a product: its principal, term and the day its money is released. */
export interface LoanBooking {
  amount: number;
  termDays: number;
  releaseDate: string;
}

/** The product's loan as offered today. */
export const offeredLoan = (product: LoanProduct): LoanBooking => ({ amount: product.amount, termDays: product.termDays, releaseDate: TODAY });

/**
 * The offer for a product, its texts in `language` (server-language.ts): the product's loan as
 * offered today, or the loan an order booked (its principal, term and release day), which is what
 * that order's Disclosure Statement states (docs/contract-assumptions.md, orderId).
 */
export function buildOffer(product: LoanProduct, language: string, loan: LoanBooking = offeredLoan(product)): Offer {
  const text = (key: keyof typeof OFFER_TEXTS) => say(OFFER_TEXTS[key], language);
  const { amount, termDays, releaseDate } = loan;
  const interest = interestFor(product, amount, termDays);
  const { serviceFee: fee, stampTax } = releaseFees(product, amount, termDays);
  const defaultCharge = oneTimeDefaultCharge();
  const netProceeds = amount - fee - stampTax;
  const total = amount + interest;
  const periodDays = Math.floor(termDays / product.instalments);
  const share = Math.floor(total / product.instalments);
  const plans: RepayPlanRow[] = [];
  const schedule: SchedulePayment[] = [];
  for (let i = 0; i < product.instalments; i += 1) {
    const last = i === product.instalments - 1;
    // The last payment takes the rounding remainder, so the plan adds up to the total exactly.
    const amount = last ? total - share * (product.instalments - 1) : share;
    const days = last ? termDays : periodDays * (i + 1);
    plans.push({
      title: filled(text('payment'), { nth: (ORDINALS[language] ?? ORDINALS.en)?.[i] ?? (language === 'fil' ? `Ika-${i + 1} na` : `${i + 1}th`) }),
      amount,
      description: product.instalments === 1 ? text('wholeLoan') : filled(text('instalment'), { n: i + 1, count: product.instalments }),
      pay_time: addDays(releaseDate, days),
    });
    schedule.push({ days, date: addDays(releaseDate, days), amount });
  }
  return {
    amount,
    periods: termDays,
    termUnit: TERM_UNIT_DAYS,
    details: [
      { text: text('loanAmount'), value: pesoText(amount) },
      { text: text('serviceFee'), value: pesoText(fee) },
      { text: text('stampTax'), value: pesoText(stampTax) },
      { text: text('netProceeds'), value: pesoText(netProceeds) },
      { text: text('interest'), value: pesoText(interest) },
      { text: text('total'), value: pesoText(total) },
    ],
    repay_plans: plans,
    firstPayTime: plans[0]?.pay_time ?? addDays(releaseDate, termDays),
    firstPeriodDay: product.instalments === 1 ? termDays : periodDays,
    pRateDsc: filled(text('dailyRate'), { rate: (product.dailyRate * 100).toFixed(2) }),
    disclosure: {
      interest,
      fees: [
        { name: text('serviceFee'), amount: fee },
        { name: text('stampTax'), amount: stampTax },
      ],
      netProceeds,
      schedule,
      penaltyRate: product.penaltyPercentPerMonth,
      // config/market.json loanCharges: a new client's one-time charge, where the market has one.
      defaultCharges: defaultCharge > 0 ? [{ name: text('defaultPenalty'), amount: defaultCharge }] : [],
      extensionFee: extensionFeeFor(product, amount),
    },
  };
}

const PROMO_TEXTS = {
  receiveButton: { en: 'Get {net} now', fil: 'Kunin ang {net} ngayon' },
  receivePopup: {
    en: 'Welcome to Kaagapay! You receive {net} after {fees} in fees, and repay {total} by {date}.',
    fil: 'Maligayang pagdating sa Kaagapay! Matatanggap mo ang {net} pagkatapos ng {fees} na mga fee, at babayaran mo ang {total} bago o sa {date}.',
  },
  instalmentsButton: { en: 'Borrow {amount} in {count} payments', fil: 'Humiram ng {amount} sa {count} hulog' },
  instalmentsPopup: {
    en: 'Repay {total} in {count} payments, the first {first} on {date}.',
    fil: 'Bayaran ang {total} sa {count} hulog, ang una ay {first} sa {date}.',
  },
  plainButton: { en: 'Confirm loan', fil: 'I-confirm ang loan' },
} as const satisfies Record<string, Wording>;

/** A day of the schedule as a borrower reads it (Mar 5, 2027), in the reply's language. */
function readableDay(date: string | undefined, language: string): string {
  if (!date) return '';
  const locale = language === 'fil' ? 'fil-PH' : 'en-PH';
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Variant 2's button text and promo popup (NewButtonMsg, NewPopMsg), made from the offer's own
 * figures (issue 40: an ad that says "no service fee" or "get ₱10,000" while ₱9,475.34 is received
 * contradicts the disclosure). '' for no popup. The button names the money received, never more.
 */
export function promoTexts(product: LoanProduct, offer: Offer, language: string): { button: string; popup: string } {
  const { schedule, fees, netProceeds } = offer.disclosure;
  const values: Record<string, string> = {
    // Whole pesos fit the button; the amounts a borrower reconciles keep their centavos.
    amount: pesoText(offer.amount, { withDecimals: offer.amount % 100 !== 0 }),
    net: pesoText(netProceeds),
    fees: pesoText(fees.reduce((sum, fee) => sum + fee.amount, 0)),
    total: pesoText(schedule.reduce((sum, payment) => sum + payment.amount, 0)),
    count: String(schedule.length),
    first: pesoText(schedule[0]?.amount ?? 0),
    // A single payment's day is the loan's last; an instalment plan's, its first.
    date: readableDay((product.instalments === 1 ? schedule.at(-1) : schedule[0])?.date, language),
  };
  const fill = (key: keyof typeof PROMO_TEXTS) => say(PROMO_TEXTS[key], language).replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? '');
  if (product.promo === 'receive') return { button: fill('receiveButton'), popup: fill('receivePopup') };
  if (product.promo === 'instalments') return { button: fill('instalmentsButton'), popup: fill('instalmentsPopup') };
  return { button: fill('plainButton'), popup: '' };
}

/**
 * Where an agreement opens: in-app paths, so the agreement frame shows the app's own legal pages.
 * The Disclosure Statement (position 3) is the statement of this product's offer, with its order
 * when the page has one (issue 40: the general loan terms are not a statement of this loan).
 */
export function agreementUrl(position: number, productId: string, orderId?: string): string | undefined {
  if (position === 1) return '/loanAgreement';
  if (position === 2) return '/privacyPolicy';
  if (position === 3) return `/disclosureStatement?${new URLSearchParams(orderId ? { productId, orderId } : { productId })}`;
  return undefined;
}

/** Why the confirm pages' calls are refused, in each language (both variants); `{…}` are filled in. */
export const CONFIRM_REFUSALS = {
  offerGone: { en: 'This loan offer is no longer available.', fil: 'Wala na ang loan offer na ito.' },
  agreementGone: { en: 'This agreement is not available.', fil: 'Hindi available ang kasunduang ito.' },
  unknownScene: { en: 'Unsupported contract scene "{scene}".', fil: 'Hindi suportado ang contract scene na "{scene}".' },
  amountChanged: { en: 'The loan amount changed to {amount}. Please refresh the page.', fil: 'Binago na sa {amount} ang halaga ng loan. I-refresh ang page.' },
  termChanged: { en: 'The loan term changed to {days} days. Please refresh the page.', fil: 'Binago na sa {days} araw ang term ng loan. I-refresh ang page.' },
  badTermUnit: { en: 'The loan term unit is not valid. Please refresh the page.', fil: 'Hindi tama ang unit ng term ng loan. I-refresh ang page.' },
  orderUnknown: { en: 'We could not find this loan. Please open it again from your orders.', fil: 'Hindi namin makita ang loan na ito. Buksan itong muli mula sa mga loan mo.' },
} as const satisfies Record<string, Wording>;

/** A confirm refusal in the request's language. */
export function confirmRefusal(request: Request, key: keyof typeof CONFIRM_REFUSALS): string {
  return say(CONFIRM_REFUSALS[key], replyLanguage(request));
}

/** Why a push does not match the offer, in `language`, or undefined when it does (a stale page must not borrow a different amount). */
export function pushMismatch(product: LoanProduct, amount: string | undefined, periods: string | undefined, termUnit: string | undefined, language: string): string | undefined {
  const refusal = (key: keyof typeof CONFIRM_REFUSALS) => say(CONFIRM_REFUSALS[key], language);
  if (amount !== String(product.amount)) return filled(refusal('amountChanged'), { amount: pesoText(product.amount) });
  if (periods !== String(product.termDays)) return filled(refusal('termChanged'), { days: product.termDays });
  if (termUnit !== String(TERM_UNIT_DAYS)) return refusal('badTermUnit');
  return undefined;
}
