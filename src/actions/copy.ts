import { evaluateText } from '../expressions/evaluate';
import type { CopyStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const copy: ActionHandler<CopyStep> = async (step, context) => {
  const { services } = context;
  const scope = context.scope();
  const ok = await services.copy(evaluateText(step.text, scope));
  const text = ok
    ? step.successMessage === undefined ? services.market.messages.copied : evaluateText(step.successMessage, scope)
    : step.failureMessage === undefined ? services.market.messages.copyFailed : evaluateText(step.failureMessage, scope);
  services.toast.show(text, ok ? 'success' : 'fail');
};
