/**
 * Starts the dev API in the browser (the `devapi` Vite mode). Overrides and latency can be preloaded
 * through sessionStorage so an end-to-end test can set them before the app's first request:
 * `devapi.overrides` (JSON, as applyOverridesFromJson takes) and `devapi.latencyMs` (a number).
 */
import { setupWorker } from 'msw/browser';
import { setLatency } from './endpoint';
import { handlers } from './handlers';
import { applyOverridesFromJson } from './overrides';

export const OVERRIDES_STORAGE_KEY = 'devapi.overrides';
export const LATENCY_STORAGE_KEY = 'devapi.latencyMs';
/** Long enough for loading states to be seen, short enough not to slow a tester down. */
const BROWSER_LATENCY_MS = 250;

export async function startDevApi(): Promise<void> {
  setLatency(BROWSER_LATENCY_MS);
  loadFromSessionStorage();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}

function loadFromSessionStorage(): void {
  const latency = sessionStorage.getItem(LATENCY_STORAGE_KEY);
  if (latency !== null) {
    const ms = Number(latency);
    if (Number.isFinite(ms) && ms >= 0) setLatency(ms);
    else console.warn(`dev API: sessionStorage["${LATENCY_STORAGE_KEY}"] is "${latency}", expected a number of milliseconds; using ${BROWSER_LATENCY_MS}`);
  }
  const raw = sessionStorage.getItem(OVERRIDES_STORAGE_KEY);
  if (raw === null) return;
  try {
    applyOverridesFromJson(JSON.parse(raw));
  } catch (error) {
    // A bad preload must not stop the app from starting; the warning says what to fix.
    console.warn(`dev API: ignored sessionStorage["${OVERRIDES_STORAGE_KEY}"]: ${error instanceof Error ? error.message : String(error)}`);
  }
}
