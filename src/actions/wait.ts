import type { WaitStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const wait: ActionHandler<WaitStep> = async (step, context) => {
  await context.services.wait(step.ms);
};
