/**
 * Starts the dev API in the browser (the `devapi` Vite mode). Its data lives in sessionStorage
 * (persistence.ts), so it survives reloads within a tab and starts fresh in a new one. An end-to-end test can preload
 * overrides and latency through sessionStorage (`devapi.overrides`, `devapi.latencyMs`; see
 * session-preload.ts and docs/dev-api.md); a product person picks which example an endpoint answers
 * with ?devExample=endpoint:example (example-picks.ts).
 */
import { setupWorker } from 'msw/browser';
import declared from 'virtual:declared-endpoints';
import { pageLanguageOf } from '../i18n/page-language';
import { applyExamplePicks } from './example-picks';
import { exampleHandlers, missingReplyHandler } from './example-replies';
import { setLatency } from './endpoint';
import { handlers } from './handlers';
import { restoreDb, saveDb } from './persistence';
import { preloadFromStorage } from './session-preload';
import { telemetryPassthrough } from './telemetry-passthrough';

/** Long enough for loading states to be seen, short enough not to slow a tester down. */
const BROWSER_LATENCY_MS = 250;

let started: Promise<void> | null = null;

/** Starts the worker once per page (Storybook calls this before every story). */
export function startDevApi(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  setLatency(BROWSER_LATENCY_MS);
  for (const warning of preloadFromStorage(sessionStorage)) console.warn(warning);
  for (const warning of applyExamplePicks(location.search, sessionStorage, declared, pageLanguageOf(window))) console.warn(warning);
  restoreDb(sessionStorage);
  const worker = setupWorker(telemetryPassthrough, ...handlers, ...exampleHandlers(declared), missingReplyHandler(declared, (line) => console.warn(line)));
  // Saved after every mocked reply, so a reload finds what was saved (as a real server keeps it).
  worker.events.on('response:mocked', () => saveDb(sessionStorage));
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
