import type { OpenDialogStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const openDialog: ActionHandler<OpenDialogStep> = (step, context) => {
  context.services.dialogs.open(step.dialog);
};
