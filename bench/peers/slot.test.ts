// @vitest-environment node
// The peer benchmark's slot (./slot/, ./slot-build.ts, ./project-build.mjs) against the project as it
// is now, without a browser: the harness's copy of the slot fell behind once when the compiler and
// virtual:screens changed, and only a full benchmark run showed it. The type check of bench/
// (npx tsc -p bench/tsconfig.json, ./slot/virtual-shapes.ts) holds the slot's types and virtual
// modules; this holds what types cannot: the page's document, the files named by path.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFile, screenModules } from '../../src/app/screen-modules';
import { compileBenchScreen, compileSample, unreachable, type Workload } from './slot-build';
import { pageScreen } from './slot/screen';

const root = resolve(import.meta.dirname, '../..');
const harness = resolve(root, '../shared/bench-peers');
if (!existsSync(join(harness, 'shared/workload.ts'))) throw new Error(`${harness}/shared/workload.ts not found: the peer benchmark is expected in ../shared/bench-peers beside this repository`);
const workload = (await import(join(harness, 'shared/workload.ts'))) as Workload;
const { sample, meta } = compileSample(root, workload);

/** The module names a source file imports (import … from '…', import '…'). */
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^import (?:[^'"]+ from )?'([^']+)';$/gm)].map((m) => m[1]!);

describe('the peer benchmark slot', () => {
  it('builds in the page the document the compiler makes of the same fields', () => {
    // 7: a last cycle of kinds cut short; 20: the harness's smallest N.
    for (const n of [7, 20]) {
      const fields = workload.makeFields(n);
      expect(pageScreen(fields, sample), `N = ${n}`).toEqual(compileBenchScreen(root, fields).screen);
    }
  });

  it('loads no data, so the page makes no request', () => {
    expect(meta.data).toBe(false);
  });

  it('links modules that exist, as the app route pages do', () => {
    const code = screenModules(meta).flatMap((module) => (module.kind === 'document' ? [] : [codeFile(module)]));
    expect(code).toContain(codeFile({ kind: 'renderer' }));
    for (const file of code) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it('starts with the stylesheets the app entry imports before any component', () => {
    const app = importsOf(join(root, 'src/app/mount-app.tsx')).filter((name) => name.endsWith('.css'));
    const slot = importsOf(join(import.meta.dirname, 'slot/main.tsx')).filter((name) => name.endsWith('.css'));
    expect(app.length).toBeGreaterThan(0);
    expect(slot).toEqual(app.map((name) => name.replace(/^\.\//, '@project/src/app/')));
  });

  it('names project files that exist', () => {
    const slot = readdirSync(join(import.meta.dirname, 'slot')).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'));
    const named = slot.flatMap((name) => importsOf(join(import.meta.dirname, 'slot', name))).flatMap((name) => (name.startsWith('@project/') ? [name.slice('@project/'.length)] : []));
    const adapter = [...readFileSync(join(import.meta.dirname, 'project-build.mjs'), 'utf8').matchAll(/join\(projectDir, '([^']+)'\)/g)].map((m) => m[1]!);
    expect(adapter).toContain('bench/peers/slot-build.ts');
    for (const file of [...named, ...adapter]) expect(['', '.ts', '.tsx'].some((ext) => existsSync(join(root, file + ext))), file).toBe(true);
  });

  it('leaves out of the page only files it cannot reach, each a file that exists', () => {
    const left = unreachable(meta);
    const linked = screenModules(meta).flatMap((module) => (module.kind === 'document' ? [] : [codeFile(module)]));
    // What the page links (its renderer, its widgets) stays; the widgets of other screens go.
    for (const file of linked) expect(left.has(file), file).toBe(false);
    expect(left.get(codeFile({ kind: 'widget', type: 'barcode' }))).toMatch(/no barcode block/);
    for (const file of left.keys()) if (!file.startsWith('\0')) expect(existsSync(join(root, file)), file).toBe(true);
  });
});
