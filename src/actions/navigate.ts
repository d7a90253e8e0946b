import { evaluateParams } from '../expressions/evaluate';
import type { NavigateStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const navigate: ActionHandler<NavigateStep> = (step, context) => {
  context.services.navigate(step.to, evaluateParams(step.query, context.scope()), step.replace);
};
