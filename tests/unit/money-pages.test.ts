// @vitest-environment node
/**
 * Issue 61: every money page (a screen that shows a loan's amounts or calls a loan, repayment or
 * bind-card endpoint, found by tests/support/money-pages.ts) names the lender, and one about an
 * order gives that loan's Disclosure Statement; each states the caps. A new money page is held to it without being listed;
 * tests/e2e/trust.e2e.ts checks the same pages in the browser, in every language.
 */
import { describe, expect, it } from 'vitest';
import { moneyPageOf, moneyPages } from '../support/money-pages';

const pages = moneyPages();

describe('money pages, found by what they show and call', () => {
  it('are the loan confirmations, the statement, the order, the repayment pages, the pay way and the account binding', () => {
    expect(pages.map((page) => page.screen)).toEqual(
      expect.arrayContaining(['bind-bank', 'carpmm', 'disclosure-statement', 'loan-confirm', 'loan-confirm-new', 'loan-details', 'pay-way', 'repayment', 'repayment-code', 'repayment-code-2', 'repayment-delay']),
    );
  });

  it('leave out pages about no loan of the borrower’s: the loan terms state the market’s amounts, the failure page other lenders’', () => {
    expect(pages.map((page) => page.screen)).not.toContain('loan-terms');
    expect(pages.map((page) => page.screen)).not.toContain('site-loan');
    expect(pages.map((page) => page.screen)).not.toContain('login-failure');
  });

  it.each(pages.map((page) => [page.screen, page] as const))('%s names the lender (name, SEC Registration No., Certificate of Authority No.)', (_, page) => {
    expect(page.namesLender, `${page.screen} (${page.because.join('; ')}) does not name the lender: add { "type": "fragment", "use": "lender-identity" }`).toBe(true);
  });

  it.each(pages.filter((page) => page.hasOrder).map((page) => [page.screen, page] as const))('%s, about one order, gives that loan’s Disclosure Statement', (_, page) => {
    expect(page.statement, `${page.screen} takes an orderId and gives no statement: add { "type": "fragment", "use": "loan-documents" }`).not.toBeNull();
  });

  it.each(pages.map((page) => [page.screen, page] as const))('%s states the caps (BSP Circular 1133: all four, fragment loan-caps)', (_, page) => {
    expect(page.statesCaps, `${page.screen} (${page.because.join('; ')}) does not state the caps: add { "type": "fragment", "use": "loan-caps" } after its lender card`).toBe(true);
  });

  it('a new screen is held to it by what it does: one that shows money() of its data without the lender fails', () => {
    const planted = { id: 'new-page', routes: ['/newPage'], query: { orderId: {} }, body: [{ type: 'paragraph', text: '{money(data.loan.amount)}' }] };
    expect(moneyPageOf(planted)).toMatchObject({ namesLender: false, statement: null, hasOrder: true, statesCaps: false });
    expect(moneyPageOf({ ...planted, body: [{ type: 'paragraph', text: 'Loans up to {money(market.loanCharges.caps.coveredMaxPrincipal)}' }] })).toBeNull();
    // A planner of what the borrower types (money() of form values, no loan call) is about no loan yet.
    expect(moneyPageOf({ ...planted, query: {}, body: [{ type: 'paragraph', text: 'You repay {money(form.amount * 1.1)}' }] })).toBeNull();
  });
});
