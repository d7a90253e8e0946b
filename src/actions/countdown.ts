import type { CountdownStep } from '../generated/screen';
import type { ActionHandler } from './types';

const running = new WeakMap<object, Map<string, ReturnType<typeof setInterval>>>();

/** Runs in the background: the state key goes from → 0, one a second; 0 means stopped. */
export const countdown: ActionHandler<CountdownStep> = (step, context) => {
  const { state } = context.services;
  let timers = running.get(state);
  if (!timers) running.set(state, (timers = new Map()));
  clearInterval(timers.get(step.state));
  state.set(step.state, step.from);
  const timer = setInterval(() => {
    const left = Number(state.get(step.state)) - 1;
    state.set(step.state, Math.max(left, 0));
    if (left <= 0) {
      clearInterval(timer);
      timers.delete(step.state);
    }
  }, 1000);
  timers.set(step.state, timer);
};

/** Stops every countdown of a screen's state (when the screen goes away). */
export function stopCountdowns(state: object): void {
  const timers = running.get(state);
  timers?.forEach((t) => clearInterval(t));
  running.delete(state);
}
