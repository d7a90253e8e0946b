/**
 * Dev-only endpoints for tests and testers: a JSON snapshot of what the dev API recorded
 * (tracking calls, SMS codes, captchas, binds…), a reset to the seed, and overrides set at run time. Plain JSON, no envelope:
 * the app never calls these.
 */
import { HttpResponse } from 'msw';
import { db, resetDb } from './db';
import { devEndpoint } from './endpoint';
import { applyOverridesFromJson } from './overrides';

export function dbSnapshot() {
  return {
    orders: [...db.orders.values()],
    bankAccount: db.bankAccount,
    bindCalls: db.bindCalls,
    complaints: db.complaints,
    uploads: [...db.uploads.entries()].map(([id, upload]) => ({ id, contentType: upload.contentType, bytes: upload.bytes.byteLength, fileName: upload.fileName })),
    appScores: db.appScores,
    registeredPhones: [...db.registeredPhones],
    smsSent: db.smsSent,
    captchas: Object.fromEntries(db.captchas),
    trackVisits: db.trackVisits,
    trackClicks: db.trackClicks,
    trackConversions: db.trackConversions,
    events: db.events,
    productClicks: db.productClicks,
    payRequests: db.payRequests,
    legacyRepayments: [...db.legacyRepayments.values()],
  };
}

export const devControlHandlers = [
  devEndpoint('get', '/dev-api/state', () => HttpResponse.json(dbSnapshot())),
  devEndpoint('post', '/dev-api/reset', () => {
    resetDb();
    return HttpResponse.json({ reset: true });
  }),
  // Changes overrides while the page runs (no reload), so a test can try many replies on one page.
  devEndpoint('post', '/dev-api/overrides', async ({ request }) => {
    try {
      applyOverridesFromJson(await request.json());
    } catch (error) {
      return new HttpResponse(`POST /stations/dev-api/overrides: ${error instanceof Error ? error.message : String(error)}`, { status: 400, headers: { 'content-type': 'text/plain' } });
    }
    return HttpResponse.json({ applied: true });
  }),
];
