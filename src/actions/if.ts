import { evaluate, truthy } from '../expressions/evaluate';
import type { IfStep } from '../generated/screen';
import type { ActionHandler } from './types';

// `if` is a reserved word: the handler's name says it is the step.
export const ifStep: ActionHandler<IfStep> = async (step, context) => {
  const branch = truthy(evaluate(step.test, context.scope())) ? step.then : step.else;
  return (await context.runSteps(branch)) ? undefined : 'stop';
};
