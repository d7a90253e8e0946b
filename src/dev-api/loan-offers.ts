/**
 * The loan offer behind both confirmation pages (V3 and variant 2): the same numbers, which
 * variant 2 then renames. Amounts are centavos; the detail rows are ready-made text. The
 * Truth-in-Lending figures (disclosure) are our assumption of what the server sends
 * (docs/contract-assumptions.md): the fees taken from the money at release, and the schedule.
 */
import { addDays, TODAY } from './calendar';
import { interestFor, type LoanProduct } from './loan-products';
import { pesoText } from './money-text';
import { say, type Wording } from './server-language';

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
  /** Charges on default besides the penalty (screens/loan-terms.json: a one-time default penalty). */
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

/**
 * Documentary stamp tax on a loan (NIRC Sec. 179 as amended by the TRAIN law, RA 10963): ₱1.50 on
 * each ₱200 or part of it, and for a term under a year in proportion to its days over 365.
 */
export function documentaryStampTax(centavos: number, termDays: number): number {
  return Math.round((Math.ceil(centavos / 20_000) * 150 * Math.min(termDays, 365)) / 365);
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

/** The names of the offer's rows and charges, the same in its detail rows and its disclosure's fees. */
export const OFFER_TEXTS = {
  loanAmount: { en: 'Loan amount', fil: 'Halaga ng loan' },
  serviceFee: { en: 'Service fee', fil: 'Bayad sa serbisyo' },
  stampTax: { en: 'Documentary stamp tax', fil: 'Buwis sa dokumento (documentary stamp tax)' },
  netProceeds: { en: 'Amount you will receive', fil: 'Halagang matatanggap mo' },
  interest: { en: 'Interest', fil: 'Interes' },
  total: { en: 'Total repayment', fil: 'Kabuuang bayad' },
  defaultPenalty: { en: 'One-time default penalty', fil: 'Isang beses na multa sa default' },
} as const satisfies Record<string, Wording>;

/** The offer for a product, its texts in `language` (server-language.ts). */
export function buildOffer(product: LoanProduct, language: string): Offer {
  const text = (key: keyof typeof OFFER_TEXTS) => say(OFFER_TEXTS[key], language);
  const interest = interestFor(product, product.amount, product.termDays);
  const fee = Math.round(product.amount * product.serviceFeeRate);
  const stampTax = documentaryStampTax(product.amount, product.termDays);
  const netProceeds = product.amount - fee - stampTax;
  const total = product.amount + interest;
  const periodDays = Math.floor(product.termDays / product.instalments);
  const share = Math.floor(total / product.instalments);
  const plans: RepayPlanRow[] = [];
  const schedule: SchedulePayment[] = [];
  for (let i = 0; i < product.instalments; i += 1) {
    const last = i === product.instalments - 1;
    // The last payment takes the rounding remainder, so the plan adds up to the total exactly.
    const amount = last ? total - share * (product.instalments - 1) : share;
    const days = last ? product.termDays : periodDays * (i + 1);
    plans.push({
      title: `${ORDINALS[i] ?? `${i + 1}th`} payment`,
      amount,
      description: product.instalments === 1 ? 'Principal and interest' : `Instalment ${i + 1} of ${product.instalments}`,
      pay_time: addDays(TODAY, days),
    });
    schedule.push({ days, date: addDays(TODAY, days), amount });
  }
  return {
    amount: product.amount,
    periods: product.termDays,
    termUnit: TERM_UNIT_DAYS,
    details: [
      { text: text('loanAmount'), value: pesoText(product.amount) },
      { text: text('serviceFee'), value: pesoText(fee) },
      { text: text('stampTax'), value: pesoText(stampTax) },
      { text: text('netProceeds'), value: pesoText(netProceeds) },
      { text: text('interest'), value: pesoText(interest) },
      { text: text('total'), value: pesoText(total) },
    ],
    repay_plans: plans,
    firstPayTime: plans[0]?.pay_time ?? addDays(TODAY, product.termDays),
    firstPeriodDay: product.instalments === 1 ? product.termDays : periodDays,
    pRateDsc: `Daily interest rate ${(product.dailyRate * 100).toFixed(2)}%`,
    disclosure: {
      interest,
      fees: [
        { name: text('serviceFee'), amount: fee },
        { name: text('stampTax'), amount: stampTax },
      ],
      netProceeds,
      schedule,
      penaltyRate: product.penaltyPercentPerMonth,
      // screens/loan-terms.json: ₱1,000 once, for a new client.
      defaultCharges: [{ name: text('defaultPenalty'), amount: 100_000 }],
      extensionFee: Math.round(product.amount * product.extensionFeeRate),
    },
  };
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

/** Why a push does not match the offer, or undefined when it does (a stale page must not borrow a different amount). */
export function pushMismatch(product: LoanProduct, amount: string | undefined, periods: string | undefined, termUnit: string | undefined): string | undefined {
  if (amount !== String(product.amount)) return `The loan amount changed to ${pesoText(product.amount)}. Please refresh the page.`;
  if (periods !== String(product.termDays)) return `The loan term changed to ${product.termDays} days. Please refresh the page.`;
  if (termUnit !== String(TERM_UNIT_DAYS)) return 'The loan term unit is not valid. Please refresh the page.';
  return undefined;
}
