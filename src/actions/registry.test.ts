// @vitest-environment node
// Conformance: every step kind is one name across its schema, the step union, its handler file, the
// registry and its test, so a kind cannot be added half-way or hide in another kind's file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLaterStepModule } from '../build/chunk-groups';
import { actionHandlers, laterHandlers } from './registry';

const root = join(import.meta.dirname, '../..');
const schemaDir = join(root, 'schemas/actions');
const kindsOnDisk = readdirSync(schemaDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
const union = JSON.parse(readFileSync(join(root, 'schemas/action.json'), 'utf8')) as { oneOf: { $ref: string }[] };
const kindsInUnion = union.oneOf.map((branch) => branch.$ref.replace(/^actions\/|\.json$/g, '')).sort();
// Every module of this folder but the tests: a handler must live in its own kind's file, and only there.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const handlerOf = actionHandlers as Record<string, unknown>;

describe('step kinds', () => {
  it('are the same in schemas/actions/ and in the step union of schemas/action.json', () => {
    const outOfUnion = kindsOnDisk.filter((kind) => !kindsInUnion.includes(kind));
    const withoutFile = kindsInUnion.filter((kind) => !kindsOnDisk.includes(kind));
    expect({ outOfUnion, withoutFile }, 'each schemas/actions/<kind>.json needs its $ref in schemas/action.json, and each $ref its file').toEqual({ outOfUnion: [], withoutFile: [] });
  });

  it.each(kindsOnDisk)('%s: its schema names it, the registry has its handler from src/actions/<kind>.ts, with <kind>.test.ts beside it', async (kind) => {
    const schema = JSON.parse(readFileSync(join(schemaDir, `${kind}.json`), 'utf8')) as { properties: { type: { const?: unknown } } };
    expect(schema.properties.type.const, `schemas/actions/${kind}.json: "type" must be { "const": "${kind}" }`).toBe(kind);
    expect(typeof handlerOf[kind], `src/actions/registry.ts: no handler for "${kind}"`).toBe('function');
    const own = modules[`./${kind}.ts`];
    expect(own, `src/actions/${kind}.ts: missing (expected the handler of "${kind}" in a file named after it)`).toBeDefined();
    const loadLater = (laterHandlers as Record<string, () => Promise<unknown>>)[kind];
    const handler = loadLater ? await loadLater() : handlerOf[kind];
    expect(Object.values(own ?? {}), `src/actions/${kind}.ts: does not export the handler the registry has (or loads) for "${kind}"`).toContain(handler);
    expect(existsSync(join(import.meta.dirname, `${kind}.test.ts`)), `src/actions/${kind}.test.ts: missing (expected a test beside the handler)`).toBe(true);
  });

  it('has a registry of exactly those kinds, and no file holding the handler of another kind', () => {
    expect(Object.keys(actionHandlers).sort()).toEqual(kindsOnDisk);
    const misplaced = Object.entries(modules).flatMap(([file, exports]) =>
      kindsOnDisk.filter((kind) => file !== `./${kind}.ts` && Object.values(exports).includes(handlerOf[kind])).map((kind) => `${file} exports the handler of "${kind}"`),
    );
    expect(misplaced, 'a handler belongs to src/actions/<kind>.ts alone').toEqual([]);
  });

  it("loads each later kind's handler from the one chunk the build groups them in, and no other kind's from there", () => {
    const inLaterChunk = kindsOnDisk.filter((kind) => isLaterStepModule(`/w/src/actions/${kind}.ts`));
    expect(inLaterChunk, 'src/build/chunk-groups.ts laterStepModules must name exactly the kinds of src/actions/registry.ts laterHandlers').toEqual(Object.keys(laterHandlers).sort());
  });
});
