// npm run screens:duplication [-- DIR]: how much of the screen documents repeats itself. Counts the
// lines with content (not only brackets and commas) and the share of them inside a run of 6 such
// lines that stands again elsewhere in screens/ (same text after trimming and a trailing comma).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? join(import.meta.dirname, '../../screens');
const run = 6;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.json') ? [path] : [];
  });
}

const documents = files(dir).map((path) => ({
  path,
  total: readFileSync(path, 'utf8').split('\n').length,
  lines: readFileSync(path, 'utf8').split('\n').map((line) => line.trim().replace(/,$/, '')).filter((line) => /[A-Za-z0-9]/.test(line)),
}));
// Each window of `run` content lines → where it stands (file index and first line).
const places = new Map<string, { doc: number; at: number }[]>();
documents.forEach((doc, d) => {
  for (let i = 0; i + run <= doc.lines.length; i++) {
    const key = doc.lines.slice(i, i + run).join('\n');
    places.set(key, [...(places.get(key) ?? []), { doc: d, at: i }]);
  }
});
let content = 0;
let repeated = 0;
const byFile: [string, number, number][] = [];
documents.forEach((doc, d) => {
  const covered = new Set<number>();
  for (let i = 0; i + run <= doc.lines.length; i++) {
    const others = places.get(doc.lines.slice(i, i + run).join('\n'))!;
    // Elsewhere: another file, or a place in this file that does not overlap this one.
    if (others.some((o) => o.doc !== d || Math.abs(o.at - i) >= run)) for (let k = i; k < i + run; k++) covered.add(k);
  }
  content += doc.lines.length;
  repeated += covered.size;
  byFile.push([relative(dir, doc.path), covered.size, doc.lines.length]);
});
const total = documents.reduce((sum, doc) => sum + doc.total - 1, 0);
console.log(`${documents.length} files in ${relative(process.cwd(), dir) || '.'}: ${total} lines, ${content} with content; ${repeated} of those (${((100 * repeated) / content).toFixed(1)}%) sit in ${run}-line runs that stand again elsewhere`);
for (const [file, covered, lines] of byFile.sort((a, b) => b[1] - a[1]).slice(0, 8)) if (covered) console.log(`  ${file}: ${covered} of ${lines}`);
