// After a build: prints, for every route's page, the JS it fetches before its first screen and every
// chunk's size, and fails when a page is over its entry's budget in config/bundle-budgets.json.
// Usage: tsx scripts/bundle-budgets.ts [dist]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { measureBuild, overBudget, type Budget } from './lib/bundle-size';

const root = join(import.meta.dirname, '..');
const budgetFile = 'config/bundle-budgets.json';
const dist = resolve(root, process.argv[2] ?? 'dist');
const budgets = (JSON.parse(readFileSync(join(root, budgetFile), 'utf8')) as { entries: Record<string, Budget> }).entries;

const { pages, chunks } = measureBuild(dist, budgets);
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => value.toFixed(1).padStart(8);

console.log('\nJS each route page fetches before its first screen (gzip -9, kB = 1000 bytes; of which the screen’s own links)');
for (const p of pages) {
  const budget = budgets[p.entry] as Budget;
  console.log(`  ${pad(p.html, 36)}${num(p.jsKb)} kB (screen ${p.routeJsKb.toFixed(1)})  of ${budget.maxJsKb} kB  ${p.jsKb <= budget.maxJsKb ? 'ok' : 'OVER'}`);
}
for (const [entry, budget] of Object.entries(budgets)) {
  const worst = pages.find((p) => p.entry === entry);
  if (worst && budget.targetKb !== undefined && worst.jsKb > budget.targetKb) console.log(`  ${budget.label}: target ${budget.targetKb} kB not met (largest ${worst.jsKb.toFixed(1)} kB, ${worst.html}): ${budget.why ?? 'no reason given'}`);
}
console.log('\nChunks (raw kB, gzip kB, fetched up front by how many route pages)');
for (const c of chunks) console.log(`  ${pad(c.file, 52)}${num(c.rawKb)}${num(c.gzipKb)}  ${c.pages || 'on demand'}`);

const problems = overBudget(pages, budgets, budgetFile);
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route page is within its budget.');
