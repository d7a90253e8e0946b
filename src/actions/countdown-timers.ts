// The running countdowns of each screen's state, apart from the countdown step (./countdown.ts):
// the screen stops them when it goes away, and the step's code is fetched only once a screen is
// drawn (./registry.ts laterHandlers).

const running = new WeakMap<object, Map<string, ReturnType<typeof setInterval>>>();

/** The timers of one screen's state, by state key. */
export function countdownTimers(state: object): Map<string, ReturnType<typeof setInterval>> {
  let timers = running.get(state);
  if (!timers) running.set(state, (timers = new Map()));
  return timers;
}

/** Stops every countdown of a screen's state (when the screen goes away). */
export function stopCountdowns(state: object): void {
  const timers = running.get(state);
  timers?.forEach((t) => clearInterval(t));
  running.delete(state);
}
