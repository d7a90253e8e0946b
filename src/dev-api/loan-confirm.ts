/**
 * Loan confirmation V3 (screen 18): offer details, agreement list and link, and the push that
 * creates the order. Success rule: int0. SPEC.md does not give the method, so each endpoint
 * answers GET and POST. productId selects the variation (see docs/dev-api.md).
 */
import { devEndpointGetOrPost } from './endpoint';
import { replyFail, replyInt0 } from './envelope';
import { agreementUrl, buildOffer, confirmRefusal, pushMismatch } from './loan-offers';
import { findLoanProduct } from './loan-products';
import { createOrder, findOrder } from './orders';
import { filled, replyLanguage, say } from './server-language';

/** The dev API's one borrower, every order's (the support replies of seed-complaints.ts call him Juan). */
export const BORROWER_NAME = 'Juan Miguel R. Dela Cruz';

/** The only contract scene the confirm pages use (SPEC point 9). */
export const CONTRACT_SCENE = '3';

export const loanConfirmHandlers = [
  ...devEndpointGetOrPost('/v3/loan-confirm/loan-detail-confirm', (fields, { request }) => {
    const product = findLoanProduct(fields.productId);
    if (!product) return replyFail(1, confirmRefusal(request, 'offerGone'));
    const language = replyLanguage(request);
    // With an order (the Disclosure Statement of an order's page), the loan that order booked.
    const order = fields.orderId ? findOrder(fields.orderId) : undefined;
    if (fields.orderId && order?.productId !== product.productId) return replyFail(1, confirmRefusal(request, 'orderUnknown'));
    return replyInt0({
      ...buildOffer(product, language, order ? { amount: order.amount, termDays: order.termDays, releaseDate: order.applyDate } : undefined),
      sendSms: product.sendSms,
      isPopType: product.isPopType,
      popContent: say(product.popContent, language),
      popTitle: say(product.popTitle, language),
      popAgreementUrl: product.popAgreementUrl,
      comProductLogo: product.logo,
      comProductName: product.name,
      // For an order's Disclosure Statement (docs/contract-assumptions.md, issue 61): the day it was booked, its borrower, its number.
      ...(order && { loanDate: order.applyDate, borrowerName: BORROWER_NAME, orderNo: order.orderNo }),
    });
  }),

  ...devEndpointGetOrPost('/v3/contract/contract', (fields, { request }) => {
    const product = findLoanProduct(fields.productId);
    if (!product) return replyFail(1, confirmRefusal(request, 'offerGone'));
    if (fields.scene !== CONTRACT_SCENE) return replyFail(1, filled(confirmRefusal(request, 'unknownScene'), { scene: fields.scene ?? '' }));
    const language = replyLanguage(request);
    return replyInt0({ data: product.agreements.map((agreement) => ({ title: say(agreement.title, language), position: agreement.position })) });
  }),

  ...devEndpointGetOrPost('/v3/contract/contract-jump', (fields, { request }) => {
    const product = findLoanProduct(fields.productId);
    if (!product) return replyFail(1, confirmRefusal(request, 'offerGone'));
    const url = agreementUrl(Number(fields.position), product.productId, fields.orderId);
    if (!url || !product.agreements.some((agreement) => String(agreement.position) === fields.position)) {
      return replyFail(1, confirmRefusal(request, 'agreementGone'));
    }
    return replyInt0({ contract_url: url });
  }),

  ...devEndpointGetOrPost('/v3/loan-confirm/loan-detail-push', (fields, { request }) => {
    const product = findLoanProduct(fields.productId);
    if (!product) return replyFail(1, confirmRefusal(request, 'offerGone'));
    const mismatch = pushMismatch(product, fields.amount, fields.periods, fields.termUnit, replyLanguage(request));
    if (mismatch) return replyFail(1, mismatch);
    const order = createOrder(product);
    return replyInt0({ lendDetailsUrl: `/loanDetails?productId=${product.productId}&orderId=${order.orderId}` });
  }),
];
