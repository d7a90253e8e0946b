import type { RefetchStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const refetch: ActionHandler<RefetchStep> = async (step, context) => {
  await context.services.refetch(step.data);
};
