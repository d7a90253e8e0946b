import type { BackStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const back: ActionHandler<BackStep> = (_step, context) => {
  context.services.back();
};
