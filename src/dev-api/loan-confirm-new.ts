/**
 * Loan confirmation variant 2 (screen 19): the same offer as V3 under scrambled paths and field
 * names (scrambled-names.ts, docs/dev-api.md), plus NewButtonMsg and NewPopMsg. Success rule: str00.
 */
import { devEndpoint, readForm, readQuery } from './endpoint';
import { reply00, replyFail } from './envelope';
import { agreementUrl, buildOffer, confirmRefusal, promoTexts, pushMismatch } from './loan-offers';
import { findLoanProduct, type LoanProduct } from './loan-products';
import { createOrder } from './orders';
import { replyLanguage, say } from './server-language';
import { CONFIRM_NEW_FIELDS as F, CONFIRM_NEW_PARAMS as P, CONFIRM_NEW_PATHS, LINK_FIELD } from './scrambled-names';

const FAIL = '01';

function scrambledDetail(product: LoanProduct, language: string): Record<string, unknown> {
  const offer = buildOffer(product, language);
  const promo = promoTexts(product, offer, language);
  return {
    [F.amount]: offer.amount,
    [F.periods]: offer.periods,
    [F.termUnit]: offer.termUnit,
    [F.details]: offer.details.map((row) => ({ [F.detailText]: row.text, [F.detailValue]: row.value })),
    [F.repayPlans]: offer.repay_plans.map((plan) => ({
      [F.planTitle]: plan.title,
      [F.planAmount]: plan.amount,
      [F.planDescription]: plan.description,
      [F.planPayTime]: plan.pay_time,
    })),
    [F.disclosure]: {
      [F.disclosureInterest]: offer.disclosure.interest,
      [F.disclosureFees]: offer.disclosure.fees.map((fee) => ({ [F.feeName]: fee.name, [F.feeAmount]: fee.amount })),
      [F.disclosureNetProceeds]: offer.disclosure.netProceeds,
      [F.disclosureSchedule]: offer.disclosure.schedule.map((payment) => ({
        [F.paymentDays]: payment.days,
        [F.paymentDate]: payment.date,
        [F.paymentAmount]: payment.amount,
      })),
      [F.disclosurePenaltyRate]: offer.disclosure.penaltyRate,
      [F.disclosureDefaultCharges]: offer.disclosure.defaultCharges.map((charge) => ({ [F.feeName]: charge.name, [F.feeAmount]: charge.amount })),
      [F.disclosureExtensionFee]: offer.disclosure.extensionFee,
    },
    [F.firstPayTime]: offer.firstPayTime,
    [F.firstPeriodDay]: offer.firstPeriodDay,
    [F.rateDescription]: offer.pRateDsc,
    [F.sendSms]: product.sendSms,
    [F.isPopType]: product.isPopType,
    [F.popContent]: say(product.popContent, language),
    [F.popTitle]: say(product.popTitle, language),
    [F.popAgreementUrl]: product.popAgreementUrl,
    [F.productLogo]: product.logo,
    [F.productName]: product.name,
    NewButtonMsg: promo.button,
    NewPopMsg: promo.popup,
  };
}

export const loanConfirmNewHandlers = [
  devEndpoint('post', CONFIRM_NEW_PATHS.detail, async ({ request }) => {
    const product = findLoanProduct((await readForm(request))[P.productId]);
    if (!product) return replyFail(FAIL, confirmRefusal(request, 'offerGone'));
    return reply00(scrambledDetail(product, replyLanguage(request)));
  }),

  devEndpoint('get', CONFIRM_NEW_PATHS.agreementList, ({ request }) => {
    const product = findLoanProduct(readQuery(request)[P.productId]);
    if (!product) return replyFail(FAIL, confirmRefusal(request, 'offerGone'));
    const language = replyLanguage(request);
    return reply00({
      [F.agreements]: product.agreements.map((agreement) => ({ [F.agreementTitle]: say(agreement.title, language), [F.agreementPosition]: agreement.position })),
    });
  }),

  devEndpoint('get', CONFIRM_NEW_PATHS.agreementJump, ({ request }) => {
    const query = readQuery(request);
    const product = findLoanProduct(query[P.productId]);
    if (!product) return replyFail(FAIL, confirmRefusal(request, 'offerGone'));
    const position = query[P.position];
    const url = agreementUrl(Number(position), product.productId, query[P.orderId]);
    if (!url || !product.agreements.some((agreement) => String(agreement.position) === position)) {
      return replyFail(FAIL, confirmRefusal(request, 'agreementGone'));
    }
    return reply00({ [LINK_FIELD]: url });
  }),

  devEndpoint('post', CONFIRM_NEW_PATHS.push, async ({ request }) => {
    const form = await readForm(request);
    const product = findLoanProduct(form[P.productId]);
    if (!product) return replyFail(FAIL, confirmRefusal(request, 'offerGone'));
    const mismatch = pushMismatch(product, form[P.amount], form[P.periods], form[P.termUnit], replyLanguage(request));
    if (mismatch) return replyFail(FAIL, mismatch);
    const order = createOrder(product);
    return reply00({ [LINK_FIELD]: `/loanDetails?productId=${product.productId}&orderId=${order.orderId}` });
  }),
];
