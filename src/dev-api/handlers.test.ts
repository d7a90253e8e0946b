// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';
import * as scrambled from './scrambled-names';
import { get, ORIGIN, post, useDevApiServer } from './test-client';

useDevApiServer();

const docs = readFileSync(new URL('../../docs/dev-api.md', import.meta.url), 'utf8');

function scrambledValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(scrambledValues);
}

describe('handler list and its documentation', () => {
  it('has one handler per method and path', () => {
    const keys = handlers.map((handler) => `${handler.info.method} ${String(handler.info.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('documents every endpoint path in docs/dev-api.md', () => {
    const paths = handlers.map((handler) => String(handler.info.path).replace('*/stations', ''));
    const missing = paths.filter((path) => !docs.includes(`\`${path.replace(/\/:\w+$/, '/')}`));
    expect(missing).toEqual([]);
  });

  it('documents every scrambled name in docs/dev-api.md', () => {
    const missing = scrambledValues(scrambled).filter((name) => !docs.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

describe('dev-only endpoints', () => {
  it('serves generated SVG logos and refuses other files', async () => {
    const logo = await fetch(`${ORIGIN}/stations/dev-assets/gcash.svg`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('#007dfe');
    expect(await (await fetch(`${ORIGIN}/stations/dev-assets/unknown-bank.svg`)).text()).toContain('>UB<');
    expect((await fetch(`${ORIGIN}/stations/dev-assets/logo.png`)).status).toBe(404);
  });

  it('shows recorded state and resets to the seed', async () => {
    await post('/service/event/save', { productId: 1, moduleId: 30, positionId: 0 });
    await get('/api/v2/kaagapay/promotion/track-visit', { page_id: 1 });
    const state = (await (await fetch(`${ORIGIN}/stations/dev-api/state`)).json()) as { events: unknown[]; trackVisits: unknown[]; registeredPhones: string[] };
    expect(state.events).toHaveLength(1);
    expect(state.trackVisits).toHaveLength(1);
    expect(state.registeredPhones).toEqual(['09991234567']);
    await fetch(`${ORIGIN}/stations/dev-api/reset`, { method: 'POST' });
    const after = (await (await fetch(`${ORIGIN}/stations/dev-api/state`)).json()) as { events: unknown[] };
    expect(after.events).toEqual([]);
  });
});
