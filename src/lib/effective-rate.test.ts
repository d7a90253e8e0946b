import { describe, expect, it } from 'vitest';
import { compoundRate, monthlyEffectiveRate as withMonthOf } from './effective-rate';

// The Philippine market's month (config/market.json loanCharges.daysPerMonth); the rate's arithmetic is the same for any.
const daysPerMonth = 30;
const monthlyEffectiveRate = (net: unknown, schedule: unknown, daysKey?: unknown, amountKey?: unknown) => withMonthOf(net, schedule, daysPerMonth, daysKey, amountKey);

/** The schedule's value discounted at a monthly rate, worked out independently of the solver. */
const discounted = (schedule: { amount: number; days: number }[], rate: number) => schedule.reduce((sum, p) => sum + p.amount / Math.pow(1 + rate, p.days / daysPerMonth), 0);

describe('monthly effective interest rate (Truth in Lending, BSP Circular 730)', () => {
  it('one payment a month after the loan: the interest over the proceeds', () => {
    expect(monthlyEffectiveRate(10000, [{ amount: 11000, days: 30 }])).toBeCloseTo(0.1, 10);
  });

  it('one payment two months after: compounded, not simple (12,100 on 10,000 is 10% a month, not 10.5%)', () => {
    expect(monthlyEffectiveRate(10000, [{ amount: 12100, days: 60 }])).toBeCloseTo(0.1, 10);
  });

  it('three equal monthly instalments priced at 5% a month give 5% back', () => {
    // Annuity payment for ₱10,000 over 3 months at 5%: 10000 × 0.05 / (1 − 1.05^−3) = 3,672.0856…
    const payment = (10000 * 0.05) / (1 - 1.05 ** -3);
    const schedule = [30, 60, 90].map((days) => ({ amount: payment, days }));
    expect(monthlyEffectiveRate(10000, schedule)).toBeCloseTo(0.05, 10);
  });

  it('a fee deducted from the proceeds raises the rate above the stated one', () => {
    // ₱10,000 loan, ₱500 service fee taken at release (net ₱9,500), three instalments of ₱3,500.
    const schedule = [30, 60, 90].map((days) => ({ amount: 3500, days }));
    const rate = monthlyEffectiveRate(9500, schedule)!;
    expect(rate).toBeGreaterThan(0.0515);
    expect(rate).toBeLessThan(0.0525);
    expect(discounted(schedule, rate)).toBeCloseTo(9500, 6);
    // Without the fee, the same instalments cost less.
    expect(monthlyEffectiveRate(10000, schedule)!).toBeLessThan(rate);
  });

  it('a 14-day loan: days are months of 30 days', () => {
    // ₱3,000 received, ₱3,450 due in 14 days: (3450 / 3000)^(30/14) − 1 = 34.9% a month.
    const rate = monthlyEffectiveRate(3000, [{ amount: 3450, days: 14 }])!;
    expect(rate).toBeCloseTo((3450 / 3000) ** (30 / 14) - 1, 10);
  });

  it('takes [days, amount] pairs, as an expression writes them, like objects', () => {
    const pairs = [[30, 3500], [60, 3500], [90, 3500]];
    const objects = pairs.map(([days, amount]) => ({ days, amount }));
    expect(monthlyEffectiveRate(9500, pairs)).toBeCloseTo(monthlyEffectiveRate(9500, objects)!, 12);
    expect(monthlyEffectiveRate(9500, [[30]])).toBeNull();
  });

  it('reads the days and amount of objects under other names (variant 2 scrambles them: araw, halaga)', () => {
    expect(monthlyEffectiveRate(10000, [{ araw: 30, halaga: 11000 }], 'araw', 'halaga')).toBeCloseTo(0.1, 10);
    expect(monthlyEffectiveRate(10000, [{ days: 30, amount: 11000 }], 'araw', 'halaga')).toBeNull();
  });

  it('reads amounts and days sent as text, as replies send them', () => {
    expect(monthlyEffectiveRate('10000.00', [{ amount: '11000.00', days: '30' }])).toBeCloseTo(0.1, 10);
  });

  it('repaying less than the proceeds is a negative rate, and exactly the proceeds is 0', () => {
    expect(monthlyEffectiveRate(10000, [{ amount: 9000, days: 30 }])).toBeCloseTo(-0.1, 10);
    expect(monthlyEffectiveRate(10000, [{ amount: 10000, days: 30 }])).toBeCloseTo(0, 10);
  });

  it('gives null when the rate cannot be worked out', () => {
    expect(monthlyEffectiveRate(0, [{ amount: 100, days: 30 }])).toBeNull();
    expect(monthlyEffectiveRate(null, [{ amount: 100, days: 30 }])).toBeNull();
    expect(monthlyEffectiveRate(100, [])).toBeNull();
    expect(monthlyEffectiveRate(100, null)).toBeNull();
    expect(monthlyEffectiveRate(100, [{ amount: '₱110.00', days: 30 }])).toBeNull();
    expect(monthlyEffectiveRate(100, [{ amount: 110, days: -1 }])).toBeNull();
    expect(monthlyEffectiveRate(100, [{ amount: 110, days: 0 }])).toBeNull();
    expect(monthlyEffectiveRate(100, ['110'])).toBeNull();
  });
});

describe('a rate compounded over periods (the effective rate a year from the rate a month)', () => {
  it('earns interest on interest: 5% a month is 79.59% a year, not 60%', () => {
    expect(compoundRate(0.05, 12)).toBeCloseTo(0.795856, 6);
  });

  it('reads numeric text, and gives null for what is not a number or at most −100%', () => {
    expect(compoundRate('0.1', '2')).toBeCloseTo(0.21, 12);
    expect([compoundRate(null, 12), compoundRate(0.05, 'x'), compoundRate(-1, 12)]).toEqual([null, null, null]);
  });
});
