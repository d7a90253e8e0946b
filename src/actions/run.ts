import type { RunStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const run: ActionHandler<RunStep> = async (step, context) => {
  return (await context.services.runAction(step.action, context.scope())) ? undefined : 'stop';
};
