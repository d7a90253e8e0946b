import { evaluate } from '../expressions/evaluate';
import type { StoreStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const store: ActionHandler<StoreStep> = (step, context) => {
  const storage = context.services.storage(step.area);
  const value = evaluate(step.value, context.scope());
  try {
    if (value === null || value === undefined) storage?.removeItem(step.key);
    else storage?.setItem(step.key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the reading screen shows its own "missing" state.
  }
};
