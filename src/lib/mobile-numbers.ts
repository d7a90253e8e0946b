// The market's mobile-number reader (./mobile-number.ts: libphonenumber-js and the country's
// metadata, about 10 kB gzipped), for the screens that read mobile numbers (ScreenMeta.mobileNumbers,
// from src/compiler/6-emit/screen-widgets.ts): when it loads is ./mobile-numbers-on-use.ts'. Node
// (prerender, tests) loads it with loadMobileNumbers. The expressions import this module into the
// early calls' chunk, so it stays this small.
import type { MobileRule } from './mobile-number.ts';

type Reader = typeof import('./mobile-number.ts');
let reader: Reader | undefined;

/** Loads the reader once; a load that failed (offline) is tried again by the next call. */
export function loadMobileNumbers(): Promise<void> {
  if (reader) return Promise.resolve();
  return import('./mobile-number.ts').then((module) => {
    reader = module;
  });
}

function loaded(): Reader {
  if (!reader) throw new Error('a mobile number was read before src/lib/mobile-number.ts loaded: steps wait for it (src/lib/mobile-numbers-on-use.ts), else await loadMobileNumbers()');
  return reader;
}

/** Whether a node of a compiled document calls the mobile() operation: json-logic writes it {"mobile": [value]}. */
export const callsMobile = (node: Record<string, unknown>): boolean => Array.isArray(node.mobile);

/** Whether the reader is in. */
export const mobileNumbersLoaded = (): boolean => reader !== undefined;

/** ./mobile-number.ts normaliseMobile: the number in the form the server is sent, or null. */
export const normaliseMobile = (value: unknown, rule: MobileRule): string | null => loaded().normaliseMobile(value, rule);

/** Whether the value is a mobile number by the market's rule. */
export const isMobile = (value: unknown, rule: MobileRule): boolean => loaded().isMobile(value, rule);
