// @vitest-environment node
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { resetDb } from './db';
import { LANDING_BASE } from './landing';
import { LEGACY_BASE } from './legacy-pay-way';
import { CONFIRM_NEW_PARAMS as P, CONFIRM_NEW_PATHS, FAILURE_PAGE, ORDER_CLICK_FIELDS, PRODUCT_FIELDS as F, PRODUCT_TAP_PATHS } from './scrambled-names';
import { findLoanProduct } from './loan-products';
import { findOrder } from './orders';
import { getQuery, postForm, stationsUrl, useDevApiServer } from './test-client';

useDevApiServer();

// Issue 40, finding 8: the money pages' replies (and those of the complaint pages, the failure page
// and the landing's registration) answer their texts in the page's language (Accept-Language) and
// keep everything else. An English and a Filipino reply of each endpoint have the same shape, the
// same numbers, flags, codes, ids, amounts, dates and addresses, and different texts.
const choices = (market as Market).languages.choices;
const header = (code: string) => choices.find((choice) => choice.code === code)!.acceptLanguage;

type Call = () => (language: string) => Promise<Response>;
const post = (path: string, fields: Record<string, string | number>): Call => () => (language) =>
  postForm(path, fields, { headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': header(language) } });
const get = (path: string, query: Record<string, string | number>): Call => () => (language) => getQuery(path, query, { headers: { 'accept-language': header(language) } });

/** Product 1's offer, which a push must repeat. */
const offer = findLoanProduct('1')!;

/** A photo upload of the complaint form (multipart, as the app sends it). */
const upload = (type: string, bytes = 16): Call => () => (language) => {
  const body = new FormData();
  body.set('problemImage', new Blob([new Uint8Array(bytes)], { type }), 'photo');
  return fetch(stationsUrl('/user-problem/upload-problem-img'), { method: 'POST', body, headers: { 'accept-language': header(language) } });
};

/**
 * A reply that needs calls before it (a token, a captcha, a sent code): each language's run starts
 * from the seed data, so both make the same ids. `steps` makes the earlier calls and returns the last.
 */
const fresh = (steps: (language: string) => Promise<Response>): Call => () => (language) => {
  resetDb();
  return steps(language);
};
const json = async (reply: Promise<Response>) => (await reply).json() as Promise<{ data: Record<string, string> }>;

/** The legacy pay-way's commit with the card `cardId` (BDO 11 needs no SMS code, BPI 12 does), after repayment-way gave its token. */
const legacyCommit = (cardId: string) => fresh(async (language) => {
  const way = await json(post(`${LEGACY_BASE}/repayment-way`, { orderId: '10174', amount: 1_060_000 })()(language));
  return post(`${LEGACY_BASE}/repayment-commit`, { orderId: '10174', amount: 1_060_000, cardId, repayToken: way.data.repayToken ?? '', sendMsg: 0 })()(language);
});

/** The landing's get-sms with the right captcha (registration's first step), then `then` with the same sid and captcha. */
const afterCaptcha = (then?: (sid: string, captcha: string, language: string) => Promise<Response>) => fresh(async (language) => {
  const sid = (await json(get(`${LANDING_BASE}/promotion/get-sid`, {})()(language))).data.sid ?? '';
  const captcha = (await get(`${LANDING_BASE}/promotion/get-captcha`, { sid, t: 1 })()(language)).headers.get('x-dev-captcha') ?? '';
  const sent = post(`${LANDING_BASE}/promotion/get-sms`, { phone: '09171234567', sid, capcode: captcha })()(language);
  if (!then) return sent;
  await sent;
  return then(sid, captcha, language);
});

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

/** Asks `call` in English and in Filipino: the replies differ in their texts alone, at least at `mustDiffer`. */
async function sameButTexts(_name: string, call: Call, mustDiffer: string[]): Promise<void> {
  const ask = call();
  const english = await (await ask('en')).json();
  const filipino = await (await ask('fil')).json();
  const { texts, problems } = compare(english, filipino);
  expect(problems).toEqual([]);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts).toEqual(expect.arrayContaining(mustDiffer));
}

describe('the money pages’ replies in English and in Filipino', () => {
  it.each([
    ['POST /v3/installment/loan-play-detail', post('/v3/installment/loan-play-detail', { productId: 1, orderId: '10174' }), ['/data/detail/0/text', '/data/noticeMsg', '/data/defDetail/payNotice/Over the counter/0/steps/0']],
    ['POST /town/dddp', post('/town/dddp', { productId: 1, orderId: '10181' }), ['/data/delayInfo/title', '/data/repayPlan/0/remark', '/data/repayPlan/2/title', '/data/noticeMsg']],
    ['POST /v3/loan-details/loan-details (174)', post('/v3/loan-details/loan-details', { productId: 1, orderId: '10174' }), ['/data/noticeStatusText', '/data/noticeDesText', '/data/userOrderDetail/detail/0/text', '/data/cardPopMsg', `/data/recProducts/0/${F.buttonText}`, `/data/recProducts/2/${F.description}`]],
    ['POST /v3/loan-details/loan-details (151)', post('/v3/loan-details/loan-details', { productId: 1, orderId: '10151' }), ['/data/noticeStatusText', '/data/reyMsg']],
    ['POST /v3/loan-details/loan-details (180)', post('/v3/loan-details/loan-details', { productId: 3, orderId: '10180' }), ['/data/noticeDesText']],
    ['POST /v3/loan-confirm/loan-detail-confirm', post('/v3/loan-confirm/loan-detail-confirm', { productId: 1 }), ['/data/repay_plans/0/title', '/data/repay_plans/0/description', '/data/pRateDsc', '/data/popTitle', '/data/popContent']],
    ['POST /v3/loan-confirm/loan-detail-confirm (instalments)', post('/v3/loan-confirm/loan-detail-confirm', { productId: 2 }), ['/data/repay_plans/2/description']],
    ['POST /v3/contract/contract', post('/v3/contract/contract', { productId: 1, scene: 3 }), ['/data/data/0/title']],
    ['variant 2 offer', post(CONFIRM_NEW_PATHS.detail, { [P.productId]: 3 }), []],
    ['variant 2 agreements', get(CONFIRM_NEW_PATHS.agreementList, { [P.productId]: 1 }), []],
    ['POST /v3/loan-confirm/loan-detail-confirm (no such offer)', post('/v3/loan-confirm/loan-detail-confirm', { productId: 99 }), ['/message']],
    ['POST /v3/contract/contract (unknown scene)', post('/v3/contract/contract', { productId: 1, scene: 9 }), ['/message']],
    ['POST /v3/contract/contract-jump (no such agreement)', post('/v3/contract/contract-jump', { productId: 1, position: 9 }), ['/message']],
    ['POST /v3/loan-confirm/loan-detail-push (amount changed)', post('/v3/loan-confirm/loan-detail-push', { productId: 1, amount: 1 }), ['/message']],
    ['POST /v3/loan-confirm/loan-detail-push (term changed)', post('/v3/loan-confirm/loan-detail-push', { productId: 1, amount: offer.amount, periods: 1 }), ['/message']],
    ['POST /v3/loan-confirm/loan-detail-push (term unit)', post('/v3/loan-confirm/loan-detail-push', { productId: 1, amount: offer.amount, periods: offer.termDays, termUnit: 9 }), ['/message']],
    ['variant 2 offer (no such offer)', post(CONFIRM_NEW_PATHS.detail, { [P.productId]: 99 }), ['/message']],
    ['variant 2 agreement jump (no such agreement)', get(CONFIRM_NEW_PATHS.agreementJump, { [P.productId]: 1, [P.position]: 9 }), ['/message']],
    ['variant 2 push (amount changed)', post(CONFIRM_NEW_PATHS.push, { [P.productId]: 1, [P.amount]: 1 }), ['/message']],
    ['POST /v3/bind-card/card-init', post('/v3/bind-card/card-init', { product_id: 1 }), ['/data/items/0/title', '/data/items/0/subtitle', '/data/items/6/title']],
    ['POST /v3/bind-card/bind-card-new (refused)', post('/v3/bind-card/bind-card-new', { cardType: 1, bankAccount: '12' }), ['/message', '/data/errors/bankAccount', '/data/errors/payday']],
    ['POST /v3/loan-details/generate-vcode (refused)', post('/v3/loan-details/generate-vcode', { orderId: '10174', channelNumber: 1 }), ['/message']],
    ['POST /v3/bind-card/bind-card-new (e-wallet, refused)', post('/v3/bind-card/bind-card-new', { cardType: 2, walletMobile: '12' }), ['/message', '/data/errors/walletName', '/data/errors/walletMobile']],
    ['legacy repayment-commit (paid)', legacyCommit('11'), ['/message']],
    ['legacy repayment-commit (code sent)', legacyCommit('12'), ['/message']],
    ['legacy repayment-commit (no card)', post(`${LEGACY_BASE}/repayment-commit`, { orderId: '10174', amount: 1_060_000 }), ['/message']],
    ['legacy repayment-commit (unknown card)', post(`${LEGACY_BASE}/repayment-commit`, { orderId: '10174', amount: 1_060_000, cardId: '99' }), ['/message']],
    ['legacy repayment-commit (expired token)', post(`${LEGACY_BASE}/repayment-commit`, { orderId: '10174', amount: 1_060_000, cardId: '11', repayToken: 'rt-gone' }), ['/message']],
    ['legacy repayment-confirm (no record)', post(`${LEGACY_BASE}/repayment-confirm`, { orderId: '10174', repaymentRecordId: 'RR999999', verifyCode: '123456' }), ['/message']],
    ['legacy repayment-huichao (bad amount)', post(`${LEGACY_BASE}/repayment-huichao`, { orderId: '10174', amount: 0 }), ['/message']],
  ])('%s: same shape and values, its texts in each language', sameButTexts);
});

describe('the complaint pages’, the failure page’s and the landing’s replies in English and in Filipino', () => {
  it.each([
    ['complaint photo upload (not an image)', upload('text/plain'), ['/message']],
    ['complaint photo upload (too large)', upload('image/png', 5 * 1024 * 1024 + 1), ['/message']],
    ['complaint photo upload', fresh((language) => upload('image/png')()(language)), ['/message']],
    ['complaint save', fresh((language) => post('/user-problem/problem-save', { problemType: 2, problemDetail: 'Pakipadala ang resibo ko.', orderNo: findOrder('10200')?.orderNo ?? '' })()(language)), ['/message']],
    ['complaint detail (no such complaint)', post('/user-problem/problem-detail', { problemId: '999' }), ['/message']],
    ['complaint rating (no stars)', post('/user-problem/save-score', { problemId: '301', score: 9 }), ['/message']],
    ['complaint rating (not yet processed)', post('/user-problem/save-score', { problemId: '303', score: 4 }), ['/message']],
    ['complaint rating (rated before)', post('/user-problem/save-score', { problemId: '302', score: 4 }), ['/message']],
    ['complaint rating', fresh((language) => post('/user-problem/save-score', { problemId: '301', score: 4 })()(language)), ['/message']],
    ['GET /user-problem/problem-init (180)', get('/user-problem/problem-init', { orderId: '10180' }), ['/data/orderDetail/status', '/data/orderDetail/list/0/title', '/data/orderDetail/list/2/title', '/data/orderList/0/status']],
    ['POST /user-problem/problem-init', post('/user-problem/problem-init', {}), ['/data/orderDetail/status', '/data/orderList/2/list/0/title']],
    ['POST /panda/honey/scholarships', post('/panda/honey/scholarships', { [FAILURE_PAGE.requestLimit]: 5 }), [
      '/data/noticeMessage', '/data/errMessage',
      ...[`${F.buttonText}`, `${F.rangeDescription}`, `${F.rate}`, `${F.description}`, `${F.tags}/0`].map((field) => `/data/${FAILURE_PAGE.productList}/0/${field}`),
      `/data/${FAILURE_PAGE.productList}/3/${F.buttonText}`,
    ]],
    ['failure page link fetch (product closed)', post(PRODUCT_TAP_PATHS.failureLinkFetch, { [F.id]: '15' }), ['/message']],
    ['failure page click report (no such product)', post(PRODUCT_TAP_PATHS.failureClickReport, { [F.id]: '99' }), ['/message']],
    ['order screen product click (product closed)', post(PRODUCT_TAP_PATHS.orderScreenClick, { [ORDER_CLICK_FIELDS.recommendedProductId]: '15' }), ['/message']],
    ['landing template (no such template)', get(`${LANDING_BASE}/service/channel/channel-template`, { templateId: '9' }), ['/message']],
    ['landing get-sms (wrong captcha)', post(`${LANDING_BASE}/promotion/get-sms`, { phone: '09171234567', sid: 'sid-x', capcode: '0000' }), ['/message']],
    ['landing get-sms (not a mobile number)', post(`${LANDING_BASE}/promotion/get-sms`, { phone: '12345', sid: 'sid-x', capcode: '0000' }), ['/message']],
    ['landing get-sms (already registered)', afterCaptcha(async (sid, captcha, language) => post(`${LANDING_BASE}/promotion/get-sms`, { phone: '09991234567', sid, capcode: captcha })()(language)), ['/message']],
    ['landing get-sms (sent)', afterCaptcha(), ['/message']],
    ['landing register (no SMS code sent)', post(`${LANDING_BASE}/promotion/register`, { phone: '09171234567', sid: 'sid-x', capcode: '0000', smsCode: '123456' }), ['/message']],
    ['landing register (wrong SMS code)', afterCaptcha((sid, captcha, language) => post(`${LANDING_BASE}/promotion/register`, { phone: '09171234567', sid, capcode: captcha, smsCode: '000000' })()(language)), ['/message']],
    ['landing register (registered)', afterCaptcha((sid, captcha, language) => post(`${LANDING_BASE}/promotion/register`, { phone: '09171234567', sid, capcode: captcha, smsCode: '123456' })()(language)), ['/message']],
  ])('%s: same shape and values, its texts in each language', sameButTexts);
});
