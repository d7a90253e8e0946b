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
    totalCost: passesTotalCost(interest + (total(offer.fees, amountKey) ?? 0) + (readNumber(offer.extensionFee) ?? 0) + defaultCharges, principal, caps),
  };
  return capNames.filter((name) => breaches[name]);
}

/** Whether a covered loan's whole cost passes the total-cost cap (a percentage of its principal). */
function passesTotalCost(cost: number, principal: number, caps: LoanCapRules['caps']): boolean {
  return cost * 100 > caps.totalCostPercentOfPrincipal * principal;
}

/** Most a covered loan may cost in all: the total-cost cap's share of its principal, in its unit (centavos). */
export function totalCostLimit(principal: number, caps: LoanCapRules['caps']): number {
  return Math.floor((principal * caps.totalCostPercentOfPrincipal) / 100);
}

/**
 * What a loan has cost so far, as a reply may give it: a list of charges (each its amount under
 * amountKey) or their total, a number or numeric text; null when it is neither or a part is not a number.
 */
function costOf(value: unknown, amountKey: string): number | null {
  return Array.isArray(value) ? total(value, amountKey) : readNumber(value);
}

/** An extension's figures as its reply gives them (numbers or numeric text; absent is null). */
export interface ExtensionFigures {
  principal: unknown;
  termDays: unknown;
  /** Interest, fees, earlier extension fees and penalties charged so far: a list of charges or their total. */
  costSoFar: unknown;
  /** What this extension would cost. */
  extensionFee: unknown;
  /** Extensions the loan has had. */
  extensionsTaken: unknown;
  amountKey?: unknown;
}

/**
 * allowed: the borrower may extend; unchecked: a figure the check needs is missing or not a number;
 * overLimit: the loan has had every extension the market allows; overCap: the fee would take a
 * covered loan's cost past the total-cost cap.
 */
export type ExtensionVerdict = 'allowed' | 'unchecked' | 'overLimit' | 'overCap';

export interface ExtensionRoom {
  verdict: ExtensionVerdict;
  /** Whether the total-cost cap binds this loan (a covered loan); false when it cannot be told. */
  covered: boolean;
  costSoFar: number | null;
  /** The most the loan may cost (a covered loan's), null otherwise. */
  costLimit: number | null;
  /** What the cap leaves before this extension, and after it (below zero when the fee passes the cap). */
  roomLeft: number | null;
  roomAfter: number | null;
  fee: number | null;
  extensionsLeft: number | null;
  maxExtensions: number;
}

/**
 * Whether a loan may be extended, and the room the total-cost cap leaves (issue 61), from the same
 * cap and covered-loan test as capBreaches. A figure it needs that the reply leaves out or does not
 * give as a number makes it unchecked, never allowed: an extension nobody checked could take the loan
 * past the law's cap or the market's limit, while refusing one leaves the borrower the repayment page.
 * A loan the cap does not cover (larger or longer) needs no cost so far; the limit binds every loan.
 */
export function extensionRoom(figures: ExtensionFigures, rules: LoanCapRules & { maxExtensions: number }, today: number): ExtensionRoom {
  const amountKey = typeof figures.amountKey === 'string' ? figures.amountKey : 'amount';
  const principal = readNumber(figures.principal);
  const termDays = readNumber(figures.termDays);
  const fee = readNumber(figures.extensionFee);
  const taken = readNumber(figures.extensionsTaken);
  const costSoFar = costOf(figures.costSoFar, amountKey);
  const covered = isCoveredLoan(principal, termDays, rules, today);
  const costLimit = covered && principal !== null ? totalCostLimit(principal, rules.caps) : null;
  const roomLeft = costLimit !== null && costSoFar !== null ? costLimit - costSoFar : null;
  const room: Omit<ExtensionRoom, 'verdict'> = {
    covered,
    costSoFar,
    costLimit,
    roomLeft,
    roomAfter: roomLeft !== null && fee !== null ? roomLeft - fee : null,
    fee,
    extensionsLeft: taken === null ? null : Math.max(0, rules.maxExtensions - taken),
    maxExtensions: rules.maxExtensions,
  };
  const unchecked = principal === null || termDays === null || fee === null || fee < 0 || taken === null || taken < 0 || (covered && costSoFar === null);
  if (unchecked) return { ...room, verdict: 'unchecked' };
  if (taken >= rules.maxExtensions) return { ...room, verdict: 'overLimit' };
  if (covered && passesTotalCost((costSoFar ?? 0) + fee, principal, rules.caps)) return { ...room, verdict: 'overCap' };
  return { ...room, verdict: 'allowed' };
}
