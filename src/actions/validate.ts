import type { ValidateStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const validate: ActionHandler<ValidateStep> = async (step, context) => {
  const { form, toast } = context.services;
  if (step.show === 'inline') return (await form.showErrors(step.fields)) ? undefined : 'stop';
  for (const name of step.fields) {
    const message = form.check(name);
    if (message !== null) {
      toast.show(message, 'fail');
      return 'stop';
    }
  }
  return undefined;
};
