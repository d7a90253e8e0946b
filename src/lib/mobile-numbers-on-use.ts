// When the mobile-number reader (./mobile-numbers.ts) loads on a page: at the borrower's first
// touch, key or focus while a screen that reads numbers is drawn (src/app/screen-loader.tsx), and
// before steps that read a number run (src/actions/run-steps.ts). Nothing on such a screen's first
// draw needs it: on the landing (the page an ad opens) its 10 kB were the one part fetched before
// the first paint that the paint did not use (issue 44). Apart from ./mobile-numbers.ts, which the
// expressions import into the early calls' chunk, so that this waits in the app's.
import { loadMobileNumbers, mobileNumbersLoaded } from './mobile-numbers';

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
  if (readers === 1 && !mobileNumbersLoaded()) for (const type of firstUse) document.addEventListener(type, onFirstUse, { capture: true, passive: true });
  return () => {
    readers -= 1;
    if (readers === 0) stopListening();
  };
}

/** What steps wait for before they run: the reader, while a drawn screen reads mobile numbers and it is not in yet; else undefined. */
export function mobileNumbersReady(): Promise<void> | undefined {
  return readers > 0 && !mobileNumbersLoaded() ? loadMobileNumbers() : undefined;
}

