// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from '../../src/compiler/1-parse/files-on-disk';
import { mutantKinds, mutantsOf, type MutantKind } from '../support/mutants';
import { formatProblem } from '../../src/lib/problem';
import { schemaSites } from '../../src/compiler/tools/schema-sites';
import { validateScreens } from '../../src/compiler/compile-screens';

/**
 * Every screen in screens/, mutated with generated authoring mistakes (typo'd keys, wrong types,
 * unknown kinds, dangling names, bad expressions): each mutant must get a problem line naming its
 * file and a pointer at or above the mistake. Seeded, so every run tries the same mutants.
 */
const schemas = loadSchemaFiles();
const { sessionParams } = loadMarket();
const all = listScreenFiles().map((p) => readScreenSource(p));
const fragments = listFragmentFiles().map((p) => readScreenSource(p));
const perKind = 4;

const seedOf = (file: string) => [...file].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 20261122);
const tokensOf = (pointer: string) => (pointer === '' ? [] : pointer.slice(1).split('/'));
/** True when `problem` is `mutated` or one of its parents. */
const atOrAbove = (problem: string, mutated: string) => {
  const p = tokensOf(problem);
  const m = tokensOf(mutated);
  return p.length <= m.length && p.every((t, i) => t === m[i]);
};

interface Tally {
  tried: number;
  caught: number;
  skipped: number;
}

describe('screen mutations', () => {
  it('rejects every generated mutant of every screen, naming its file and place', () => {
    const routes = new Set(all.flatMap((s) => schemaSites(JSON.parse(s.text), schemas).filter((site) => site.xref === 'route-def').map((site) => String(site.value))));
    const tally = Object.fromEntries(mutantKinds.map((k) => [k, { tried: 0, caught: 0, skipped: 0 }])) as Record<MutantKind, Tally>;
    const escaped: { file: string; kind: MutantKind; pointer: string; description: string; problems: string[] }[] = [];
    const skips: { file: string; kind: MutantKind; pointer: string; reason: string }[] = [];
    const uncovered: string[] = [];
    for (const source of all) {
      const { mutants, skipped } = mutantsOf(JSON.parse(source.text) as Record<string, unknown>, schemas, { routes }, seedOf(source.file), perKind);
      for (const s of skipped) {
        tally[s.kind].skipped++;
        skips.push({ file: source.file, ...s });
      }
      for (const kind of mutantKinds) if (!mutants.some((m) => m.kind === kind) && !skipped.some((s) => s.kind === kind)) uncovered.push(`${source.file}: ${kind}`);
      for (const mutant of mutants) {
        tally[mutant.kind].tried++;
        const problems = validateScreens([{ file: source.file, text: JSON.stringify(mutant.document, null, 2) }], schemas, sessionParams, all, fragments);
        if (problems.some((p) => p.file === source.file && atOrAbove(p.pointer, mutant.pointer))) tally[mutant.kind].caught++;
        else escaped.push({ file: source.file, kind: mutant.kind, pointer: mutant.pointer, description: mutant.description, problems: problems.map(formatProblem) });
      }
    }

    const rows = mutantKinds.map((k) => `${k.padEnd(20)} ${String(tally[k].tried).padStart(6)} ${String(tally[k].caught).padStart(7)} ${String(tally[k].skipped).padStart(8)}`);
    const total = Object.values(tally).reduce((sum, t) => ({ tried: sum.tried + t.tried, caught: sum.caught + t.caught, skipped: sum.skipped + t.skipped }), { tried: 0, caught: 0, skipped: 0 });
    console.log([`${'kind'.padEnd(20)}  tried  caught  skipped`, ...rows, `${'total'.padEnd(20)} ${String(total.tried).padStart(6)} ${String(total.caught).padStart(7)} ${String(total.skipped).padStart(8)}`, `${all.length} screens, ${perKind} per kind per screen`].join('\n'));
    const out = join(projectRoot, 'test-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'mutations.json'), `${JSON.stringify({ screens: all.length, perKind, total, byKind: tally, escaped, skipped: skips }, null, 2)}\n`);

    expect(uncovered, 'kinds with neither a mutant nor a reason to skip').toEqual([]);
    for (const kind of mutantKinds) expect(tally[kind].tried, `${kind} mutants tried`).toBeGreaterThan(0);
    expect(escaped.map((e) => `${e.file}#${e.pointer} (${e.kind}: ${e.description}) got: ${e.problems.slice(0, 3).join(' | ') || 'no problem'}`)).toEqual([]);
    // ~1,200 validations: about 20 s of CPU; the limit leaves room for a machine shared with other jobs.
  }, 300_000);
});
