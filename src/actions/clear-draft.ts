import type { ClearDraftStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const clearDraft: ActionHandler<ClearDraftStep> = (_step, context) => {
  context.services.form.clearDraft();
};
