// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findOrder } from './orders';
import { CONFIRM_NEW_FIELDS as F, CONFIRM_NEW_PARAMS as P, CONFIRM_NEW_PATHS, LINK_FIELD } from './scrambled-names';
import { get, post, useDevApiServer } from './test-client';

useDevApiServer();

describe('loan confirm variant 2 (scrambled)', () => {
  it('serves the offer under the scrambled names with NewButtonMsg and NewPopMsg', async () => {
    const reply = await post<Record<string, unknown>>(CONFIRM_NEW_PATHS.detail, { [P.productId]: 1 });
    expect(reply.code).toBe('00');
    expect(reply.data).toMatchObject({ [F.amount]: 1_000_000, [F.periods]: 120, [F.isPopType]: 1, [F.productName]: 'Kaagapay Cash', NewButtonMsg: 'Get ₱9,475.34 now' });
    // The popup names the offer's own figures (issue 40), never a claim the disclosure contradicts.
    expect(reply.data.NewPopMsg).toBe('Welcome to Kaagapay! You receive ₱9,475.34 after ₱524.66 in fees, and repay ₱10,600.00 by Mar 5, 2027.');
    expect(reply.data[F.details]).toContainEqual({ [F.detailText]: 'Loan amount', [F.detailValue]: '₱10,000.00' });
    expect(reply.data[F.repayPlans]).toEqual([{ [F.planTitle]: '1st payment', [F.planAmount]: 1_060_000, [F.planDescription]: 'Principal and interest', [F.planPayTime]: '2027-03-05' }]);
    expect(reply.data).not.toHaveProperty('amount');
    expect((await post<Record<string, unknown>>(CONFIRM_NEW_PATHS.detail, { [P.productId]: 3 })).data.NewPopMsg).toBe('');
  });

  it('serves the Truth-in-Lending figures under the scrambled names', async () => {
    const reply = await post<Record<string, unknown>>(CONFIRM_NEW_PATHS.detail, { [P.productId]: 2 });
    expect(reply.data[F.disclosure]).toEqual({
      [F.disclosureInterest]: 108_000,
      [F.disclosureFees]: [{ [F.feeName]: 'Service fee', [F.feeAmount]: 60_000 }, { [F.feeName]: 'Documentary stamp tax', [F.feeAmount]: 5_548 }],
      [F.disclosureNetProceeds]: 1_434_452,
      [F.disclosureSchedule]: [60, 120, 180].map((days, i) => ({ [F.paymentDays]: days, [F.paymentDate]: ['2027-01-04', '2027-03-05', '2027-05-04'][i], [F.paymentAmount]: 536_000 })),
      [F.disclosurePenaltyRate]: 5,
      [F.disclosureDefaultCharges]: [],
      [F.disclosureExtensionFee]: 120_000,
    });
    expect(reply.data).not.toHaveProperty('disclosure');
  });

  it('lists and links agreements by GET', async () => {
    const list = await get<Record<string, unknown>>(CONFIRM_NEW_PATHS.agreementList, { [P.productId]: 2, [P.scene]: 3 });
    expect(list.data[F.agreements]).toContainEqual({ [F.agreementTitle]: 'Privacy Policy', [F.agreementPosition]: 2 });
    const jump = await get<Record<string, unknown>>(CONFIRM_NEW_PATHS.agreementJump, { [P.productId]: 2, [P.scene]: 3, [P.position]: 1, [P.orderId]: '' });
    expect(jump).toMatchObject({ code: '00', data: { [LINK_FIELD]: '/loanAgreement' } });
  });

  it('push creates an order and gives the redirect URL; a stale amount gets a message', async () => {
    const push = await post<Record<string, string>>(CONFIRM_NEW_PATHS.push, { [P.productId]: 2, [P.amount]: 1_500_000, [P.periods]: 180, [P.termUnit]: 1 });
    expect(push).toMatchObject({ code: '00', data: { [LINK_FIELD]: '/loanDetails?productId=2&orderId=20001' } });
    expect(findOrder('20001')).toMatchObject({ status: 21, productId: '2' });
    const stale = await post(CONFIRM_NEW_PATHS.push, { [P.productId]: 2, [P.amount]: 1_000_000, [P.periods]: 180, [P.termUnit]: 1 });
    expect(stale).toMatchObject({ code: '01', message: expect.stringContaining('refresh') });
  });
});
