import type { LocateStep } from '../generated/screen';
import type { ActionHandler } from './types';

/** Asks for the device's position; which steps run depends on the answer (reply holds it). */
export const locate: ActionHandler<LocateStep> = async (step, context) => {
  const result = await context.services.locate(step.timeoutMs);
  if (result.kind === 'unsupported') return (await context.runSteps(step.onUnsupported)) ? undefined : 'stop';
  const next = context.with({ reply: result.kind === 'position' ? { latitude: result.latitude, longitude: result.longitude, accuracy: result.accuracy } : { code: result.code, message: result.message } });
  return (await next.runSteps(result.kind === 'position' ? step.onSuccess : step.onFailure)) ? undefined : 'stop';
};
