// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { REPAYMENT_TEXTS } from './repayment';
import { ORIGIN, post, useDevApiServer } from './test-client';

useDevApiServer();

interface Channel {
  logo: string;
  name: string;
  channel_number: number;
}
interface DefDetail {
  payCode: string;
  logo: string;
  title: string;
  payNotice: Record<string, { name: string; steps: string[] }[]>;
}
interface Instalment {
  repayAmount: number;
  productName: string;
  repayDate: string;
  productLogo: string;
  detail: { text: string; value: string }[];
  repayList: Channel[];
  noticeMsg: string;
  defDetail: DefDetail;
  isShowReyTop: number;
}
interface Extension {
  delayInfo: { delayAmount: number; title: string };
  repayPlan: { remark: string; title: string; amount: number; time: string }[];
  repayDate: string;
  repayList: Channel[];
  defDetail: DefDetail;
  productName: string;
  productLogo: string;
}

describe('instalment repayment info', () => {
  it('serves amount in centavos, channels with logos and the default pay code with notices', async () => {
    const reply = await post<Instalment>('/v3/installment/loan-play-detail', { productId: 1, orderId: '10174' });
    expect(reply.code).toBe(0);
    const data = reply.data;
    expect(Number.isInteger(data.repayAmount)).toBe(true);
    expect(data).toMatchObject({ productName: 'Kaagapay Cash', repayDate: '2026-11-07', isShowReyTop: 1 });
    expect(data.repayList.map((channel) => channel.name)).toEqual([
      '7-Eleven CLIQQ', 'Cebuana Lhuillier', 'M Lhuillier', 'Palawan Express', 'GCash', 'Maya', 'Bayad Center', 'ECPay',
    ]);
    expect(data.repayList.every((channel) => channel.logo.startsWith('/stations/dev-assets/'))).toBe(true);
    expect(data.defDetail.title).toBe('7-Eleven CLIQQ');
    const notices = Object.values(data.defDetail.payNotice).flat();
    expect(notices.length).toBeGreaterThan(1);
    expect(notices[0]?.steps.join(' ')).toContain(data.defDetail.payCode);
  });

  it('lists a late loan’s penalty and days overdue first, within the two rows the page shows folded; an on-time loan’s own figures first', async () => {
    const rows = async (orderId: string, productId: number) => (await post<Instalment>('/v3/installment/loan-play-detail', { productId, orderId })).data.detail.map((row) => row.text);
    const [penalty, daysOverdue] = [REPAYMENT_TEXTS.penalty.en, REPAYMENT_TEXTS.daysOverdue.en];
    expect((await rows('10180', 3)).slice(0, 2)).toEqual([penalty, daysOverdue]);
    expect((await rows('10174', 1)).slice(0, 2)).not.toContain(penalty);
  });

  it.each([
    ['10200', 'There is nothing to repay on this order.'],
    ['10021', 'There is nothing to repay on this order.'],
    ['55555', 'Order not found.'],
  ])('refuses order %s', async (orderId, message) => {
    expect(await post('/v3/installment/loan-play-detail', { productId: 1, orderId })).toMatchObject({ code: 1, message });
  });
});

