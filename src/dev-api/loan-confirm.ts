/**
 * Loan confirmation V3 (screen 18): offer details, agreement list and link, and the push that
 * creates the order. Success rule: int0. SPEC.md does not give the method, so each endpoint
 * answers GET and POST. productId selects the variation (see docs/dev-api.md).
 */
import { devEndpointGetOrPost } from './endpoint';
import { replyFail, replyInt0 } from './envelope';
import { agreementUrl, buildOffer, pushMismatch } from './loan-offers';
import { findLoanProduct } from './loan-products';
import { createOrder, findOrder } from './orders';
import { replyLanguage, say, type Wording } from './server-language';

/** The only contract scene the confirm pages use (SPEC point 9). */
export const CONTRACT_SCENE = '3';
const OFFER_GONE = 'This loan offer is no longer available.';
const ORDER_UNKNOWN: Wording = { en: 'We could not find this loan. Please open it again from your orders.', fil: 'Hindi namin makita ang loan na ito. Buksan itong muli mula sa mga order mo.' };

export const loanConfirmHandlers = [
  ...devEndpointGetOrPost('/v3/loan-confirm/loan-detail-confirm', (fields, { request }) => {
    const product = findLoanProduct(fields.productId);
    if (!product) return replyFail(1, OFFER_GONE);
    const language = replyLanguage(request);
    // With an order (the Disclosure Statement of an order's page), the loan that order booked.
    const order = fields.orderId ? findOrder(fields.orderId) : undefined;
    if (fields.orderId && order?.productId !== product.productId) return replyFail(1, say(ORDER_UNKNOWN, language));
    return replyInt0({
      ...buildOffer(product, language, order ? { amount: order.amount, termDays: order.termDays, releaseDate: order.applyDate } : undefined),
      sendSms: product.sendSms,
      isPopType: product.isPopType,
      popContent: say(product.popContent, language),
      popTitle: say(product.popTitle, language),
      popAgreementUrl: product.popAgreementUrl,
      comProductLogo: product.logo,
      comProductName: product.name,
    });
  }),

  ...devEndpointGetOrPost('/v3/contract/contract', (fields, { request }) => {
    const product = findLoanProduct(fields.productId);
    if (!product) return replyFail(1, OFFER_GONE);
    if (fields.scene !== CONTRACT_SCENE) return replyFail(1, `Unsupported contract scene "${fields.scene ?? ''}".`);
    const language = replyLanguage(request);
    return replyInt0({ data: product.agreements.map((agreement) => ({ title: say(agreement.title, language), position: agreement.position })) });
  }),

  ...devEndpointGetOrPost('/v3/contract/contract-jump', (fields) => {
    const product = findLoanProduct(fields.productId);
    if (!product) return replyFail(1, OFFER_GONE);
    const url = agreementUrl(Number(fields.position), product.productId, fields.orderId);
    if (!url || !product.agreements.some((agreement) => String(agreement.position) === fields.position)) {
      return replyFail(1, 'This agreement is not available.');
    }
    return replyInt0({ contract_url: url });
  }),

  ...devEndpointGetOrPost('/v3/loan-confirm/loan-detail-push', (fields) => {
    const product = findLoanProduct(fields.productId);
    if (!product) return replyFail(1, OFFER_GONE);
    const mismatch = pushMismatch(product, fields.amount, fields.periods, fields.termUnit);
    if (mismatch) return replyFail(1, mismatch);
    const order = createOrder(product);
    return replyInt0({ lendDetailsUrl: `/loanDetails?productId=${product.productId}&orderId=${order.orderId}` });
  }),
];
