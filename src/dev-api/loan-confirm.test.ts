// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { monthlyEffectiveRate } from '../lib/effective-rate';
import { post, get, useDevApiServer } from './test-client';

useDevApiServer();

interface Confirm {
  amount: number;
  periods: number;
  termUnit: number;
  details: { text: string; value: string }[];
  repay_plans: { title: string; amount: number; description: string; pay_time: string }[];
  firstPayTime: string;
  firstPeriodDay: number;
  pRateDsc: string;
  sendSms: number;
  isPopType: number;
  popContent: string;
  popTitle: string;
  popAgreementUrl: string;
  comProductLogo: string;
  comProductName: string;
  disclosure: {
    interest: number;
    fees: { name: string; amount: number }[];
    netProceeds: number;
    schedule: { days: number; date: string; amount: number }[];
  };
}

describe('loan confirm V3', () => {
  it('product 1: one payment, agreement modal URL and Point out dialog', async () => {
    const reply = await post<Confirm>('/v3/loan-confirm/loan-detail-confirm', { productId: 1 });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      amount: 1_000_000, periods: 120, termUnit: 1, firstPayTime: '2027-03-05', firstPeriodDay: 120,
      isPopType: 1, popAgreementUrl: '/loanAgreement', popTitle: 'Point out', comProductName: 'Kaagapay Cash', sendSms: 0,
    });
    expect(reply.data.repay_plans).toEqual([{ title: '1st payment', amount: 1_060_000, description: 'Principal and interest', pay_time: '2027-03-05' }]);
    expect(reply.data.details[0]).toEqual({ text: 'Loan amount', value: '₱10,000.00' });
    expect(reply.data.pRateDsc).toBe('Daily interest rate 0.05%');
  });

  it('product 1: the Truth-in-Lending figures agree with the detail rows and the plan (₱500 fee and ₱24.66 stamp tax taken at release)', async () => {
    const { data } = await post<Confirm>('/v3/loan-confirm/loan-detail-confirm', { productId: 1 });
    expect(data.disclosure).toEqual({
      interest: 60_000,
      fees: [{ name: 'Service fee', amount: 50_000 }, { name: 'Documentary stamp tax', amount: 2_466 }],
      netProceeds: 947_534,
      schedule: [{ days: 120, date: '2027-03-05', amount: 1_060_000 }],
      penaltyRate: 5,
      // config/market.json loanCharges: the Philippine market has no one-time default charge.
      defaultCharges: [],
      extensionFee: 100_000,
    });
    expect(data.details).toContainEqual({ text: 'Amount you will receive', value: '₱9,475.34' });
    expect(data.disclosure.schedule.map((p) => p.amount)).toEqual(data.repay_plans.map((p) => p.amount));
    expect(monthlyEffectiveRate(data.disclosure.netProceeds, data.disclosure.schedule, market.loanCharges.daysPerMonth)! * 100).toBeCloseTo(2.84, 2);
  });

  it('product 4 is a covered loan over the BSP Circular 1133 caps, products 1 to 3 are within them', async () => {
    const rates = await Promise.all(['1', '2', '3', '4'].map(async (productId) => {
      const { data } = await post<Confirm>('/v3/loan-confirm/loan-detail-confirm', { productId });
      const nominal = (data.disclosure.interest * 30) / (data.amount * data.periods);
      return { productId, nominal, effective: monthlyEffectiveRate(data.disclosure.netProceeds, data.disclosure.schedule, market.loanCharges.daysPerMonth)! };
    }));
    const over = rates.filter((r) => r.nominal > 0.06 || r.effective > 0.15).map((r) => r.productId);
    expect(over).toEqual(['4']);
  });

  it('product 2: three instalments adding up to the total, no modal, no Point out', async () => {
    const reply = await get<Confirm>('/v3/loan-confirm/loan-detail-confirm', { productId: 2 });
    expect(reply.data).toMatchObject({ isPopType: 0, popAgreementUrl: '', firstPeriodDay: 60 });
    expect(reply.data.repay_plans.map((plan) => plan.pay_time)).toEqual(['2027-01-04', '2027-03-05', '2027-05-04']);
    expect(reply.data.repay_plans.reduce((sum, plan) => sum + plan.amount, 0)).toBe(1_500_000 + 108_000);
  });

  it('lists agreements for scene 3 (none for product 3) and links them in-app', async () => {
    const list = await post<{ data: { title: string; position: number }[] }>('/v3/contract/contract', { productId: 1, scene: 3 });
    expect(list.data.data.map((agreement) => agreement.title)).toEqual(['Loan Agreement', 'Privacy Policy', 'Disclosure Statement']);
    expect((await post<{ data: unknown[] }>('/v3/contract/contract', { productId: 3, scene: 3 })).data.data).toEqual([]);
    expect((await post('/v3/contract/contract', { productId: 1, scene: 2 })).code).toBe(1);
    expect(await post('/v3/contract/contract-jump', { productId: 1, scene: 3, position: 1, orderId: '' })).toMatchObject({ code: 0, data: { contract_url: '/loanAgreement' } });
    expect((await post<{ contract_url: string }>('/v3/contract/contract-jump', { productId: 1, scene: 3, position: 2 })).data.contract_url).toBe('/privacyPolicy');
    expect((await post('/v3/contract/contract-jump', { productId: 3, scene: 3, position: 1 })).code).toBe(1);
  });

  it('links the Disclosure Statement to the statement of the product asked for, with its order when given (issue 40)', async () => {
    const jump = (fields: Record<string, unknown>) => post<{ contract_url: string }>('/v3/contract/contract-jump', { scene: 3, position: 3, ...fields });
    expect((await jump({ productId: 2, orderId: '' })).data.contract_url).toBe('/disclosureStatement?productId=2');
    expect((await jump({ productId: 4, orderId: '10174' })).data.contract_url).toBe('/disclosureStatement?productId=4&orderId=10174');
  });

  it('answers the loan an order booked when the offer is asked for with its order (the Disclosure Statement of order 10174, issue 40)', async () => {
    const booked = await post<Confirm>('/v3/loan-confirm/loan-detail-confirm', { productId: 1, orderId: '10174' });
    const offered = await post<Confirm>('/v3/loan-confirm/loan-detail-confirm', { productId: 1 });
    // Seed order 10174: ₱15,000 of product 1 for 120 days, due in 2 days (Nov 7, 2026); the product offers ₱10,000 today.
    expect([booked.data.amount, booked.data.periods, booked.data.firstPayTime]).toEqual([1_500_000, 120, '2026-11-07']);
    expect(booked.data.disclosure.schedule).toEqual([{ days: 120, date: '2026-11-07', amount: 1_590_000 }]);
    expect(offered.data.amount).toBe(1_000_000);
    // The same product's charges, on the booked principal: 1.5 times the offer's service fee.
    expect(booked.data.disclosure.fees[0]!.amount * 2).toBe(offered.data.disclosure.fees[0]!.amount * 3);
    expect((await post('/v3/loan-confirm/loan-detail-confirm', { productId: 2, orderId: '10174' })).code).toBe(1);
    expect((await post('/v3/loan-confirm/loan-detail-confirm', { productId: 1, orderId: '99999' })).code).toBe(1);
  });

  it('gives an order’s booking day, borrower and number for its statement, and an offer none of them (issue 61)', async () => {
    const booked = await post<Confirm & { loanDate?: string; borrowerName?: string; orderNo?: string }>('/v3/loan-confirm/loan-detail-confirm', { productId: 1, orderId: '10174' });
    // Booked on Jul 10, 2026: 120 days before its due date, Nov 7, 2026.
    expect(booked.data).toMatchObject({ loanDate: '2026-07-10', borrowerName: 'Juan Miguel R. Dela Cruz', orderNo: 'KGP2026071000125' });
    const offered = await post<Record<string, unknown>>('/v3/loan-confirm/loan-detail-confirm', { productId: 1 });
    for (const field of ['loanDate', 'borrowerName', 'orderNo']) expect(offered.data).not.toHaveProperty(field);
  });

  it('push creates an order at status 21 that the order screen serves', async () => {
    const push = await post<{ lendDetailsUrl: string }>('/v3/loan-confirm/loan-detail-push', { amount: 1_000_000, periods: 120, termUnit: 1, productId: 1 });
    expect(push).toMatchObject({ code: 0, data: { lendDetailsUrl: '/loanDetails?productId=1&orderId=20001' } });
    const detail = await post<{ orderStatus: number; productName: string }>('/v3/loan-details/loan-details', { productId: 1, orderId: '20001' });
    expect(detail.data).toMatchObject({ orderStatus: 21, productName: 'Kaagapay Cash' });
  });

  it('refuses a push that does not match the offer, and an unknown product', async () => {
    expect((await post('/v3/loan-confirm/loan-detail-push', { amount: 2_000_000, periods: 120, termUnit: 1, productId: 1 })).message).toContain('amount changed');
    expect((await post('/v3/loan-confirm/loan-detail-confirm', { productId: 99 })).code).toBe(1);
  });
});
