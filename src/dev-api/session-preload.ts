/**
 * Reads overrides and latency that an end-to-end test put in sessionStorage before the page loaded,
 * so they are in place before the app's first request. Kept apart from browser.ts so it can be
 * tested in Node with a stand-in storage.
 */
import { setLatency } from './endpoint';
import { applyOverridesFromJson } from './overrides';

export const OVERRIDES_STORAGE_KEY = 'devapi.overrides';
export const LATENCY_STORAGE_KEY = 'devapi.latencyMs';

/** Applies what the storage holds; returns the warnings for values it had to ignore. */
export function preloadFromStorage(storage: Pick<Storage, 'getItem'>): string[] {
  const warnings: string[] = [];
  const latency = storage.getItem(LATENCY_STORAGE_KEY);
  if (latency !== null) {
    const ms = Number(latency);
    if (latency.trim() !== '' && Number.isFinite(ms) && ms >= 0) setLatency(ms);
    else warnings.push(`dev API: ignored sessionStorage["${LATENCY_STORAGE_KEY}"] = "${latency}": expected a number of milliseconds`);
  }
  const raw = storage.getItem(OVERRIDES_STORAGE_KEY);
  if (raw !== null) {
    try {
      applyOverridesFromJson(JSON.parse(raw));
    } catch (error) {
      // A bad preload must not stop the app from starting; the warning says what to fix.
      warnings.push(`dev API: ignored sessionStorage["${OVERRIDES_STORAGE_KEY}"]: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return warnings;
}
