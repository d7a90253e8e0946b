/**
 * Named override sets for states the seed does not show, so Storybook scenarios and tests name a
 * state instead of repeating its JSON. Apply with `applyOverridesFromJson(DEV_API_SCENARIOS[name])`.
 */
import { LEGACY_BASE } from './legacy-pay-way';
import { RECOMMENDED_PRODUCTS, scrambledProduct } from './recommended-products';
import { FAILURE_PAGE, PRODUCT_FIELDS } from './scrambled-names';

export const DEV_API_SCENARIOS = {
  /** Both complaint tabs empty. */
  'complaint-list-empty': {
    '/user-problem/problem-list': {
      json: { code: '00', message: 'success', data: { tabs: [{ title: 'Pending', status: 1, list: [] }, { title: 'Processed', status: 2, list: [] }] } },
    },
  },
  /** Failure page with its messages and no recommended products. */
  'login-failure-no-products': {
    '/panda/honey/scholarships': {
      json: {
        code: '00',
        message: 'success',
        data: { noticeMessage: 'Your application could not be completed.', errMessage: 'No partner products are available right now.', [FAILURE_PAGE.productList]: [] },
      },
    },
  },
  /**
   * Failure page whose first product comes without its lender's SEC Registration No. (issue 40): an
   * ad that does not say who lends, which the page must not show.
   */
  'login-failure-anonymous-product': {
    '/panda/honey/scholarships': {
      json: {
        code: '00',
        message: 'success',
        data: {
          noticeMessage: 'Your application could not be completed.',
          errMessage: 'Login failed: your session has expired.',
          [FAILURE_PAGE.productList]: RECOMMENDED_PRODUCTS.slice(0, 2).map((product, index) => ({ ...scrambledProduct(product), ...(index === 0 ? { [PRODUCT_FIELDS.lenderSecRegistration]: '' } : {}) })),
        },
      },
    },
  },
  /** Legacy pay-way card list fails ('failed to query card list' on the page). */
  'pay-way-card-list-failed': {
    [`${LEGACY_BASE}/repayment-way`]: { json: { code: '500', message: 'The system is busy. Please try again later.', data: null } },
  },
  /** Customer service never answers: the loading state stays. */
  'customer-service-hangs': {
    '/v3/personal-center/contact-kf-info': { never: true },
  },
} as const satisfies Record<string, Record<string, unknown>>;

export type DevApiScenario = keyof typeof DEV_API_SCENARIOS;
