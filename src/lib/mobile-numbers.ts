// The market's mobile-number reader (./mobile-number.ts: libphonenumber-js and the country's
// metadata, about 10 kB gzipped) arrives only with the screens that read mobile numbers, not with
// every route page. The screens plugin marks those screens (ScreenMeta.mobileNumbers, from
// src/compiler/6-emit/screen-widgets.ts); the router loads the reader with their document and the route
// page preloads it (src/build/route-html-plugin.ts). Node (prerender, tests) loads it the same way.
import type { MobileRule } from './mobile-number.ts';

type Reader = typeof import('./mobile-number.ts');
let reader: Reader | undefined;

/** Loads the reader once; a screen that reads mobile numbers is drawn only after this. */
export function loadMobileNumbers(): Promise<void> {
  if (reader) return Promise.resolve();
  return import('./mobile-number.ts').then((module) => {
    reader = module;
  });
}

function loaded(): Reader {
  if (!reader) throw new Error('a mobile number was read before src/lib/mobile-number.ts loaded: the screen that reads it must be marked mobileNumbers (src/compiler/6-emit/screen-widgets.ts) and loaded through src/app/screen-loader.tsx, or the caller must await loadMobileNumbers()');
  return reader;
}

/** ./mobile-number.ts normaliseMobile: the number in the form the server is sent, or null. */
export const normaliseMobile = (value: unknown, rule: MobileRule): string | null => loaded().normaliseMobile(value, rule);

/** Whether the value is a mobile number by the market's rule. */
export const isMobile = (value: unknown, rule: MobileRule): boolean => loaded().isMobile(value, rule);
