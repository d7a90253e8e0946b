import { evaluate } from '../expressions/evaluate';
import type { SetStateStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const setState: ActionHandler<SetStateStep> = (step, context) => {
  const scope = context.scope();
  // Evaluate every value against the state before the step, then write them all.
  const next = Object.entries(step.values).map(([key, expression]) => [key, evaluate(expression, scope)] as const);
  for (const [key, value] of next) context.services.state.set(key, value);
};
