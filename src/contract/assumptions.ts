// Node-only, build time: the contract's assumptions (CONTRACT "API": where SPEC.md is silent and a
// screen must assume, say so). Reply fields are marked `x-assumption` in their schemas; what the
// requests send that SPEC.md does not say is listed here, each with its reason, and the backend
// contract marks it where it is sent (src/contract/openapi.ts). The screens' endpoint declarations
// hold no notes (schemas/endpoint.json), so these are kept by the path a screen writes; the form a
// value takes on the wire is marked where it is read (src/contract/wire-form.ts). Each has its row
// in docs/contract-assumptions.md, which says more; src/contract/openapi.test.ts holds the two together.

/** The extension that marks an assumption, on a reply field, a request field or a whole operation. */
export const assumptionKey = 'x-assumption';

/** SPEC names these calls and their payloads without a method: POST with a form body is ours. */
const postedWithoutSpecMethod = [
  '/api/v1/{provider}/{provider}-api/service/loan/repayment-way',
  '/api/v1/{provider}/{provider}-api/service/loan/repayment-commit',
  '/api/v1/{provider}/{provider}-api/service/loan/repayment-confirm',
  '/api/v1/{provider}/{provider}-api/service/loan/repayment-huichao',
  '/town/dddp',
  '/v3/installment/loan-play-detail',
  '/v3/loan-confirm/loan-detail-confirm',
  '/v3/loan-confirm/loan-detail-push',
  '/v3/contract/contract',
  '/v3/contract/contract-jump',
  '/v3/loan-details/generate-vcode',
  '/v3/bind-card/bind-card-order',
];

const postReason = 'SPEC.md names this call and its payload without a method: POST with a form body is ours, as every /v3 call SPEC gives a method for is a POST and this one sends borrower or order data, which a query string would leave in logs. A server needs to answer only POST.';

const cardFields = {
  cardType: 'Not in SPEC\'s submit payload (the form map and product_id): the tab the borrower chose, 1 a bank account, 2 an e-wallet, so a server can tell the two apart where their item codes overlap. A server may ignore it.',
  channelNumber: 'Not in SPEC\'s submit payload: 90007 for an e-wallet (our number) and SPEC\'s default 90006 otherwise; the bank form items\' own channelNumber is not read. A server may ignore it.',
};

/** The whole operation: its method, or the request itself, is ours. */
export const operationAssumptions: Record<string, string> = {
  ...Object.fromEntries(postedWithoutSpecMethod.map((path) => [path, postReason])),
  '/user-problem/problem-init': 'SPEC point 7 has the complaint form fetch it by POST and again by GET; the page asks once, by POST (the same reply), so a server needs to answer only POST.',
  '/api/v2/{provider}/promotion/track-conversion': 'SPEC point 8 says an ad conversion fires when UC is present, not how: this GET and its query are ours, in the style of track-visit and track-click. Its reply is not read and a failure is ignored; a server without it loses only the report.',
};

/** A field of a request, by the endpoint's path as the screens write it and the field's name. */
export const fieldAssumptions: Record<string, Record<string, string>> = {
  '/v3/loan-confirm/loan-detail-confirm': {
    orderId: 'Issue 40: SPEC asks for the offer by productId. The order a Disclosure Statement is opened for, absent when it has none; the server is assumed to answer the loan that order booked, in the offer\'s shape, with the day it was booked (loanDate), the borrower\'s name (borrowerName) and the order\'s number (orderNo) for its statement (issue 61).',
  },
  '/v3/bind-card/bind-card-new': cardFields,
  '/v3/bind-card/bind-card-order': cardFields,
};

/** The note a reader whose tools show no extensions finds in the description. */
export function withAssumptionNote(description: unknown, assumption: string): string {
  const note = `Assumption (docs/contract-assumptions.md): ${assumption}`;
  return typeof description === 'string' && description ? `${description}\n\n${note}` : note;
}
