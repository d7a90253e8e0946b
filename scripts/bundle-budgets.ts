// After a build: prints, for every route's page, the JS it fetches before its first screen (its code,
// and its screens' own documents apart) and every chunk's size, and fails when a page is over its
// entry's budgets in config/bundle-budgets.json, or a shared code chunk grew against the sizes
// recorded in config/bundle-chunks.json (the code ratchet, issue 43).
// Usage: tsx scripts/bundle-budgets.ts [dist] [--record]   (--record writes today's chunk sizes, with a ratchet)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { codeChunks, grownSharedChunks, kbBeside, measureBuild, overBudget, vanishedChunks, type Budget } from './lib/bundle-size';

const root = join(import.meta.dirname, '..');
const budgetFile = 'config/bundle-budgets.json';
const chunkFile = 'config/bundle-chunks.json';
const args = process.argv.slice(2);
const dist = resolve(root, args.find((a) => !a.startsWith('--')) ?? 'dist');
const budgets = (JSON.parse(readFileSync(join(root, budgetFile), 'utf8')) as { entries: Record<string, Budget> }).entries;
let recorded = (JSON.parse(readFileSync(join(root, chunkFile), 'utf8')) as { chunks: Record<string, number> }).chunks;

const { pages, chunks } = measureBuild(dist, budgets);
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => value.toFixed(1).padStart(8);
const against = (value: number, limit: number) => kbBeside(value, limit).padStart(8);

console.log('\nJS each route page fetches before its first screen (gzip -9, kB = 1000 bytes): in all, its code, its screens\u2019 documents');
for (const p of pages) {
  const budget = budgets[p.entry] as Budget;
  const ok = p.codeKb <= budget.maxCodeKb && p.screenKb <= budget.maxScreenKb;
  console.log(`  ${pad(p.html, 36)}${num(p.jsKb)} kB  code${against(p.codeKb, budget.maxCodeKb)} of ${budget.maxCodeKb}  screens${against(p.screenKb, budget.maxScreenKb)} of ${budget.maxScreenKb}  ${ok ? 'ok' : 'FAILED: over budget'}`);
}
for (const [entry, budget] of Object.entries(budgets)) {
  const worst = pages.find((p) => p.entry === entry);
  if (worst && budget.targetKb !== undefined && worst.jsKb <= budget.targetKb) console.log(`  ${budget.label}: target ${budget.targetKb} kB met (largest ${worst.jsKb.toFixed(1)} kB, ${worst.html}, ${pages.filter((p) => p.entry === entry).length} pages)`);
  if (worst && budget.targetKb !== undefined && worst.jsKb > budget.targetKb) console.log(`  ${budget.label}: target ${budget.targetKb} kB not met (largest ${worst.jsKb.toFixed(1)} kB, ${worst.html}): ${budget.why ?? 'no reason given'}`);
}
console.log('\nChunks (raw kB, gzip kB, fetched up front by how many route pages)');
for (const c of chunks) console.log(`  ${pad(c.file, 52)}${num(c.rawKb)}${num(c.gzipKb)}  ${c.pages || 'on demand'}`);

if (args.includes('--record')) {
  recorded = codeChunks(pages, chunks);
  writeFileSync(join(root, chunkFile), `${JSON.stringify({ $comment: 'Gzipped kB of each code chunk route pages fetch up front, by name without its hash, as scripts/bundle-budgets.ts --record wrote them: the code ratchet. A chunk more than 0.05 kB larger fails the build\'s checks (shared code grows only by a developer\'s change, recorded again with a reason); a page over its code budget names the chunks that grew.', chunks: recorded }, null, 2)}\n`);
  console.log(`\nwrote ${chunkFile}`);
}
const problems = [...overBudget(pages, budgets, budgetFile, chunks, recorded), ...grownSharedChunks(chunks, recorded, chunkFile, new Set(pages.flatMap((p) => p.screenScripts))), ...vanishedChunks(chunks, recorded, chunkFile)];
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route page is within its budgets.');
