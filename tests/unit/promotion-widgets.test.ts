// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { promotionWidgets } from '../../src/app/promotion-widgets';
import { listScreenFiles, loadSchemaFiles } from '../../src/validation/files-on-disk';

// The promotion entry ships only the widgets in src/app/promotion-widgets.ts. This keeps that
// list complete: every block type its screens (and the not-found fallback, and what they include) use.
const blockKinds = new Set(
  (loadSchemaFiles()['block.json'] as { oneOf: { $ref: string }[] }).oneOf.map((r) => r.$ref.replace(/^.*\/|\.json$/g, '')),
);
const documents = new Map(
  listScreenFiles().map((path) => {
    const document = JSON.parse(readFileSync(path, 'utf8')) as { id: string; entry?: string; body?: unknown };
    return [document.id, document] as const;
  }),
);

function blockTypes(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => blockTypes(child, found));
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (typeof record.type === 'string' && blockKinds.has(record.type)) {
      found.add(record.type);
      if (record.type === 'include') blockTypes(documents.get(String(record.screen))?.body, found);
    }
    for (const [key, value] of Object.entries(record)) if (key !== '$comment') blockTypes(value, found);
  }
  return found;
}

describe('promotion entry widgets', () => {
  const landing = [...documents.values()].filter((d) => d.entry === 'promotion');

  it('has screens', () => {
    expect(landing.map((d) => d.id).sort()).toEqual(['promo-agreement', 'promo-download', 'promo-register']);
  });

  it('ships a widget for every block type the landing screens and the not-found fallback use', () => {
    const used = blockTypes([...landing, documents.get('not-found')], new Set());
    const missing = [...used].filter((type) => !(type in promotionWidgets));
    expect(missing, 'add these to src/app/promotion-widgets.ts').toEqual([]);
  });
});
