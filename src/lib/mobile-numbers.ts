// The market's mobile-number reader (./mobile-number.ts: libphonenumber-js and the country's
// metadata, about 10 kB gzipped) arrives only with the screens that read mobile numbers, and only
// once the borrower starts to use one: nothing on such a screen's first draw needs it, and on the
// landing (the page an ad opens) its 10 kB were the one part fetched before the first paint that
// the paint did not use (issue 44). The screens plugin marks those screens (ScreenMeta.mobileNumbers,
// from src/compiler/6-emit/screen-widgets.ts); while one is drawn (src/app/screen-loader.tsx) the
// reader loads at the page's first touch, key or focus, and steps wait for it before they run
// (src/actions/run-steps.ts): a field's mobile rule and the mobile() operation are read in steps.
// Node (prerender, tests) loads it with loadMobileNumbers.
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

/** The borrower's first acts on a page: each means a field or a step is about to be used. */
const firstUse = ['pointerdown', 'keydown', 'focusin'] as const;
/** How many drawn screens read mobile numbers (a dialog's screen beside its page's). */
let readers = 0;
const onFirstUse = () => {
  stopListening();
  loadMobileNumbers().catch(() => undefined);
};
const stopListening = () => {
  for (const type of firstUse) document.removeEventListener(type, onFirstUse, true);
};

/**
 * A screen that reads mobile numbers is drawn: the reader loads at the page's first touch, key or
 * focus. Gives what to call when the screen goes.
 */
export function readMobileNumbersOnUse(): () => void {
  readers += 1;
  if (readers === 1 && !reader) for (const type of firstUse) document.addEventListener(type, onFirstUse, { capture: true, passive: true });
  return () => {
    readers -= 1;
    if (readers === 0) stopListening();
  };
}

/** What steps wait for before they run: the reader, while a drawn screen reads mobile numbers and it is not in yet; else undefined. */
export function mobileNumbersReady(): Promise<void> | undefined {
  return readers > 0 && !reader ? loadMobileNumbers() : undefined;
}

function loaded(): Reader {
  if (!reader) throw new Error('a mobile number was read before src/lib/mobile-number.ts loaded: the screen that reads it must be marked mobileNumbers (src/compiler/6-emit/screen-widgets.ts) and drawn through src/app/screen-loader.tsx, whose steps wait for the reader (src/actions/run-steps.ts), or the caller must await loadMobileNumbers()');
  return reader;
}

/** Whether the reader is in. */
export const mobileNumbersLoaded = (): boolean => reader !== undefined;

/** ./mobile-number.ts normaliseMobile: the number in the form the server is sent, or null. */
export const normaliseMobile = (value: unknown, rule: MobileRule): string | null => loaded().normaliseMobile(value, rule);

/** Whether the value is a mobile number by the market's rule. */
export const isMobile = (value: unknown, rule: MobileRule): boolean => loaded().isMobile(value, rule);
