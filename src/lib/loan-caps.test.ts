import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { capBreaches, isCoveredLoan, type OfferFigures } from './loan-caps';

const rules = { caps: market.loanCharges.caps, daysPerMonth: market.loanCharges.daysPerMonth, timeZone: market.timeZone };
/** Dec 6, 2026 in Manila: four calendar months ahead is Apr 6, 121 days. */
const today = Date.UTC(2026, 11, 6, 4);

/** A one-payment offer in centavos, as the V3 offer's disclosure gives it (the dev API's product 1: ₱10,000 for 120 days). */
const within: OfferFigures = {
  principal: 1_000_000,
  termDays: 120,
  interest: 60_000,
  fees: [{ name: 'Service fee', amount: 50_000 }],
  netProceeds: 950_000,
  schedule: [{ days: 120, amount: 1_060_000 }],
  penaltyRate: 5,
  defaultCharges: [],
  extensionFee: 100_000,
};

/** The dev API's product 4: ₱4,000 for 91 days at 7.5% a month flat, 20% fee, a 150% a month penalty. */
const overCaps: OfferFigures = {
  principal: 400_000,
  termDays: 91,
  interest: 91_000,
  fees: [{ name: 'Service fee', amount: 80_000 }],
  netProceeds: 320_000,
  schedule: [{ days: 91, amount: 491_000 }],
  penaltyRate: 150,
  defaultCharges: [],
  extensionFee: 120_000,
};

describe('capBreaches', () => {
  it('finds none in an offer within every cap', () => {
    expect(capBreaches(within, rules, today)).toEqual([]);
  });

  it('names each cap an offer breaks, in the disclosure order', () => {
    expect(capBreaches(overCaps, rules, today)).toEqual(['nominalInterest', 'effectiveInterest', 'penalty']);
  });

  it('reads numeric text as the numbers it writes, and other key names where the reply uses them', () => {
    const asText: OfferFigures = {
      ...overCaps,
      principal: '400000',
      termDays: '91',
      interest: '91000.00',
      penaltyRate: '150',
      fees: [{ halaga: '80000' }],
      schedule: [{ araw: '91', halaga: '491000' }],
      amountKey: 'halaga',
      daysKey: 'araw',
    };
    expect(capBreaches(asText, rules, today)).toEqual(['nominalInterest', 'effectiveInterest', 'penalty']);
  });

  it('holds a one-time charge on default to the penalty cap from the first day, and counts it in the total cost', () => {
    expect(capBreaches({ ...within, defaultCharges: [{ name: 'Default fee', amount: 100_000 }] }, rules, today)).toEqual(['defaultCharges']);
    expect(capBreaches({ ...within, defaultCharges: [{ name: 'Default fee', amount: 1_000_000 }] }, rules, today)).toEqual(['defaultCharges', 'totalCost']);
  });

  it('counts interest, fees and the extension fee against the principal', () => {
    expect(capBreaches({ ...within, fees: [{ amount: 600_000 }, { amount: 300_000 }], netProceeds: 100_000 }, rules, today)).toContain('totalCost');
  });

  it('binds only covered loans: a larger principal or a longer term than the caps cover breaks nothing', () => {
    expect(capBreaches({ ...overCaps, principal: market.loanCharges.caps.coveredMaxPrincipal + 1 }, rules, today)).toEqual([]);
    expect(capBreaches({ ...overCaps, termDays: 122 }, rules, today)).toEqual([]);
    expect(isCoveredLoan(400_000, 121, rules, today)).toBe(true);
  });

  it('takes figures the offer leaves out, or that are not numbers, as nothing', () => {
    expect(capBreaches({ ...overCaps, interest: undefined, netProceeds: null, penaltyRate: 'n/a', extensionFee: '' }, rules, today)).toEqual([]);
    expect(capBreaches({ principal: 'abc', termDays: 91, interest: 1e9, fees: [], netProceeds: 1, schedule: [], penaltyRate: 900, defaultCharges: [], extensionFee: 0 }, rules, today)).toEqual([]);
  });
});
