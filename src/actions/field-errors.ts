import { evaluate, evaluateText } from '../expressions/evaluate';
import type { CallStep } from '../generated/screen';
import type { ActionContext } from './types';

const text = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/**
 * Puts the messages a failed reply has for the form's fields beside them (schemas/actions/call.json
 * fieldErrors, fieldErrorsFrom); false when none of them is for a field on the page. A server's map
 * is read in every shape it plausibly has: name → message (or → list of messages), or a list of
 * { field, message }. A call step loads this module only when a failed reply may need it.
 */
export function showFieldErrors(step: CallStep, context: ActionContext): boolean {
  const scope = context.scope();
  const reply = scope.reply as { code: unknown; message: string };
  const from = evaluate(step.fieldErrorsFrom, scope);
  const pairs: unknown[][] = Array.isArray(from) ? from.map((e: { field?: unknown; message?: unknown } | null) => [e?.field, e?.message]) : from && typeof from == 'object' ? Object.entries(from) : [];
  const byCode = step.fieldErrors?.[String(reply.code)];
  if (byCode) pairs.unshift(typeof byCode == 'string' ? [byCode, reply.message] : [byCode.field, byCode.message === undefined ? reply.message : evaluateText(byCode.message, scope)]);
  const errors: Record<string, string> = {};
  for (const [field, message] of pairs) if (typeof field == 'string' && typeof text(message) == 'string' && text(message)) errors[field] ??= text(message) as string;
  const { form, toast } = context.services;
  const shown = form.showServerErrors(errors);
  // A message for a field the page does not show is still the borrower's to read.
  for (const [field, message] of Object.entries(errors)) if (shown.length && !shown.includes(field)) toast.show(message, 'fail');
  return shown.length > 0;
}
