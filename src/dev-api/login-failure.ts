/**
 * Joint login failure page (screen 20): the failure reply with recommended products, and the two
 * POSTs a product tap makes (click report, link fetch). Scrambled names: scrambled-names.ts.
 * Success rule: str00.
 */
import { db } from './db';
import { devEndpoint, readForm, requestOrigin } from './endpoint';
import { reply00, replyFail } from './envelope';
import { findRecommended, productLink, RECOMMENDED_PRODUCTS, scrambledProduct } from './recommended-products';
import { FAILURE_PAGE, LINK_FIELD, PRODUCT_FIELDS, PRODUCT_TAP_PATHS } from './scrambled-names';

const FAIL = '01';
const DEFAULT_LIMIT = 5;

export const loginFailureHandlers = [
  devEndpoint('post', '/panda/honey/scholarships', async ({ request }) => {
    const form = await readForm(request);
    const limit = Number(form[FAILURE_PAGE.requestLimit] ?? DEFAULT_LIMIT);
    const products = RECOMMENDED_PRODUCTS.slice(0, Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_LIMIT);
    return reply00({
      noticeMessage: 'Your application could not be completed.',
      errMessage: 'We could not verify your account with our partner right now. Please try again later, or choose another product below.',
      [FAILURE_PAGE.productList]: products.map(scrambledProduct),
    });
  }),

  devEndpoint('post', PRODUCT_TAP_PATHS.failureClickReport, async ({ request }) => {
    const form = await readForm(request);
    if (!findRecommended(form[PRODUCT_FIELDS.id])) return replyFail(FAIL, 'This product could not be found.');
    db.productClicks.push({ path: PRODUCT_TAP_PATHS.failureClickReport, fields: form });
    return reply00(null);
  }),

  devEndpoint('post', PRODUCT_TAP_PATHS.failureLinkFetch, async ({ request }) => {
    const form = await readForm(request);
    db.productClicks.push({ path: PRODUCT_TAP_PATHS.failureLinkFetch, fields: form });
    const result = productLink(form[PRODUCT_FIELDS.id], requestOrigin(request));
    if ('message' in result) return replyFail(FAIL, result.message);
    return reply00({ [LINK_FIELD]: result.link });
  }),
];
