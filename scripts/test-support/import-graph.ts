// npx tsx scripts/test-support/import-graph.ts FOLDER… : how the given source folders import each other, as a
// mermaid flowchart (one arrow per pair of folders, with the number of imports), then every import
// cycle among their files. docs/compiler.md shows its output before and after the compiler moved
// into src/compiler/. A file belongs to the longest folder given that holds it, so
// `src/compiler src/compiler/1-parse` shows the stage apart from the rest of the compiler.
import { cyclesOf, importEdges, sourceFiles } from '../lib/import-graph';

const root = process.cwd();
const folders = process.argv.slice(2).map((folder) => folder.replace(/\/$/, ''));
if (!folders.length) {
  console.error('usage: npx tsx scripts/test-support/import-graph.ts FOLDER… (e.g. src/compiler src/build)');
  process.exit(2);
}

const groupOf = (file: string): string | undefined =>
  folders.filter((folder) => file.startsWith(`${folder}/`)).sort((a, b) => b.length - a.length)[0];

const files = [...new Set(folders.flatMap((folder) => sourceFiles(root, folder, { tests: false })))];
const edges = importEdges(root, files).filter(({ to }) => groupOf(to) !== undefined);

const counts = new Map<string, number>();
for (const { from, to } of edges) {
  const [a, b] = [groupOf(from)!, groupOf(to)!];
  if (a !== b) counts.set(`${a}\0${b}`, (counts.get(`${a}\0${b}`) ?? 0) + 1);
}
const id = (folder: string) => folder.replace(/[^A-Za-z0-9]/g, '_');
console.log('```mermaid\nflowchart LR');
for (const folder of folders) console.log(`  ${id(folder)}["${folder}"]`);
for (const [pair, count] of [...counts].sort()) {
  const [a, b] = pair.split('\0') as [string, string];
  console.log(`  ${id(a)} -->|${count}| ${id(b)}`);
}
console.log('```');

// Which files make each arrow, so a reader can see what ties two folders together.
console.log('\nImports between folders:');
for (const { from, to } of edges) if (groupOf(from) !== groupOf(to)) console.log(`- ${from} → ${to}`);

const cycles = cyclesOf(edges);
console.log(cycles.length ? `\n${cycles.length} import cycle(s) among the files (not tests):` : '\nNo import cycle among the files (tests left out).');
for (const cycle of cycles) console.log(`- ${cycle.join(', ')}`);
