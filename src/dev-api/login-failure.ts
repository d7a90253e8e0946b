/**
 * Joint login failure page (screen 20): the failure reply with recommended products, and the two
 * POSTs a product tap makes (click report, link fetch). Scrambled names: scrambled-names.ts.
 * Success rule: str00.
 */
import { db } from './db';
import { devEndpoint, readForm, requestOrigin } from './endpoint';
import { reply00, replyFail } from './envelope';
import { findRecommended, productLink, RECOMMENDED_PRODUCTS, RECOMMENDED_TEXTS, scrambledProduct } from './recommended-products';
import { FAILURE_PAGE, LINK_FIELD, PRODUCT_FIELDS, PRODUCT_TAP_PATHS } from './scrambled-names';
import { replyLanguage, say, type Wording } from './server-language';

const FAIL = '01';
const DEFAULT_LIMIT = 5;

/** The failure reply's messages in each language (server-language.ts). */
export const FAILURE_TEXTS = {
  notice: { en: 'Your application could not be completed.', fil: 'Hindi natapos ang application mo.' },
  error: {
    en: 'We could not verify your account with our partner right now. Please try again later, or choose another product below.',
    fil: 'Hindi namin ma-verify ngayon ang account mo sa aming partner. Subukan ulit mamaya, o pumili ng ibang produkto sa ibaba.',
  },
} as const satisfies Record<string, Wording>;

export const loginFailureHandlers = [
  devEndpoint('post', '/panda/honey/scholarships', async ({ request }) => {
    const form = await readForm(request);
    const limit = Number(form[FAILURE_PAGE.requestLimit] ?? DEFAULT_LIMIT);
    const products = RECOMMENDED_PRODUCTS.slice(0, Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_LIMIT);
    const language = replyLanguage(request);
    return reply00({
      noticeMessage: say(FAILURE_TEXTS.notice, language),
      errMessage: say(FAILURE_TEXTS.error, language),
      [FAILURE_PAGE.productList]: products.map((product) => scrambledProduct(product, language)),
    });
  }),

  devEndpoint('post', PRODUCT_TAP_PATHS.failureClickReport, async ({ request }) => {
    const form = await readForm(request);
    if (!findRecommended(form[PRODUCT_FIELDS.id])) return replyFail(FAIL, say(RECOMMENDED_TEXTS.notFound, replyLanguage(request)));
    db.productClicks.push({ path: PRODUCT_TAP_PATHS.failureClickReport, fields: form });
    return reply00(null);
  }),

  devEndpoint('post', PRODUCT_TAP_PATHS.failureLinkFetch, async ({ request }) => {
    const form = await readForm(request);
    db.productClicks.push({ path: PRODUCT_TAP_PATHS.failureLinkFetch, fields: form });
    const result = productLink(form[PRODUCT_FIELDS.id], requestOrigin(request), replyLanguage(request));
    if ('message' in result) return replyFail(FAIL, result.message);
    return reply00({ [LINK_FIELD]: result.link });
  }),
];
