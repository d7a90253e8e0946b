import { evaluateParams } from '../expressions/evaluate';
import type { BridgeStep } from '../generated/screen';
import type { ActionHandler } from './types';

export const bridge: ActionHandler<BridgeStep> = (step, context) => {
  context.services.bridge.call(step.action, evaluateParams(step.params, context.scope()));
};
