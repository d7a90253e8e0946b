import type { Scope } from '../expressions/evaluate';
import type { Step } from '../generated/screen';
import { callsMobile } from '../lib/mobile-numbers';
import { mobileNumbersReady } from '../lib/mobile-numbers-on-use';
import { tellCodeFailed } from './code-failed';
import { actionHandlers } from './registry';
import type { ActionContext, ActionHandler, ScreenServices } from './types';

const reading = new WeakMap<readonly Step[], boolean>();

/**
 * Whether a list of steps may read a mobile number: a validate step (a field's mobile rule) or the
 * mobile() operation anywhere in it, its branches
 * included. A step that runs a named action runs it through runSteps, which asks again.
 */
export function readsMobileNumbers(steps: readonly Step[]): boolean {
  let known = reading.get(steps);
  if (known === undefined) {
    const walk = (value: unknown): boolean => {
      if (Array.isArray(value)) return value.some(walk);
      if (typeof value !== 'object' || value === null) return false;
      const record = value as Record<string, unknown>;
      return record.type === 'validate' || callsMobile(record) || Object.values(record).some(walk);
    };
    known = walk(steps);
    reading.set(steps, known);
  }
  return known;
}

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
      // A screen that reads mobile numbers gets the reader at the borrower's first touch of the
      // page (src/lib/mobile-numbers-on-use.ts): steps that read one wait for it, the others (onLoad's
      // calls) do not.
      const reader = steps?.length && readsMobileNumbers(steps) ? mobileNumbersReady() : undefined;
      if (reader && !(await reader.then(() => true, () => false))) {
        await tellCodeFailed(services);
        return false;
      }
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
