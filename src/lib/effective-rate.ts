import { readNumber } from './rounding.ts';

/**
 * One payment of a loan's schedule: how much, and how many days after the money reached the
 * borrower. An object as a reply sends it (under "days" and "amount", or the names a reply with
 * scrambled names uses), or a [days, amount] pair as an expression writes it.
 */
export type SchedulePayment = Record<string, unknown> | [days: unknown, amount: unknown];

function readPayment(entry: unknown, daysKey: string, amountKey: string): { amount: number | null; days: number | null } | null {
  if (Array.isArray(entry)) return entry.length === 2 ? { days: readNumber(entry[0]), amount: readNumber(entry[1]) } : null;
  if (typeof entry !== 'object' || entry === null) return null;
  const payment = entry as Record<string, unknown>;
  return { amount: readNumber(payment[amountKey]), days: readNumber(payment[daysKey]) };
}

/**
 * The effective interest rate per month (0.05 for 5%) of a loan, as the Truth-in-Lending disclosure
 * gives it (BSP Circular 730): the rate that discounts the schedule of payments to the net proceeds,
 * the money the borrower actually received. Solved by bisection, which always converges because the
 * schedule's present value falls as the rate rises.
 *
 * Amounts and days may be numbers or numeric text ("5000.00"), as replies send them; an object's
 * days and amount are read under daysKey and amountKey (loan confirm variant 2 names them araw and
 * halaga). A month is daysPerMonth days: the market's own count (config/market.json
 * loanCharges.daysPerMonth), the one its charges are worked out by, which the caller passes so this
 * module reads no configuration. Null when it cannot be worked out: no net proceeds, no payment, a
 * payment that is not a number, a day before the loan was paid out, or every payment on the day itself.
 */
export function monthlyEffectiveRate(netProceeds: unknown, schedule: unknown, daysPerMonth: number, daysKey: unknown = 'days', amountKey: unknown = 'amount'): number | null {
  const net = readNumber(netProceeds);
  if (net === null || net <= 0 || !Array.isArray(schedule) || schedule.length === 0) return null;
  const payments: { amount: number; months: number }[] = [];
  for (const entry of schedule as unknown[]) {
    const { amount, days } = readPayment(entry, String(daysKey), String(amountKey)) ?? { amount: null, days: null };
    if (amount === null || amount < 0 || days === null || days < 0) return null;
    payments.push({ amount, months: days / daysPerMonth });
  }
  // Everything paid on the day of the loan has no rate.
  if (payments.every((p) => p.months === 0)) return null;
  const presentValue = (rate: number) => payments.reduce((sum, p) => sum + p.amount / (1 + rate) ** p.months, 0);
  // Rates run from just above -100% (the borrower repays almost nothing) upwards; the upper bound doubles until it discounts below the proceeds.
  let low = -0.999999;
  let high = 1;
  if (presentValue(low) < net) return null;
  while (presentValue(high) > net) {
    high *= 2;
    if (high > 1e6) return null;
  }
  for (let i = 0; i < 200 && high - low > 1e-13; i += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > net) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * A rate per period compounded over a number of periods (0.05 a month over 12 → 0.7959 a year): the
 * Truth-in-Lending disclosure states the effective rate a month and a year, and the yearly figure is
 * the monthly one earned on itself, not twelve times it. Null when either is not a number, or the
 * rate is −100% or less (nothing left to compound).
 */
export function compoundRate(rate: unknown, periods: unknown): number | null {
  const r = readNumber(rate);
  const n = readNumber(periods);
  if (r === null || n === null || r <= -1) return null;
  return (1 + r) ** n - 1;
}
