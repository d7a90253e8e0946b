import type { CloseDialogStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const closeDialog: ActionHandler<CloseDialogStep> = (step, context) => {
  context.services.dialogs.close(step.dialog);
};
