// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { TelemetryBatch } from '../generated/telemetry-batch';
import { buildVersionMeta } from '../build/build-version';
import { buildMetaName } from '../lib/release-check';
import { batchProblems, clearTelemetry, receiveBatch, receivedTelemetry } from './telemetry';
import { telemetryPage } from './telemetry-page';

const batch: TelemetryBatch = {
  format: 1,
  build: '0.1.0+abc',
  language: 'fil',
  pageView: 'fedcba9876543210',
  route: { path: '/promotion/', query: [], hashPath: '/', hashQuery: ['app_from', 'id'] },
  entries: [
    { kind: 'vital', name: 'LCP', value: 900, rating: 'good', navigationType: 'navigate', at: 950, attribution: { target: 'main>h1' } },
    { kind: 'error', source: 'boundary', name: 'TypeError', message: 'x is undefined', count: 2, at: 10, block: { file: 'screens/promo.json', pointer: '/body/1' } },
  ],
};

describe('the dev API receives telemetry batches (schemas/telemetry-batch.json)', () => {
  afterEach(() => clearTelemetry());

  it('accepts a batch of the schema', () => {
    expect(batchProblems(JSON.stringify(batch))).toEqual([]);
  });

  it.each([
    ['a query value in the route', { ...batch, route: { path: '/bindBank', query: { sessionId: 'sess-42' } } }, '#/route/query'],
    ['an unknown format', { ...batch, format: 2 }, '#/format'],
    ['no entries', { ...batch, entries: [] }, '#/entries'],
    ['an error without its count', { ...batch, entries: [{ kind: 'error', source: 'uncaught', name: 'E', message: 'm', at: 1 }] }, '#/entries/0'],
  ])('refuses %s, naming the place', (_case, given, pointer) => {
    expect(batchProblems(JSON.stringify(given)).join('\n')).toContain(`telemetry batch${pointer}`);
  });

  it('keeps what arrived for 15 minutes, with the refused ones apart', () => {
    receiveBatch(JSON.stringify(batch), 0);
    receiveBatch('not json', 1000);
    expect(receivedTelemetry(1000)).toMatchObject({ received: [{ at: 0 }], refused: [{ at: 1000 }] });
    expect(receivedTelemetry(15 * 60 * 1000 + 500)).toMatchObject({ received: [], refused: [{ at: 1000 }] });
  });

  it('lists vitals per route and errors with their counts', () => {
    const html = telemetryPage({ received: [{ at: 0, batch }, { at: 1, batch }], refused: [] }, 2);
    expect(html).toContain('/promotion/#/?app_from&#38;id');
    expect(html).toMatch(/<td>LCP<\/td><td>2<\/td><td>900<\/td>/);
    expect(html).toMatch(/<td>4<\/td><td>boundary<\/td><td>TypeError: x is undefined<\/td><td>screens\/promo.json#\/body\/1<\/td>/);
  });

  it('says when nothing has arrived, instead of an empty table', () => {
    const html = telemetryPage({ received: [], refused: [] }, 2);
    expect(html).toMatch(/<h2>Vitals per route<\/h2><p>None yet/);
    expect(html).toContain('<h2>Errors</h2><p>None.</p>');
    expect(html).not.toContain('<table');
  });

  it('reads the build version from the meta element the build writes', () => {
    expect(buildMetaName).toBe(buildVersionMeta);
  });
});
