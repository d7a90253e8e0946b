/**
 * Imported first by each entry (src/app/main.ts, promotion-main.tsx), so errors are caught from the
 * entry's first module on; a call in the entry's body would run only after all its imports had.
 * The settings are the host's (src/lib/runtime-config.ts): /runtime-config.js runs before modules.
 */
import market from '../../config/market.json';
import { pageRuntimeConfig } from '../lib/runtime-config';
import { earlyDecision, listenEarly } from './early-listener';

// Decided already on a static page that loads the app when a part of it is used (src/app/static-page.ts).
if (earlyDecision() === undefined) listenEarly(pageRuntimeConfig(market).telemetry);
