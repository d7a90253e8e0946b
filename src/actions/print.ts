import type { PrintStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const print: ActionHandler<PrintStep> = (_step, context) => {
  context.services.print();
};
