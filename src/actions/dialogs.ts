import type { CloseDialogStep, OpenDialogStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const openDialog: ActionHandler<OpenDialogStep> = (step, context) => {
  context.services.dialogs.open(step.dialog);
};

export const closeDialog: ActionHandler<CloseDialogStep> = (step, context) => {
  context.services.dialogs.close(step.dialog);
};
