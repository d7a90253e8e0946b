// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { db } from './db';
import { LINK_FIELD, ORDER_CLICK_FIELDS as C, PRODUCT_FIELDS, PRODUCT_TAP_PATHS } from './scrambled-names';
import { ORIGIN, post, useDevApiServer } from './test-client';

useDevApiServer();

interface LoanDetail {
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  recProducts: Record<string, unknown>[];
  productName: string;
  productLogo: string;
  userOrderDetail: { detail: { text: string; value: string }[] };
  inside: number;
  h5Url: string;
  isDelay: string;
  telephone: string;
  isScore: number;
  cardNeedPop: number;
  cardPopTitle: string;
  cardPopMsg: string;
  playeduL: string;
  reyMsg: string;
}

async function detail(orderId: string): Promise<LoanDetail> {
  const reply = await post<LoanDetail>('/v3/loan-details/loan-details', { productId: 1, orderId });
  expect(reply.code).toBe(0);
  return reply.data;
}

describe('loan order detail', () => {
  it.each([
    ['10021', { orderStatus: 21, isDelay: '0', isScore: 0, cardNeedPop: 0, playeduL: '' }],
    ['10110', { orderStatus: 110, cardNeedPop: 1 }],
    ['10151', { orderStatus: 151, playeduL: '/loanConfirm?productId=1', reyMsg: expect.stringContaining('Withdraw') }],
    ['10170', { orderStatus: 170, isDelay: '0' }],
    ['10174', { orderStatus: 174, isDelay: '1' }],
    ['10180', { orderStatus: 180, isDelay: '0' }],
    ['10181', { orderStatus: 180, isDelay: '1' }],
    ['10200', { orderStatus: 200, isScore: 1 }],
  ])('seeded order %s has the documented state', async (orderId, expected) => {
    const data = await detail(orderId);
    expect(data).toMatchObject(expected);
    expect(data.noticeStatusText).not.toBe('');
    expect(data.telephone).toBe(market.company.phone);
    expect(data.userOrderDetail.detail[0]?.text).toBe('Order No.');
    expect(data.recProducts[0]).toHaveProperty(PRODUCT_FIELDS.name);
  });

  it('refuses an unknown order', async () => {
    expect(await post('/v3/loan-details/loan-details', { productId: 1, orderId: '1' })).toMatchObject({ code: 1, message: 'Order not found.' });
  });

  it('stops the bank-card prompt once an account is bound and shows the account', async () => {
    await post('/v3/bind-card/bind-card-order', { product_id: 2, cardType: 2, walletName: 'MAYA', walletMobile: '09181234567', tinNumber: '987654321', city: 'Makati', payday: '2026-11-30' });
    const data = await detail('10110');
    expect(data.cardNeedPop).toBe(0);
    expect(data.userOrderDetail.detail.at(-1)).toEqual({ text: 'Payout account', value: 'Maya ****4567' });
  });

  it('records the app rating and stops asking for it', async () => {
    expect(await post('/v3/loan-details/google-score', { score: 5 })).toMatchObject({ code: 0 });
    expect(db.appScores).toEqual([5]);
    expect((await detail('10200')).isScore).toBe(0);
    expect((await post('/v3/loan-details/google-score', { score: 6 })).code).toBe(1);
  });

  it('records click tracking events', async () => {
    expect((await post('/service/event/save', { productId: 1, moduleId: 30, positionId: 0 })).code).toBe(0);
    expect(db.events).toEqual([{ productId: '1', moduleId: '30', positionId: '0' }]);
    expect((await post('/service/event/save', { productId: 1 })).code).toBe(1);
  });

  it('gives an http link, an app link, or a message for a recommended product', async () => {
    const click = (id: string) => post<Record<string, string>>(PRODUCT_TAP_PATHS.orderScreenClick, { [C.recommendedProductId]: id, [C.orderId]: '10200', [C.productId]: 2 });
    expect(await click('12')).toMatchObject({ code: '00', data: { [LINK_FIELD]: `${ORIGIN}/?from=recommend&product=12` } });
    expect((await click('13')).data[LINK_FIELD]).toBe('kaagapay://product?productId=13');
    expect(await click('15')).toMatchObject({ code: '01', message: 'Agapay Express is not accepting applications right now.' });
    expect(db.productClicks).toHaveLength(3);
    expect(db.productClicks[0]?.fields).toMatchObject({ [C.orderId]: '10200' });
  });
});
