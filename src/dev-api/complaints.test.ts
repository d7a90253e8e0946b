// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyOverridesFromJson } from './overrides';
import { findOrder } from './orders';
import { DEV_API_SCENARIOS } from './scenarios';
import { get, ORIGIN, post, stationsUrl, useDevApiServer } from './test-client';

useDevApiServer();

interface OrderCard {
  orderNo: string;
  productName: string;
  status: string;
  isShow: number;
  list: { title: string; value: string }[];
}
interface Init {
  problemType: { value: number; title: string }[];
  problemSonType: { value: number; title: string }[];
  orderDetail: OrderCard;
  orderList: OrderCard[];
}
interface Tabs {
  tabs: { title: string; status: number; list: { id: string; time: string; type: string; content: string }[] }[];
}
interface Detail {
  type: string;
  sonType: string;
  problemId: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: number;
}

const overdueNo = (): string => findOrder('10180')?.orderNo ?? '';
const paidNo = (): string => findOrder('10200')?.orderNo ?? '';

async function upload(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<{ code: unknown; message: string; data: { url: string } | null }> {
  const form = new FormData();
  form.set('problemImage', new Blob([bytes], { type }), 'receipt.png');
  const response = await fetch(stationsUrl('/user-problem/upload-problem-img'), { method: 'POST', body: form });
  return (await response.json()) as { code: unknown; message: string; data: { url: string } | null };
}

describe('complaint init', () => {
  it('serves types, collection sub-types, the chosen order and three orders, by POST and GET', async () => {
    const viaPost = await post<Init>('/user-problem/problem-init', { orderId: '10180' });
    expect(viaPost.code).toBe('00');
    expect(viaPost.data.problemType[0]).toEqual({ value: 1, title: 'Collection' });
    expect(viaPost.data.problemSonType.length).toBeGreaterThan(2);
    expect(viaPost.data.orderDetail).toMatchObject({ orderNo: overdueNo(), status: 'Overdue', isShow: 1, productName: 'Bayanihan Loan' });
    expect(viaPost.data.orderList.map((order) => order.isShow)).toEqual([1, 1, 0]);
    // SPEC names isShow as the order's only flag; no invented isCollection (issue 16).
    expect(viaPost.data.orderList.every((order) => !('isCollection' in order))).toBe(true);
    expect(viaPost.data.orderList[0]?.list[0]).toEqual({ title: 'Loan amount', value: '₱15,000.00' });
    const viaGet = await get<Init>('/user-problem/problem-init', { orderId: '10180' });
    expect(viaGet.data).toEqual(viaPost.data);
  });

  it('falls back to the latest order without orderId and refuses an unknown one', async () => {
    expect((await post<Init>('/user-problem/problem-init')).data.orderDetail.orderNo).toBe(findOrder('10174')?.orderNo);
    expect(await post('/user-problem/problem-init', { orderId: '99999' })).toMatchObject({ code: '01', message: expect.stringContaining('Order not found') });
  });
});

describe('complaint images', () => {
  it('stores an upload and serves the same bytes back at the returned in-app URL', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
    const reply = await upload(bytes, 'image/png');
    expect(reply).toMatchObject({ code: '00', message: 'Upload succeeded!' });
    expect(reply.data?.url).toMatch(/^\/stations\/dev-uploads\/img\d+$/);
    const served = await fetch(`${ORIGIN}${reply.data?.url ?? ''}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a file that is not an image, and a body without the field', async () => {
    expect((await upload(new Uint8Array([1]), 'application/pdf')).code).toBe('01');
    const form = new FormData();
    form.set('photo', new Blob([new Uint8Array([1])], { type: 'image/png' }));
    const response = await fetch(stationsUrl('/user-problem/upload-problem-img'), { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('"problemImage"');
  });
});

describe('complaint save, list, detail and rating', () => {
  it('lists a saved complaint under Pending and serves its detail', async () => {
    const image = (await upload(new Uint8Array([1, 2]), 'image/jpeg')).data?.url ?? '';
    const saved = await post<{ problemId: string }>('/user-problem/problem-save', {
      problemType: 1,
      problemSonType: 103,
      problemDetail: 'The collector called me at 10:45 PM on a Sunday. 😡',
      problemImage: image,
      orderNo: overdueNo(),
    });
    expect(saved.code).toBe('00');
    const list = (await post<Tabs>('/user-problem/problem-list')).data.tabs;
    expect(list.map((tab) => tab.title)).toEqual(['Pending', 'Processed']);
    expect(list[0]?.list[0]).toMatchObject({ id: saved.data.problemId, type: 'Collection', content: expect.stringContaining('10:45 PM') });
    expect(list[0]?.list[0]?.time).toMatch(/^2026-11-05 \d\d:\d\d$/);
    const detail = await post<Detail>('/user-problem/problem-detail', { problemId: saved.data.problemId });
    expect(detail.data).toEqual({
      type: 'Collection',
      sonType: 'Calls before 6:00 AM or after 10:00 PM',
      problemId: saved.data.problemId,
      content: 'The collector called me at 10:45 PM on a Sunday. 😡',
      images: [image],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
  });

  it('saves a non-collection complaint without images or sub-type', async () => {
    const saved = await post<{ problemId: string }>('/user-problem/problem-save', { problemType: 2, problemSonType: '', problemDetail: 'Please send my receipt.', problemImage: '', orderNo: paidNo() });
    expect(saved.code).toBe('00');
    expect((await post<Detail>('/user-problem/problem-detail', { problemId: saved.data.problemId })).data).toMatchObject({ type: 'Repayment', sonType: '', images: [] });
  });

  it.each([
    [{ problemDetail: '   ' }, 'Please fill in your comments and suggestions', '02'],
    [{ problemDetail: 'x'.repeat(201) }, 'longer than 200 characters', '02'],
    [{ problemDetail: 'Wrong debit from my card 4123 4567 8901 2345.' }, 'remove the card number', '02'],
    [{ orderNo: paidNo }, 'The selected order does not support sending collection types', '01'],
    [{ problemSonType: '' }, 'collection issue', '01'],
    [{ problemType: 9 }, 'question type', '01'],
    [{ orderNo: 'KGP0000000000000' }, 'Order not found', '01'],
    [{ problemImage: Array.from({ length: 10 }, (_, i) => `/stations/dev-uploads/img${i}`).join(',') }, 'at most 9 images', '01'],
  ])('refuses %o (the description with code 02, the rest 01)', async (change, message, code) => {
    const fields = { problemType: 1, problemSonType: 101, problemDetail: 'Rude collector.', problemImage: '', orderNo: overdueNo() };
    const resolved = Object.fromEntries(Object.entries({ ...fields, ...change }).map(([key, value]) => [key, typeof value === 'function' ? value() : value]));
    const reply = await post('/user-problem/problem-save', resolved);
    expect(reply.code).toBe(code);
    expect(reply.message).toContain(message);
  });

  it('keeps dates, amounts and mobile numbers in a description (only 13 digits or more read as a card number)', async () => {
    const detail = 'Paid ₱5,678.00 on 2026-11-01 at 10:45, from +63 917 123 4567.';
    expect((await post('/user-problem/problem-save', { problemType: 2, problemDetail: detail, problemImage: '', orderNo: paidNo() })).code).toBe('00');
  });

  it('counts an emoji or a CRLF line break as one character', async () => {
    const exactly200 = `${'😀'.repeat(100)}${'a\r\n'.repeat(50)}`;
    const reply = await post('/user-problem/problem-save', { problemType: 2, problemDetail: exactly200, problemImage: '', orderNo: paidNo() });
    expect(reply.code).toBe('00');
  });

  it('serves the seeded processed complaint with its reply, takes one rating, then stops asking', async () => {
    const before = await post<Detail>('/user-problem/problem-detail', { problemId: '301' });
    expect(before.data).toMatchObject({ isNeedScore: 1, sonType: 'Contacting my family or references', disposeDetail: expect.stringContaining('collection agent') });
    expect(before.data.disposeImages[0]).toMatch(/^\/stations\/dev-assets\/.+\.svg$/);
    expect(await post('/user-problem/save-score', { score: 0, problemId: '301' })).toMatchObject({ code: '01', message: 'Please choose 1 to 5 stars.' });
    expect((await post('/user-problem/save-score', { score: 4, problemId: '301' })).code).toBe('00');
    expect((await post<Detail>('/user-problem/problem-detail', { problemId: '301' })).data.isNeedScore).toBe(0);
    expect(await post('/user-problem/save-score', { score: 5, problemId: '301' })).toMatchObject({ code: '01', message: expect.stringContaining('already rated') });
    expect((await post('/user-problem/save-score', { score: 5, problemId: '303' })).message).toContain('after it has been processed');
    expect((await post('/user-problem/problem-detail', { problemId: '404' })).code).toBe('01');
  });

  it('reaches the empty-tabs state through the scenario override', async () => {
    applyOverridesFromJson(DEV_API_SCENARIOS['complaint-list-empty']);
    const tabs = (await post<Tabs>('/user-problem/problem-list')).data.tabs;
    expect(tabs.every((tab) => tab.list.length === 0)).toBe(true);
  });
});
