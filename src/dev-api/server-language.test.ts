// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { COLLECTION_SUB_TYPES, COMPLAINT_TYPES } from './complaint-types';
import { LIST_TABS, SAVE_REFUSALS } from './complaints';
import { CHANNEL_TEMPLATES, LANDING_BASE } from './landing';
import { OFFER_TEXTS } from './loan-offers';
import { CONFIRM_NEW_FIELDS as F, CONFIRM_NEW_PARAMS as P, CONFIRM_NEW_PATHS } from './scrambled-names';
import { say } from './server-language';
import { findOrder } from './orders';
import { db } from './db';
import { getQuery, postForm, useDevApiServer, type TestEnvelope } from './test-client';

useDevApiServer();

// The dev API answers its texts in the language the request's Accept-Language asks for (the app
// sends the page's: src/api/request.ts), English when it names none of config/market.json's.
const choices = (market as Market).languages.choices;
const header = (code: string) => choices.find((choice) => choice.code === code)!.acceptLanguage;

async function post<T>(path: string, fields: Record<string, string | number>, acceptLanguage?: string): Promise<TestEnvelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
  return (await (await postForm(path, fields, { headers })).json()) as TestEnvelope<T>;
}

async function get<T>(path: string, query: Record<string, string | number>, acceptLanguage?: string): Promise<TestEnvelope<T>> {
  return (await (await getQuery(path, query, { headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } })).json()) as TestEnvelope<T>;
}

type Init = { problemType: { value: number; title: string }[]; problemSonType: { value: number; title: string }[] };

describe('the dev API in the page’s language', () => {
  it.each([
    [header('fil'), 'fil'],
    [header('en'), 'en'],
    ['de-DE, tl;q=0.5', 'fil'],
    ['de-DE', 'en'],
    [undefined, 'en'],
  ])('Accept-Language %j: complaint types and sub-types in %s', async (acceptLanguage, language) => {
    const { data } = await post<Init>('/user-problem/problem-init', { orderId: '10180' }, acceptLanguage);
    expect(data.problemType).toEqual(COMPLAINT_TYPES.map((choice) => ({ value: choice.value, title: say(choice.title, language) })));
    expect(data.problemSonType).toEqual(COLLECTION_SUB_TYPES.map((choice) => ({ value: choice.value, title: say(choice.title, language) })));
  });

  it('Filipino and English wordings differ, so a page can tell which it got', () => {
    // locales/glossary.md keeps *service fee* in English: the one name both languages write alike.
    const keptInEnglish: readonly object[] = [OFFER_TEXTS.serviceFee];
    for (const wording of [...COMPLAINT_TYPES.map((c) => c.title), ...COLLECTION_SUB_TYPES.map((c) => c.title), ...Object.values(SAVE_REFUSALS), ...Object.values(OFFER_TEXTS)].filter((w) => !keptInEnglish.includes(w))) expect(wording.fil).not.toBe(wording.en);
  });

  it("a complaint save's refusal, the list's tabs and a complaint's type in Filipino", async () => {
    const orderNo = findOrder('10200')?.orderNo ?? '';
    const refused = await post('/user-problem/problem-save', { problemType: 1, problemSonType: 101, problemDetail: 'Rude collector', problemImage: '', orderNo }, header('fil'));
    expect(refused).toMatchObject({ code: '01', message: SAVE_REFUSALS.collectionRefused.fil });
    const empty = await post('/user-problem/problem-save', { problemType: 2, problemDetail: ' ', orderNo }, header('fil'));
    expect(empty.message).toBe(SAVE_REFUSALS.emptyDetail.fil);
    const saved = await post<{ problemId: string }>('/user-problem/problem-save', { problemType: 2, problemDetail: 'Paid twice', problemImage: '', orderNo }, header('fil'));
    const list = await post<{ tabs: { title: string; list: { id: string; type: string }[] }[] }>('/user-problem/problem-list', {}, header('fil'));
    expect(list.data.tabs.map((tab) => tab.title)).toEqual([LIST_TABS.pending.fil, LIST_TABS.processed.fil]);
    expect(list.data.tabs[0]?.list.find((entry) => entry.id === saved.data.problemId)?.type).toBe(COMPLAINT_TYPES[1]?.title.fil);
    const detail = await post<{ type: string }>('/user-problem/problem-detail', { problemId: saved.data.problemId }, header('fil'));
    expect(detail.data.type).toBe(COMPLAINT_TYPES[1]?.title.fil);
    expect((await post('/user-problem/problem-save', { problemType: 2, problemDetail: ' ', orderNo }, header('en'))).message).toBe(SAVE_REFUSALS.emptyDetail.en);
  });

  it("support's reply to a complaint in the request's language, unsigned (the complaint page signs it once)", async () => {
    const reply = (acceptLanguage: string) => post<{ disposeDetail: string }>('/user-problem/problem-detail', { problemId: '301' }, acceptLanguage);
    const [filipino, english] = [(await reply(header('fil'))).data.disposeDetail, (await reply(header('en'))).data.disposeDetail];
    const seeded = db.complaints.find((complaint) => complaint.id === '301')!.disposeDetail;
    expect([filipino, english]).toEqual([seeded.fil, seeded.en]);
    expect(filipino).not.toBe(english);
    for (const text of [filipino, english]) expect(text, 'a signature (— name)').not.toMatch(/—/);
  });

  it('the promotion channel template in Filipino', async () => {
    const template = CHANNEL_TEMPLATES['2']!;
    const { data } = await get<Record<string, unknown>>(`${LANDING_BASE}/service/channel/channel-template`, { templateId: 2 }, header('fil'));
    expect(data).toMatchObject({ id: template.id, title: template.title.fil, subtitle: template.subtitle.fil, buttonText: template.buttonText.fil });
    const english = await get<Record<string, unknown>>(`${LANDING_BASE}/service/channel/channel-template`, { templateId: 2 }, header('en'));
    expect(english.data.subtitle).toBe(template.subtitle.en);
    // CONTRACT "API": no URL changes with the language; the banner has no words to translate (assets.ts).
    expect([data.banner, english.data.banner]).toEqual([template.banner, template.banner]);
  });

  it("the loan offer's fee names, in its detail rows and its disclosure, on both confirm pages", async () => {
    const fees = [OFFER_TEXTS.serviceFee.fil, OFFER_TEXTS.stampTax.fil];
    const v3 = await post<{ details: { text: string }[]; disclosure: { fees: { name: string }[] } }>('/v3/loan-confirm/loan-detail-confirm', { productId: 1 }, header('fil'));
    expect(v3.data.disclosure.fees.map((fee) => fee.name)).toEqual(fees);
    expect(v3.data.details.map((row) => row.text)).toEqual(expect.arrayContaining(fees));
    const v2 = await post<Record<string, { [key: string]: { [key: string]: string }[] }>>(CONFIRM_NEW_PATHS.detail, { [P.productId]: 1 }, header('fil'));
    expect(v2.data[F.disclosure]?.[F.disclosureFees]?.map((fee) => fee[F.feeName])).toEqual(fees);
  });
});
