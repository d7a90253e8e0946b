/**
 * The dev API's report endpoint (issue 27): what pages send with sendBeacon, kept in memory for
 * the last 15 minutes, each batch checked against schemas/telemetry-batch.json, and a page that
 * lists what arrived (telemetry-page.ts). Node only: serve:prod and the end-to-end routing reach it
 * through node.ts, `npm run dev` through telemetry-plugin.ts; the tab's mock worker only lets reports
 * through (telemetry-passthrough.ts).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { TelemetryBatch } from '../generated/telemetry-batch.ts';
import { formatProblem } from '../lib/problem.ts';
import { loadSchemaFiles } from '../compiler/1-parse/files-on-disk.ts';
import { createSchemaValidator } from '../compiler/1-parse/schema-validator.ts';
import { API_PREFIX } from './endpoint.ts';
import { telemetryPage, type Received, type Refused } from './telemetry-page.ts';
import { telemetryPath } from './telemetry-passthrough.ts';

export { telemetryPath };

/** The runtime settings `npm run dev` gives pages: every view reports, here. */
export const devTelemetry = { endpoint: `/stations${telemetryPath}`, sampleRate: 1 };

const keptMs = 15 * 60 * 1000;

const received: Received[] = [];
const refused: Refused[] = [];

function prune(now: number): void {
  for (const list of [received, refused] as { at: number }[][]) {
    while (list.length && (list[0] as { at: number }).at < now - keptMs) list.shift();
  }
}

let validate: ReturnType<typeof createSchemaValidator> | undefined;

/** The problems of a batch against its schema, one line each (empty: accepted). */
export function batchProblems(body: string): string[] {
  const file = 'telemetry batch';
  let batch: unknown;
  try {
    batch = JSON.parse(body);
  } catch {
    return [formatProblem({ file, pointer: '', message: 'not JSON', expected: 'a JSON object matching schemas/telemetry-batch.json' })];
  }
  validate ??= createSchemaValidator(loadSchemaFiles(), 'telemetry-batch.json');
  return validate(batch, file).problems.map(formatProblem);
}

/** Keeps a batch, or the reason it was refused; returns the problems. */
export function receiveBatch(body: string, now = Date.now()): string[] {
  prune(now);
  const problems = batchProblems(body);
  if (problems.length) {
    refused.push({ at: now, problems, body: body.slice(0, 2000) });
    console.warn(`dev API: refused a telemetry batch: ${problems.join('; ')}`);
  } else {
    received.push({ at: now, batch: JSON.parse(body) as TelemetryBatch });
  }
  return problems;
}

/** What arrived in the last 15 minutes, oldest first. */
export function receivedTelemetry(now = Date.now()): { received: Received[]; refused: Refused[] } {
  prune(now);
  return { received: [...received], refused: [...refused] };
}

export function clearTelemetry(): void {
  received.length = 0;
  refused.length = 0;
}

// Plain msw handlers, not devEndpoint: no latency or overrides, which are for the app's calls.
export const telemetryHandlers: HttpHandler[] = [
  http.post(`${API_PREFIX}${telemetryPath}`, async ({ request }) => {
    const problems = receiveBatch(await request.text());
    if (problems.length) return new HttpResponse(`POST /stations${telemetryPath}: ${problems.join('\n')}`, { status: 400, headers: { 'content-type': 'text/plain' } });
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${API_PREFIX}${telemetryPath}.json`, () => HttpResponse.json(receivedTelemetry())),
  http.get(`${API_PREFIX}${telemetryPath}`, () => new HttpResponse(telemetryPage(receivedTelemetry(), Date.now()), { headers: { 'content-type': 'text/html; charset=utf-8' } })),
];
