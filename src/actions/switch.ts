import { evaluate } from '../expressions/evaluate';
import type { SwitchStep } from '../generated/screen';
import type { ActionHandler } from './types';

// `switch` is a reserved word: the handler's name says it is the step.
export const switchStep: ActionHandler<SwitchStep> = async (step, context) => {
  const value = evaluate(step.value, context.scope());
  const branch = step.cases[String(value)] ?? step.default;
  return (await context.runSteps(branch)) ? undefined : 'stop';
};
