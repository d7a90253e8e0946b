import type { ResetFormStep } from '../generated/screen';
import type { ActionHandler } from './types';

/** Fields go back to their initial values, without messages (the contact form after its toast). */
export const resetForm: ActionHandler<ResetFormStep> = (step, context) => {
  context.services.form.reset(step.fields);
};
