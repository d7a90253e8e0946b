import { afterEach } from 'vitest';
import { loadMobileNumbers } from '../src/lib/mobile-numbers';

// React Testing Library and its matchers are for tests with a DOM: a Node test (the compiler, the
// contract, the scripts) does not load React DOM for them, which was half a second a file.
const dom = typeof window !== 'undefined';
const testingLibrary = dom ? (await Promise.all([import('@testing-library/react'), import('@testing-library/jest-dom/vitest')]))[0] : undefined;
const cleanup = testingLibrary?.cleanup ?? (() => {});
// findBy… and waitFor wait 5 s, not Testing Library's 1 s: on a loaded machine a submit through the
// dev API took longer (server-fields.test.tsx's bind-then-close, run by the studio's npm run check
// beside the end-to-end suite), and a test that waits for what does come must not fail for its pace.
testingLibrary?.configure({ asyncUtilTimeout: 5000 });

// What the app's entry gives the screen index (src/app/app.tsx appEntry), for the tests that look
// screens up without it (the router, the not-found screen); a test may mock virtual:screens.
if (dom) (await import('../src/app/screen-index')).setScreenManifest(() => import('virtual:screens'));

// Tests draw screens and evaluate expressions without the router, which loads the mobile-number
// reader only for the screens that read mobile numbers (src/lib/mobile-numbers.ts).
await loadMobileNumbers();

afterEach(() => {
  cleanup();
  // Each test is a new visit: drafts and stored values of one test must not fill the next one's forms.
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
});

// jsdom lacks what Mantine reads on mount.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.scrollTo = () => {};
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
  }
}
