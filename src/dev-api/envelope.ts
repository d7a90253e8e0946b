/**
 * Reply envelopes `{ code, message, data }`. Two success rules exist in the product (SPEC point 7):
 * the shared helper wants the integer 0, complaint/legacy/scrambled calls want the string "00".
 * Each handler picks one explicitly so the rule is visible next to the endpoint.
 */
import { HttpResponse } from 'msw';

export type EnvelopeCode = number | string;

export interface Envelope {
  code: EnvelopeCode;
  message: string;
  data: unknown;
}

function envelope(code: EnvelopeCode, message: string, data: unknown): Response {
  const body: Envelope = { code, message, data };
  return HttpResponse.json(body);
}

/** Success under the "int0" rule. */
export function replyInt0(data: unknown, message = 'success'): Response {
  return envelope(0, message, data);
}

/** Success under the "str00" rule. */
export function reply00(data: unknown, message = 'success'): Response {
  return envelope('00', message, data);
}

/** A business failure: HTTP 200 with a non-success code and a message the app toasts. */
export function replyFail(code: EnvelopeCode, message: string, data: unknown = null): Response {
  return envelope(code, message, data);
}
