import { evaluate, truthy } from '../expressions/evaluate';
import type { IfStep, RunStep, SwitchStep, WaitStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const wait: ActionHandler<WaitStep> = async (step, context) => {
  await context.services.wait(step.ms);
};

export const ifStep: ActionHandler<IfStep> = async (step, context) => {
  const branch = truthy(evaluate(step.test, context.scope())) ? step.then : step.else;
  return (await context.runSteps(branch)) ? undefined : 'stop';
};

export const switchStep: ActionHandler<SwitchStep> = async (step, context) => {
  const value = evaluate(step.value, context.scope());
  const branch = step.cases[String(value)] ?? step.default;
  return (await context.runSteps(branch)) ? undefined : 'stop';
};

export const run: ActionHandler<RunStep> = async (step, context) => {
  return (await context.services.runAction(step.action, context.scope())) ? undefined : 'stop';
};
