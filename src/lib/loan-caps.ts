import type { Market } from '../generated/market.ts';
import { addMonths, calendarDay } from './calendar-dates.ts';
import { monthlyEffectiveRate } from './effective-rate.ts';
import { readNumber } from './rounding.ts';

/**
 * The caps a covered loan must keep (BSP Circular No. 1133 in the Philippines, applied to lending
 * companies by SEC MC No. 3 s.2022): config/market.json loanCharges.caps, with the market's days a
 * month and wall-clock zone.
 */
export interface LoanCapRules {
  caps: Market['loanCharges']['caps'];
  daysPerMonth: number;
  timeZone: string;
}

/** An offer's figures as its reply gives them (numbers or numeric text; lists of objects read under daysKey and amountKey). */
export interface OfferFigures {
  principal: unknown;
  termDays: unknown;
  interest: unknown;
  fees: unknown;
  netProceeds: unknown;
  schedule: unknown;
  penaltyRate: unknown;
  defaultCharges: unknown;
  extensionFee: unknown;
  daysKey?: unknown;
  amountKey?: unknown;
}

/** Each cap an offer can break, in the order the disclosure states them. */
export const capNames = ['nominalInterest', 'effectiveInterest', 'penalty', 'defaultCharges', 'totalCost'] as const;
export type CapName = (typeof capNames)[number];

/** The total of one key over a list; null when it is not a list or a part is not a number (as sum() in expressions). */
function total(list: unknown, key: string): number | null {
  if (!Array.isArray(list)) return null;
  let sum = 0;
  for (const entry of list as unknown[]) {
    const n = readNumber(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[key] : undefined);
    if (n === null) return null;
    sum += n;
  }
  return sum;
}

/**
 * Whether the loan is a covered one, the only kind the caps bind: a principal within the covered
 * amount and a term within the covered months, counted as calendar months from `today` (so a
 * four-month term is 120 to 123 days by the month it starts in).
 */
export function isCoveredLoan(principal: number | null, termDays: number | null, rules: LoanCapRules, today: number): boolean {
  const from = calendarDay(today, rules.timeZone);
  if (principal === null || termDays === null || from === null) return false;
  const coveredDays = addMonths(from, rules.caps.coveredMaxMonths) - from;
  return principal > 0 && principal <= rules.caps.coveredMaxPrincipal && termDays > 0 && termDays <= coveredDays;
}

/**
 * The caps a covered offer breaks, none for one that keeps them or is not covered: the one reading
 * every page takes, so the disclosure's flag, the Loan button and the field report cannot disagree
 * (issue 60). Figures the offer leaves out count as nothing, as the disclosure shows them; a
 * figure that is not a number breaks no cap by itself. One-time charges on default are held to
 * the penalty cap from the first day of delay, beside the penalty rate itself, and count in the
 * total cost with interest, fees and the extension fee.
 */
export function capBreaches(offer: OfferFigures, rules: LoanCapRules, today: number): CapName[] {
  const principal = readNumber(offer.principal);
  const termDays = readNumber(offer.termDays);
  if (principal === null || termDays === null || !isCoveredLoan(principal, termDays, rules, today)) return [];
  const { caps, daysPerMonth } = rules;
  const amountKey = typeof offer.amountKey === 'string' ? offer.amountKey : 'amount';
  const daysKey = typeof offer.daysKey === 'string' ? offer.daysKey : 'days';
  const interest = readNumber(offer.interest) ?? 0;
  const penaltyRate = readNumber(offer.penaltyRate);
  const defaultCharges = total(offer.defaultCharges, amountKey) ?? 0;
  const effective = monthlyEffectiveRate(offer.netProceeds, offer.schedule, daysPerMonth, daysKey, amountKey);
  const breaches: Record<CapName, boolean> = {
    nominalInterest: interest * daysPerMonth * 100 > caps.nominalInterestPercentPerMonth * principal * termDays,
    effectiveInterest: effective !== null && effective * 100 > caps.effectiveInterestPercentPerMonth,
    penalty: penaltyRate !== null && penaltyRate > caps.penaltyPercentPerMonth,
    defaultCharges: defaultCharges > 0 && defaultCharges * 100 * daysPerMonth > (caps.penaltyPercentPerMonth - (penaltyRate ?? 0)) * (total(offer.schedule, amountKey) ?? 0),
    totalCost: (interest + (total(offer.fees, amountKey) ?? 0) + (readNumber(offer.extensionFee) ?? 0) + defaultCharges) * 100 > caps.totalCostPercentOfPrincipal * principal,
  };
  return capNames.filter((name) => breaches[name]);
}
