// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { CONFIRM_NEW_PARAMS as P, CONFIRM_NEW_PATHS } from './scrambled-names';
import { getQuery, postForm, useDevApiServer } from './test-client';

useDevApiServer();

// Issue 40, finding 8: the money pages' replies answer their texts in the page's language
// (Accept-Language) and keep everything else. An English and a Filipino reply of each endpoint
// have the same shape, the same numbers, flags, codes, ids, amounts, dates and addresses, and
// different texts.
const choices = (market as Market).languages.choices;
const header = (code: string) => choices.find((choice) => choice.code === code)!.acceptLanguage;

type Call = () => (language: string) => Promise<Response>;
const post = (path: string, fields: Record<string, string | number>): Call => () => (language) =>
  postForm(path, fields, { headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': header(language) } });
const get = (path: string, query: Record<string, string | number>): Call => () => (language) => getQuery(path, query, { headers: { 'accept-language': header(language) } });

/** A value a page acts on or sends back, or shows as it is: it must not change with the language. */
const isValue = (text: string) => text === '' || /^(\/|https?:|[a-z]+:\/\/)/.test(text) || /^[\d\s₱,.:%*/+-]+$/.test(text) || /^[A-Z0-9_]+$/.test(text) || /^KGP\d+$/.test(text);

/** Walks two replies side by side: the paths whose texts differ, and every difference that is not a text's. */
function compare(english: unknown, filipino: unknown, path = ''): { texts: string[]; problems: string[] } {
  if (typeof english === 'string' && typeof filipino === 'string') {
    if (english === filipino) return { texts: [], problems: [] };
    return isValue(english) || isValue(filipino) ? { texts: [], problems: [`${path}: ${JSON.stringify(english)} ≠ ${JSON.stringify(filipino)}`] } : { texts: [path], problems: [] };
  }
  if (english && filipino && typeof english === 'object' && typeof filipino === 'object') {
    const keys = Object.keys(english);
    if (Array.isArray(english) !== Array.isArray(filipino) || keys.join() !== Object.keys(filipino).join()) {
      return { texts: [], problems: [`${path}: keys ${JSON.stringify(keys)} ≠ ${JSON.stringify(Object.keys(filipino))}`] };
    }
    const parts = keys.map((key) => compare((english as Record<string, unknown>)[key], (filipino as Record<string, unknown>)[key], `${path}/${key}`));
    return { texts: parts.flatMap((part) => part.texts), problems: parts.flatMap((part) => part.problems) };
  }
  return Object.is(english, filipino) ? { texts: [], problems: [] } : { texts: [], problems: [`${path}: ${JSON.stringify(english)} ≠ ${JSON.stringify(filipino)}`] };
}

describe('the money pages’ replies in English and in Filipino', () => {
  it.each([
    ['POST /v3/installment/loan-play-detail', post('/v3/installment/loan-play-detail', { productId: 1, orderId: '10174' }), ['/data/detail/0/text', '/data/noticeMsg', '/data/defDetail/payNotice/Over the counter/0/steps/0']],
    ['POST /town/dddp', post('/town/dddp', { productId: 1, orderId: '10181' }), ['/data/delayInfo/title', '/data/repayPlan/0/remark', '/data/repayPlan/2/title', '/data/noticeMsg']],
    ['POST /v3/loan-details/loan-details (174)', post('/v3/loan-details/loan-details', { productId: 1, orderId: '10174' }), ['/data/noticeStatusText', '/data/noticeDesText', '/data/userOrderDetail/detail/0/text', '/data/cardPopMsg']],
    ['POST /v3/loan-details/loan-details (151)', post('/v3/loan-details/loan-details', { productId: 1, orderId: '10151' }), ['/data/noticeStatusText', '/data/reyMsg']],
    ['POST /v3/loan-details/loan-details (180)', post('/v3/loan-details/loan-details', { productId: 3, orderId: '10180' }), ['/data/noticeDesText']],
    ['POST /v3/loan-confirm/loan-detail-confirm', post('/v3/loan-confirm/loan-detail-confirm', { productId: 1 }), ['/data/repay_plans/0/title', '/data/repay_plans/0/description', '/data/pRateDsc', '/data/popTitle', '/data/popContent']],
    ['POST /v3/loan-confirm/loan-detail-confirm (instalments)', post('/v3/loan-confirm/loan-detail-confirm', { productId: 2 }), ['/data/repay_plans/2/description']],
    ['POST /v3/contract/contract', post('/v3/contract/contract', { productId: 1, scene: 3 }), ['/data/data/0/title']],
    ['variant 2 offer', post(CONFIRM_NEW_PATHS.detail, { [P.productId]: 3 }), []],
    ['variant 2 agreements', get(CONFIRM_NEW_PATHS.agreementList, { [P.productId]: 1 }), []],
    ['POST /v3/bind-card/card-init', post('/v3/bind-card/card-init', { product_id: 1 }), ['/data/items/0/title', '/data/items/0/subtitle', '/data/items/6/title']],
    ['POST /v3/bind-card/bind-card-new (refused)', post('/v3/bind-card/bind-card-new', { cardType: 1, bankAccount: '12' }), ['/message', '/data/errors/bankAccount', '/data/errors/payday']],
    ['POST /v3/loan-details/generate-vcode (refused)', post('/v3/loan-details/generate-vcode', { orderId: '10174', channelNumber: 1 }), ['/message']],
  ])('%s: same shape and values, its texts in each language', async (_name, call, mustDiffer) => {
    const ask = call();
    const english = await (await ask('en')).json();
    const filipino = await (await ask('fil')).json();
    const { texts, problems } = compare(english, filipino);
    expect(problems).toEqual([]);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts).toEqual(expect.arrayContaining(mustDiffer));
  });
});
