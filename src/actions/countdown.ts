import type { CountdownStep } from '../generated/screen';
import { countdownTimers } from './countdown-timers';
import type { ActionHandler } from './types';

/** Runs in the background: the state key goes from → 0, one a second; 0 means stopped. */
export const countdown: ActionHandler<CountdownStep> = (step, context) => {
  const { state } = context.services;
  const timers = countdownTimers(state);
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
