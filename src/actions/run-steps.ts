import type { Scope } from '../expressions/evaluate';
import type { Step } from '../generated/screen';
import { actionHandlers } from './registry';
import type { ActionContext, ActionHandler, ScreenServices } from './types';

/**
 * The one place that runs any step: it looks the handler up in the registry, so adding a step
 * kind is a schema file, a handler file and one registry line.
 */
export function createActionContext(services: ScreenServices, scope: () => Scope): ActionContext {
  const context: ActionContext = {
    services,
    scope,
    with(extra) {
      return createActionContext(services, () => ({ ...scope(), ...extra }));
    },
    async runSteps(steps) {
      for (const step of steps ?? []) {
        const handler = actionHandlers[step.type] as ActionHandler<Step>;
        const outcome = await handler(step, context);
        if (outcome === 'stop') return false;
      }
      return true;
    },
  };
  return context;
}
