import { evaluate, type Scope } from '../expressions/evaluate';
import type { SetStateStep } from '../generated/screen';
import type { ActionHandler } from './types';

/** What a set-state step writes: every value evaluated against the scope before the step (state included), then all written. */
export function stateValues(step: SetStateStep, scope: Scope): [string, unknown][] {
  return Object.entries(step.values).map(([key, expression]) => [key, evaluate(expression, scope)]);
}

export const setState: ActionHandler<SetStateStep> = (step, context) => {
  for (const [key, value] of stateValues(step, context.scope())) context.services.state.set(key, value);
};
