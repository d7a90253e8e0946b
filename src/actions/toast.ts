import { evaluateText } from '../expressions/evaluate';
import type { ToastStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const toast: ActionHandler<ToastStep> = (step, context) => {
  const { toast: store } = context.services;
  if (step.kind === 'hide') {
    store.hide();
    return;
  }
  store.show(evaluateText(step.message, context.scope()), step.kind, step.durationMs);
};
