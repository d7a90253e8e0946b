/** The performance mark the collector (collect.ts) leaves once it listens for vitals; in a module of its own, so Node tests read it without the collector's imports. */
export const collectorStartedMark = 'kaagapay:collector-started';
