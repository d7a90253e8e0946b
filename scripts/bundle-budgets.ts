// After a build: prints every entry's initial JS and every chunk's size, and fails when an entry's
// initial JS is over its budget in config/bundle-budgets.json. Usage: tsx scripts/bundle-budgets.ts [dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBuild, overBudget, type Budget } from './lib/bundle-size';

const root = join(import.meta.dirname, '..');
const budgetFile = 'config/bundle-budgets.json';
const dist = join(root, process.argv[2] ?? 'dist');
const budgets = (JSON.parse(readFileSync(join(root, budgetFile), 'utf8')) as { entries: Record<string, Budget> }).entries;

const { entries, chunks } = measureBuild(dist, budgets);
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => value.toFixed(1).padStart(8);

console.log('\nInitial JS per entry (gzip -9, kB = 1000 bytes)');
for (const e of entries) {
  console.log(`  ${pad(e.html, 24)}${num(e.initialJsKb)} kB of ${e.budgetKb} kB  ${e.initialJsKb <= e.budgetKb ? 'ok' : 'OVER'}  (${e.initial.length} files, ${e.label})`);
  if (e.routeJsKb > 0) console.log(`  ${pad('', 24)}+ ${e.routeJsKb.toFixed(1)} kB for the screen it opens on (route links, src/build/route-html-plugin.ts; not in the budget)`);
  if (e.targetKb !== undefined && e.initialJsKb > e.targetKb) console.log(`  ${pad('', 24)}target ${e.targetKb} kB not met: ${e.why ?? 'no reason given'}`);
}
console.log('\nChunks (raw kB, gzip kB, loaded up front by)');
for (const c of chunks) console.log(`  ${pad(c.file, 52)}${num(c.rawKb)}${num(c.gzipKb)}  ${c.initialIn.join(', ') || 'on demand'}`);

const problems = overBudget(entries, budgetFile);
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery entry is within its budget.');
