import { evaluate, evaluateParams, evaluateText } from '../expressions/evaluate';
import type { CallStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const call: ActionHandler<CallStep> = async (step, context) => {
  const scope = context.scope();
  const spread = step.paramsFrom === undefined ? {} : evaluate(step.paramsFrom, scope);
  const params = { ...(typeof spread === 'object' && spread !== null ? spread : {}), ...evaluateParams(step.params, scope) };
  const loadingText = step.loadingText === undefined ? undefined : evaluateText(step.loadingText, scope);
  const result = await context.services.call(step.endpoint, params, loadingText);
  const reply = { ok: result.ok, code: result.code ?? null, message: result.message, data: result.data ?? null };
  const next = context.with({ reply });
  // Messages the reply puts beside the form's fields take the place of onFailure and the toast;
  // onCode of the code still runs (a new captcha). Their code is fetched only when a reply needs it
  // (config/bundle-budgets.json); if it cannot be, the failure is handled as any other.
  const onFields = !result.ok && (step.fieldErrors ?? step.fieldErrorsFrom) !== undefined && (await import('./field-errors').then((m) => m.showFieldErrors(step, next), () => false));
  const byCode = result.code === undefined ? undefined : step.onCode?.[String(result.code)];
  if (byCode) return (await next.runSteps(byCode)) ? undefined : 'stop';
  if (result.ok) {
    if (step.saveAs) context.services.state.set(step.saveAs, result.data);
    return (await next.runSteps(step.onSuccess)) ? undefined : 'stop';
  }
  if (!onFields && step.onFailure) await next.runSteps(step.onFailure);
  else if (!onFields && result.message && !step.continueOnFailure) context.services.toast.show(result.message, 'fail');
  // A failed call ends the list it is in (the steps after it assumed success), unless it is
  // only a report whose failure must not get in the borrower's way.
  return step.continueOnFailure ? undefined : 'stop';
};
