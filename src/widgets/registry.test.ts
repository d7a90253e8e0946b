// Conformance: every block kind is one name across its schema, the block union, its folder, the
// registry and its test or story, so a kind cannot be added half-way.
//
// A widget's story is not a file beside it: Storybook makes Widgets/<kind> from the schema
// (.storybook/screen-stories.ts), showing its uses in the screens or, when no screen uses it, the
// schema's first example. So "a test or story beside it" is <kind>.test.tsx in its folder, or an
// example in its schema, which tests/unit/schema-examples.test.ts checks and the story shows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTimeBlockKinds } from '../compiler/4-expand/fragments';
import { widgetLoaders } from './registry';

const root = join(import.meta.dirname, '../..');
const schemaDir = join(root, 'schemas/widgets');
const kindsOnDisk = readdirSync(schemaDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
const union = JSON.parse(readFileSync(join(root, 'schemas/block.json'), 'utf8')) as { oneOf: { $ref: string }[] };
const kindsInUnion = union.oneOf.map((branch) => branch.$ref.replace(/^widgets\/|\.json$/g, '')).sort();
const drawn = kindsOnDisk.filter((kind) => !buildTimeBlockKinds.has(kind));
const components = import.meta.glob<Record<string, unknown>>('./*/*.tsx');
const loaderOf = widgetLoaders as Record<string, (() => Promise<unknown>) | undefined>;

describe('block kinds', () => {
  it('are the same in schemas/widgets/ and in the block union of schemas/block.json', () => {
    const outOfUnion = kindsOnDisk.filter((kind) => !kindsInUnion.includes(kind));
    const withoutFile = kindsInUnion.filter((kind) => !kindsOnDisk.includes(kind));
    expect({ outOfUnion, withoutFile }, 'each schemas/widgets/<kind>.json needs its $ref in schemas/block.json, and each $ref its file').toEqual({ outOfUnion: [], withoutFile: [] });
  });

  it('have a registry of exactly the kinds a widget draws (a fragment block is replaced at build time)', () => {
    expect(Object.keys(widgetLoaders).sort()).toEqual(drawn);
  });

  it.each(drawn)('%s: its schema names it, the registry loads its component from src/widgets/<kind>/<kind>.tsx, with a test or story', async (kind) => {
    const schema = JSON.parse(readFileSync(join(schemaDir, `${kind}.json`), 'utf8')) as { properties: { type: { const?: unknown } }; examples?: unknown[] };
    expect(schema.properties.type.const, `schemas/widgets/${kind}.json: "type" must be { "const": "${kind}" }`).toBe(kind);
    const own = components[`./${kind}/${kind}.tsx`];
    expect(own, `src/widgets/${kind}/${kind}.tsx: missing (expected the widget in a folder and file named after it)`).toBeDefined();
    const loaded = await loaderOf[kind]?.();
    expect(typeof loaded, `src/widgets/registry.ts: no component for "${kind}"`).toBe('function');
    expect(Object.values((await own?.()) ?? {}), `src/widgets/registry.ts: "${kind}" loads a component that src/widgets/${kind}/${kind}.tsx does not export`).toContain(loaded);
    const tested = existsSync(join(import.meta.dirname, kind, `${kind}.test.tsx`));
    const storied = (schema.examples ?? []).length > 0;
    expect(tested || storied, `${kind}: neither src/widgets/${kind}/${kind}.test.tsx nor an example in schemas/widgets/${kind}.json for its story (Widgets/${kind})`).toBe(true);
  });
});
