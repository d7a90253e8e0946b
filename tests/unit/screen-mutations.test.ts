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

// One test per screen (issue 43): the whole set in one test ran past any fair time-out on a machine
// busy with other jobs (484 s in one run), and grows with every screen a product person adds; a
// screen's mutants take seconds. The kinds' tally is checked once every screen has run.
describe('screen mutations', () => {
  const routes = new Set(all.flatMap((s) => schemaSites(JSON.parse(s.text), schemas).filter((site) => site.xref === 'route-def').map((site) => String(site.value))));
  const tally = Object.fromEntries(mutantKinds.map((k) => [k, { tried: 0, caught: 0, skipped: 0 }])) as Record<MutantKind, Tally>;
  const escaped: { file: string; kind: MutantKind; pointer: string; description: string; problems: string[] }[] = [];
  const skips: { file: string; kind: MutantKind; pointer: string; reason: string }[] = [];

  it.each(all.map((source) => [source.file, source] as const))('rejects every generated mutant of %s, naming its file and place', (_file, source) => {
    const { mutants, skipped } = mutantsOf(JSON.parse(source.text) as Record<string, unknown>, schemas, { routes }, seedOf(source.file), perKind);
    for (const s of skipped) {
      tally[s.kind].skipped++;
      skips.push({ file: source.file, ...s });
    }
    const uncovered = mutantKinds.filter((kind) => !mutants.some((m) => m.kind === kind) && !skipped.some((s) => s.kind === kind));
    const missed: typeof escaped = [];
    for (const mutant of mutants) {
      tally[mutant.kind].tried++;
      const problems = validateScreens([{ file: source.file, text: JSON.stringify(mutant.document, null, 2) }], schemas, sessionParams, all, fragments);
      if (problems.some((p) => p.file === source.file && atOrAbove(p.pointer, mutant.pointer))) tally[mutant.kind].caught++;
      else missed.push({ file: source.file, kind: mutant.kind, pointer: mutant.pointer, description: mutant.description, problems: problems.map(formatProblem) });
    }
    escaped.push(...missed);
    expect(uncovered, 'kinds with neither a mutant nor a reason to skip').toEqual([]);
    expect(missed.map((e) => `${e.file}#${e.pointer} (${e.kind}: ${e.description}) got: ${e.problems.slice(0, 3).join(' | ') || 'no problem'}`)).toEqual([]);
    // A screen's mutants: a few seconds of CPU; the limit leaves room for a machine shared with other jobs.
  }, 120_000);

  it('tried every kind of mutant, and writes the tally to test-results/mutations.json', () => {
    const rows = mutantKinds.map((k) => `${k.padEnd(20)} ${String(tally[k].tried).padStart(6)} ${String(tally[k].caught).padStart(7)} ${String(tally[k].skipped).padStart(8)}`);
    const total = Object.values(tally).reduce((sum, t) => ({ tried: sum.tried + t.tried, caught: sum.caught + t.caught, skipped: sum.skipped + t.skipped }), { tried: 0, caught: 0, skipped: 0 });
    console.log([`${'kind'.padEnd(20)}  tried  caught  skipped`, ...rows, `${'total'.padEnd(20)} ${String(total.tried).padStart(6)} ${String(total.caught).padStart(7)} ${String(total.skipped).padStart(8)}`, `${all.length} screens, ${perKind} per kind per screen`].join('\n'));
    const out = join(projectRoot, 'test-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'mutations.json'), `${JSON.stringify({ screens: all.length, perKind, total, byKind: tally, escaped, skipped: skips }, null, 2)}\n`);
    for (const kind of mutantKinds) expect(tally[kind].tried, `${kind} mutants tried`).toBeGreaterThan(0);
  });
});
