// After a build: fails when a route's page is over its entry's budgets in config/bundle-budgets.json,
// when a production file holds the dev server's studio (scripts/lib/dev-only-code.ts), or a shared code chunk grew against the sizes recorded in config/bundle-chunks.json (the code
// ratchet, issue 43). It runs after every build, so it says only what is wrong and what to do, or one
// line when nothing is; the figures behind it are for whoever is working on size (--table), and the
// history of every budget is docs/performance.md.
// Usage: tsx scripts/perf/bundle-budgets.ts [dist] [--table] [--record]   (--record writes today's chunk sizes, the ratchet)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { devOnlyCodeIn } from '../lib/dev-only-code';
import { codeChunks, grownSharedChunks, kbBeside, measureBuild, overBudget, vanishedChunks, type Budget, type ChunkSize, type PageSize } from '../lib/bundle-size';

const root = join(import.meta.dirname, '../..');
const budgetFile = 'config/bundle-budgets.json';
const chunkFile = 'config/bundle-chunks.json';
const args = process.argv.slice(2);
const dist = resolve(root, args.find((a) => !a.startsWith('--')) ?? 'dist');
const budgets = (JSON.parse(readFileSync(join(root, budgetFile), 'utf8')) as { entries: Record<string, Budget> }).entries;
let recorded = (JSON.parse(readFileSync(join(root, chunkFile), 'utf8')) as { chunks: Record<string, number> }).chunks;

const { pages, chunks } = measureBuild(dist, budgets);
if (args.includes('--table')) printTable(pages, chunks);

if (args.includes('--record')) {
  recorded = codeChunks(pages, chunks);
  writeFileSync(join(root, chunkFile), `${JSON.stringify({ $comment: 'Gzipped kB of each code chunk route pages fetch up front, by name without its hash, as scripts/perf/bundle-budgets.ts --record wrote them: the code ratchet. A chunk more than 0.05 kB larger fails the build\'s checks (shared code grows only by a developer\'s change, recorded again with a reason); a page over its code budget names the chunks that grew.', chunks: recorded }, null, 2)}\n`);
  console.log(`wrote ${chunkFile}`);
}
const problems = [...overBudget(pages, budgets, budgetFile, chunks, recorded), ...grownSharedChunks(chunks, recorded, chunkFile, new Set(pages.flatMap((p) => p.screenScripts))), ...vanishedChunks(chunks, recorded, chunkFile), ...devOnlyCodeIn(dist)];
if (problems.length) {
  console.error(`${problems.join('\n')}\n(every page's figures: npx tsx scripts/perf/bundle-budgets.ts --table)`);
  process.exit(1);
}
const largest = pages.reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
console.log(`bundle budgets: ${pages.length} route pages within ${budgetFile}, no shared chunk grew (largest ${largest.html}, ${largest.jsKb.toFixed(1)} kB)`);

function printTable(pages: PageSize[], chunks: ChunkSize[]) {
  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (value: number) => value.toFixed(1).padStart(8);
  const against = (value: number, limit: number) => kbBeside(value, limit).padStart(8);
  console.log('JS each route page fetches before its first screen (gzip -9, kB = 1000 bytes): in all, its code, its screens\u2019 documents');
  for (const p of pages) {
    const budget = budgets[p.entry] as Budget;
    const ok = p.codeKb <= budget.maxCodeKb && p.screenKb <= budget.maxScreenKb;
    console.log(`  ${pad(p.html, 36)}${num(p.jsKb)} kB  code${against(p.codeKb, budget.maxCodeKb)} of ${budget.maxCodeKb}  screens${against(p.screenKb, budget.maxScreenKb)} of ${budget.maxScreenKb}  ${ok ? 'ok' : 'over budget'}`);
  }
  for (const [entry, budget] of Object.entries(budgets)) {
    const worst = pages.find((p) => p.entry === entry);
    if (worst && budget.targetKb !== undefined) console.log(`  ${budget.label}: target ${budget.targetKb} kB ${worst.jsKb <= budget.targetKb ? 'met' : 'not met (docs/performance.md, "Budget history")'} (largest ${worst.jsKb.toFixed(1)} kB, ${worst.html})`);
  }
  console.log('\nChunks (raw kB, gzip kB, fetched up front by how many route pages)');
  for (const c of chunks) console.log(`  ${pad(c.file, 52)}${num(c.rawKb)}${num(c.gzipKb)}  ${c.pages || 'on demand'}`);
  console.log('');
}
