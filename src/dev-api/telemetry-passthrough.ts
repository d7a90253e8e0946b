/**
 * Chromium routes sendBeacon through the page's service worker, so the tab's mock worker sees every
 * report; without this it would answer them with its missing-handler 404 and the dev server's
 * receiver (telemetry-plugin.ts) would get nothing. The worker lets them through to the network.
 * Browser-safe on purpose: telemetry.ts, the receiver, is Node only.
 */
import { http, passthrough } from 'msw';
import { API_PREFIX } from './endpoint.ts';

/** Where pages send reports in dev, and where the list of what arrived is (GET). */
export const telemetryPath = '/dev-api/telemetry';

export const telemetryPassthrough = http.all(`${API_PREFIX}${telemetryPath}*`, () => passthrough());
