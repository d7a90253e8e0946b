// Which source file imports which, read from the files' text (static imports, `export … from`,
// import() of a literal, and type-only imports, which are dependencies of the code's shape too).
// The compiler's stage test (src/compiler/stages.test.ts), scripts/test-support/import-graph.ts and the lint's
// import-circle rule (scripts/lib/import-circle-rule.ts) read it.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import of a project file by another, both relative to the root with forward slashes. */
export interface ImportEdge {
  from: string;
  to: string;
}

const sourceFile = /\.(ts|tsx)$/;

/** The .ts/.tsx files below `folder` (relative to `root`), tests and stories included unless left out. */
export function sourceFiles(root: string, folder: string, { tests = true }: { tests?: boolean } = {}): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return sourceFile.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  const start = join(root, folder);
  if (!existsSync(start)) return [];
  return walk(start)
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((file) => tests || !/\.(test|stories)\.tsx?$/.test(file))
    .sort();
}

/** The project file a relative specifier names, with or without its extension; undefined for packages and virtual modules. */
export function resolveSpecifier(root: string, importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(root, dirname(importer), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found && relative(root, found).split('\\').join('/');
}

/** Every import among project files of the given files (imports of packages and JSON left out). */
export function importEdges(root: string, files: readonly string[]): ImportEdge[] {
  return files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    // A file imported twice (a type import and a value import) is one edge.
    const targets = new Set(importedFiles.flatMap(({ fileName }) => resolveSpecifier(root, file, fileName) ?? []));
    return [...targets].filter((to) => sourceFile.test(to)).map((to) => ({ from: file, to }));
  });
}

/** The cycles of a graph, each as the files round it (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function cyclesOf(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (next.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
