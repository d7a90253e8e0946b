/** Waits for the promise, or for `ms` at most, whichever comes first; never rejects on the promise's failure. */
export const firstOf = (promise: Promise<unknown>, ms: number): Promise<unknown> =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);
