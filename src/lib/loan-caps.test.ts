import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { capBreaches, extensionRoom, isCoveredLoan, type ExtensionFigures, type OfferFigures } from './loan-caps';

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

describe('extensionRoom (issue 61)', () => {
  const extensionRules = { ...rules, maxExtensions: market.loanCharges.extensions.maxCount };
  /** The dev API's order 10181: ₱7,000 of product 1 for 120 days, three days late, no extension yet. */
  const covered: ExtensionFigures = {
    principal: 700_000,
    termDays: 120,
    costSoFar: [
      { name: 'Interest', amount: 42_000 },
      { name: 'Service fee', amount: 35_000 },
      { name: 'Documentary stamp tax', amount: 1_726 },
      { name: 'Late-payment penalty', amount: 3_710 },
    ],
    extensionFee: 70_000,
    extensionsTaken: 0,
  };

  it('within the cap: allowed, with the cost so far, the cap and the room left before and after the fee', () => {
    expect(extensionRoom(covered, extensionRules, today)).toEqual({
      verdict: 'allowed',
      covered: true,
      costSoFar: 82_436,
      costLimit: 700_000,
      roomLeft: 617_564,
      roomAfter: 547_564,
      fee: 70_000,
      extensionsLeft: 2,
      maxExtensions: 2,
    });
  });

  it('reads numeric text, a total in place of the list, and another amount key', () => {
    const asText = { ...covered, principal: '700000', termDays: '120', extensionFee: '70000.00', extensionsTaken: '0', costSoFar: [{ halaga: '82436' }], amountKey: 'halaga' };
    expect(extensionRoom(asText, extensionRules, today)).toMatchObject({ verdict: 'allowed', roomLeft: 617_564 });
    expect(extensionRoom({ ...covered, costSoFar: '82436' }, extensionRules, today)).toMatchObject({ verdict: 'allowed', costSoFar: 82_436 });
  });

  it('refuses a fee that takes the cost past 100% of the principal, and allows one that reaches it exactly', () => {
    expect(extensionRoom({ ...covered, costSoFar: 630_001 }, extensionRules, today)).toMatchObject({ verdict: 'overCap', roomLeft: 69_999, roomAfter: -1 });
    expect(extensionRoom({ ...covered, costSoFar: 630_000 }, extensionRules, today)).toMatchObject({ verdict: 'allowed', roomAfter: 0 });
  });

  it('refuses an extension past the market limit, whatever the room left', () => {
    expect(extensionRoom({ ...covered, extensionsTaken: 2 }, extensionRules, today)).toMatchObject({ verdict: 'overLimit', extensionsLeft: 0 });
    expect(extensionRoom({ ...covered, extensionsTaken: 1 }, extensionRules, today)).toMatchObject({ verdict: 'allowed', extensionsLeft: 1 });
    expect(extensionRoom({ ...covered, extensionsTaken: 0 }, { ...extensionRules, maxExtensions: 0 }, today)).toMatchObject({ verdict: 'overLimit' });
  });

  it('cannot check, so does not allow, an extension whose figures are absent or not numbers', () => {
    for (const field of ['principal', 'termDays', 'extensionFee', 'extensionsTaken', 'costSoFar'] as const) {
      for (const missing of [undefined, null, '', 'n/a']) {
        expect(extensionRoom({ ...covered, [field]: missing }, extensionRules, today).verdict, `${field}: ${String(missing)}`).toBe('unchecked');
      }
    }
    expect(extensionRoom({ ...covered, costSoFar: [{ amount: 42_000 }, { amount: 'soon' }] }, extensionRules, today).verdict).toBe('unchecked');
    expect(extensionRoom({ ...covered, extensionsTaken: -1 }, extensionRules, today).verdict).toBe('unchecked');
  });

  it('a loan the cap does not cover needs no cost so far, and has no cap to show; the limit still binds', () => {
    const large = { ...covered, principal: 1_500_000, costSoFar: undefined };
    expect(extensionRoom(large, extensionRules, today)).toMatchObject({ verdict: 'allowed', covered: false, costLimit: null, roomLeft: null });
    expect(extensionRoom({ ...large, extensionsTaken: 2 }, extensionRules, today).verdict).toBe('overLimit');
  });
});
