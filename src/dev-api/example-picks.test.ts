// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { applyExamplePicks, EXAMPLE_PICKS_STORAGE_KEY, examplePicks } from './example-picks';
import type { DeclaredEndpoint } from './example-replies';
import { clearReplyOverrides, getReplyOverride } from './overrides';

const ok = { code: 0, message: 'success', data: { saved: true } };
const busy = { code: 1, message: 'Please try again in a minute', data: null };
const declared: DeclaredEndpoint[] = [
  { file: 'screens/contact-info.json', name: 'contactSave', method: 'POST', path: '/contact/save', examples: { ok, busy } },
  { file: 'screens/contact-info.json', name: 'contactFields', method: 'GET', path: '/contact/fields', examples: { three: { code: 0, data: { items: [] } } } },
];

function storage(initial: Record<string, string> = {}) {
  const kept = new Map(Object.entries(initial));
  return { kept, getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
}

afterEach(() => clearReplyOverrides());

describe('?devExample: which example an endpoint answers in npm run dev', () => {
  it('answers the picked example of each named endpoint', () => {
    const { overrides, warnings } = examplePicks('contactSave:busy, contactFields:three', declared);
    expect([...overrides]).toEqual([['/contact/save', { json: busy }], ['/contact/fields', { json: declared[1]!.examples!.three }]]);
    expect(warnings).toEqual([]);
  });

  it('names the file and the examples there are when the example is unknown, and the shape when the endpoint is', () => {
    expect(examplePicks('contactSave:bussy', declared).warnings).toEqual(['dev API: ?devExample=contactSave:bussy: no example "bussy" (expected endpoint:example; screens/contact-info.json "contactSave": ok, busy)']);
    expect(examplePicks('contactSafe', declared).warnings).toEqual([expect.stringContaining('no screen declares an endpoint "contactSafe"')]);
  });

  it('keeps the picks for the tab, so a move inside the app (no query) keeps them, and an empty value clears them', () => {
    const tab = storage();
    applyExamplePicks('?productId=1&devExample=contactSave:busy', tab, declared);
    expect(getReplyOverride('/contact/save')).toEqual({ json: busy });
    clearReplyOverrides();
    applyExamplePicks('?productId=1', tab, declared);
    expect(getReplyOverride('/contact/save')).toEqual({ json: busy });
    clearReplyOverrides();
    applyExamplePicks('?devExample=', tab, declared);
    expect(tab.kept.has(EXAMPLE_PICKS_STORAGE_KEY)).toBe(false);
    expect(getReplyOverride('/contact/save')).toBeUndefined();
  });
});