describe('extension info', () => {
  it('serves the delay amount, plan and next payment date for an extendable order', async () => {
    const reply = await post<Extension>('/town/dddp', { productId: 1, orderId: '10181' });
    expect(reply.code).toBe(0);
    // Each charge is its own row (issue 40): product 1's 10% extension fee on ₱7,000, then 3 days' penalty at 5% a month on ₱7,420 overdue.
    expect(reply.data.repayPlan.slice(0, 2).map((row) => [row.title, row.amount, row.time])).toEqual([
      ['Extension fee', 70_000, '2026-11-05'],
      ['Late-payment penalty', 3_710, '2026-11-05'],
    ]);
    expect(reply.data.delayInfo.delayAmount).toBe(73_710);
    expect(reply.data.delayInfo.title).toContain('30 days');
    expect(reply.data.repayDate).toBe('2026-12-05');
    expect(reply.data.repayPlan[2]?.time).toBe('2026-12-05');
    expect(reply.data.repayList).toHaveLength(8);
  });

  it('refuses an order that cannot be extended', async () => {
    expect(await post('/town/dddp', { productId: 3, orderId: '10180' })).toMatchObject({ code: 1, message: 'This order cannot be extended.' });
  });

  // Issue 61: what the page needs to show the room under the total-cost cap and the extensions left (docs/contract-assumptions.md).
  it.each([
    ['10181', 'within the cap', { principal: 700_000, termDays: 120, extensionFee: 70_000, extensionsTaken: 0 }, 82_436],
    ['10182', 'at the limit of extensions', { principal: 700_000, termDays: 120, extensionFee: 70_000, extensionsTaken: 2 }, 42_000 + 35_000 + 1_726 + 140_000],
    ['10183', 'whose fee would pass the cap', { principal: 400_000, termDays: 91, extensionFee: 120_000, extensionsTaken: 1 }, 91_000 + 80_000 + 748 + 120_000],
  ])('order %s (%s) gives the loan, the fee, the extensions taken and the cost so far charge by charge', async (orderId, _case, figures, cost) => {
    const reply = await post<{ delayInfo: Record<string, unknown> & { costSoFar: { name: string; amount: number }[] } }>('/town/dddp', { productId: 1, orderId });
    expect(reply.data.delayInfo).toMatchObject(figures);
    expect(reply.data.delayInfo.costSoFar.reduce((sum, row) => sum + row.amount, 0)).toBe(cost);
  });
});

describe('generate-vcode', () => {
  it('links an over-the-counter channel to the pay-code page on the request origin', async () => {
    const reply = await post<{ payUrl: string }>('/v3/loan-details/generate-vcode', { productId: 1, orderId: '10174', amount: 1_560_000, channelNumber: 30001 });
    expect(reply.code).toBe(0);
    const url = new URL(reply.data.payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/repaymentOfCode`);
    expect(url.searchParams.get('showType')).toBe('1');
    expect(url.searchParams.get('repayAmount')).toBe('1560000');
    expect(url.searchParams.get('payCode')).toMatch(/^\d+$/);
    expect(url.searchParams.get('payCodeImg')).toBe('/stations/dev-assets/7-eleven.svg'); // the channel picture
    expect(db.payRequests).toEqual([expect.objectContaining({ orderId: '10174', channelNumber: '30001', isDelay: false })]);
  });

  it('gives an e-wallet channel showType 2 and a QR picture the dev API serves', async () => {
    const reply = await post<{ payUrl: string }>('/v3/loan-details/generate-vcode', { productId: 1, orderId: '10181', amount: 185_000, channelNumber: 30005, isDelay: 1 });
    const url = new URL(reply.data.payUrl);
    expect(url.searchParams.get('showType')).toBe('2');
    expect(reply.data.payUrl).toContain('payCodeImg=%2Fstations%2Fdev-assets%2Fqr-');
    const picture = await fetch(`${ORIGIN}${url.searchParams.get('payCodeImg') ?? ''}`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
  });

  it.each([
    [{ channelNumber: 99999 }, 'Please select your repayment method for payment'],
    [{ amount: 0 }, 'The payment amount is not valid.'],
    [{ amount: '12.50' }, 'The payment amount is not valid.'],
    [{ isDelay: 1, orderId: '10170' }, 'This order cannot be extended.'],
    [{ isDelay: 1, orderId: '10182' }, 'This loan has had every extension allowed.'],
    [{ isDelay: 1, orderId: '10183' }, 'This extension would take the cost of the loan past the legal cap.'],
  ])('refuses %o', async (change, message) => {
    expect(await post('/v3/loan-details/generate-vcode', { productId: 2, orderId: '10170', amount: 500_000, channelNumber: 30002, ...change })).toMatchObject({ code: 1, message });
  });
});
