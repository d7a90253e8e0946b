/**
 * One loan, one truth (CONTRACT.md 'Market values', issue 40): what a loan costs besides the
 * offer's interest and fees, worked out from config/market.json loanCharges, the same values the
 * loan terms and the disclosure state. Every charge the dev API puts in a reply (the offer's
 * disclosure, the repayment page's penalty, the extension's fee) comes from here, never from a
 * figure of its own, and never passes the market's caps.
 */
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { totalCostLimit } from '../lib/loan-caps';
import type { LoanProduct } from './loan-products';

export const LOAN_CHARGES = (market as Market).loanCharges;
const { caps, daysPerMonth } = LOAN_CHARGES;

/**
 * Documentary stamp tax on a loan (NIRC Sec. 179 as amended by the TRAIN law, RA 10963): ₱1.50 on
 * each ₱200 or part of it, and for a term under a year in proportion to its days over 365.
 */
export function documentaryStampTax(centavos: number, termDays: number): number {
  return Math.round((Math.ceil(centavos / 20_000) * 150 * Math.min(termDays, 365)) / 365);
}

/** Interest over a term: the product's daily rate on the principal. */
export function interestFor(product: LoanProduct, principal: number, termDays: number): number {
  return Math.round(principal * product.dailyRate * termDays);
}

/** The finance charges taken from the money at release: the service fee and the documentary stamp tax. */
export function releaseFees(product: LoanProduct, principal: number, termDays: number): { serviceFee: number; stampTax: number } {
  return { serviceFee: Math.round(principal * product.serviceFeeRate), stampTax: documentaryStampTax(principal, termDays) };
}

/** The fee to move a due date, on the loan's principal. */
export function extensionFeeFor(product: LoanProduct, principal: number): number {
  return Math.round(principal * product.extensionFeeRate);
}

/** The one-time charge on default the borrower would pay (the dev API's borrowers are new clients); 0 for none. */
export function oneTimeDefaultCharge(): number {
  return LOAN_CHARGES.defaultCharge.newClient;
}

/** A covered loan (BSP Circular 1133): small and short, so its whole cost is capped too. */
export function isCovered(principal: number, termDays: number): boolean {
  return principal <= caps.coveredMaxPrincipal && termDays <= caps.coveredMaxMonths * daysPerMonth;
}

/** The most a late payment may cost after `days` days: the cap's monthly rate on the amount overdue, counted by the day. */
export function penaltyCap(overdue: number, days: number): number {
  return days > 0 ? Math.floor((overdue * caps.penaltyPercentPerMonth * days) / (100 * daysPerMonth)) : 0;
}

export interface PenaltyInput {
  product: LoanProduct;
  principal: number;
  termDays: number;
  /** What was due and is not paid, in centavos. */
  overdue: number;
  daysOverdue: number;
  /** Extension fees already charged on the loan. */
  extensionFees?: number;
}

/**
 * The late-payment penalty to date: the product's monthly rate on the amount overdue for each
 * calendar day of delay, plus the one-time charge, within the penalty cap and, on a covered loan,
 * within what the total cost cap leaves after the interest, the fees and any extension.
 */
export function latePenalty({ product, principal, termDays, overdue, daysOverdue, extensionFees = 0 }: PenaltyInput): number {
  if (daysOverdue <= 0 || overdue <= 0) return 0;
  const accrued = Math.round((overdue * product.penaltyPercentPerMonth * daysOverdue) / (100 * daysPerMonth)) + oneTimeDefaultCharge();
  const capped = Math.min(accrued, penaltyCap(overdue, daysOverdue));
  if (!isCovered(principal, termDays)) return capped;
  const { serviceFee, stampTax } = releaseFees(product, principal, termDays);
  const costSoFar = interestFor(product, principal, termDays) + serviceFee + stampTax + extensionFees;
  return Math.max(0, Math.min(capped, totalCostLimit(principal, caps) - costSoFar));
}
