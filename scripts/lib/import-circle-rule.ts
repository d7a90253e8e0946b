// ESLint rule `local/no-import-circle`: no file imports itself round a circle of project files,
// counting type-only imports and import(). import-x/no-cycle skips both (a type is erased from the
// bundle, an import() runs later), and so let four circles through (issue 65); but a circle of types
// still makes two modules one: neither can be read, tested or moved without the other. The graph
// is scripts/lib/import-graph.ts's, the one src/compiler/stages.test.ts and scripts/test-support/import-graph.ts read.
import type { Rule } from 'eslint';
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { importEdges, resolveSpecifier } from './import-graph.ts';

/** Each file's imports, kept for the lint run and read again when the file changes (an editor's session). */
const imports = new Map<string, { mtimeMs: number; to: string[] }>();

function importsOf(root: string, file: string): string[] {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(`${root}/${file}`).mtimeMs;
  } catch {
    return [];
  }
  const key = `${root}\0${file}`;
  const known = imports.get(key);
  if (known?.mtimeMs === mtimeMs) return known.to;
  const to = importEdges(root, [file]).map((edge) => edge.to);
  imports.set(key, { mtimeMs, to });
  return to;
}

/** The shortest way from `start` back to `home` through the project's imports, `start` first; undefined when there is none. */
export function wayBack(root: string, start: string, home: string): string[] | undefined {
  const cameFrom = new Map<string, string | undefined>([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of importsOf(root, file)) {
      if (next === home) {
        const way = [file];
        for (let at = cameFrom.get(file); at !== undefined; at = cameFrom.get(at)) way.unshift(at);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCircle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of imports among project files, type-only imports and import() included' },
    schema: [],
    messages: {
      circle: '{{here}} imports {{way}}, which imports {{here}} again: a circle (type-only imports and import() count). Move what both sides need into a module of its own that imports neither, as src/renderer/widgets-context.ts holds WidgetProps for block-view.tsx and the widgets.',
    },
  },
  create(context) {
    const root = context.cwd;
    const here = relative(root, context.physicalFilename).split('\\').join('/');
    if (here.startsWith('..')) return {};
    const reported = new Set<string>();
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const target = resolveSpecifier(root, here, source);
      if (!target || target === here || reported.has(target)) return;
      const way = wayBack(root, target, here);
      if (!way) return;
      reported.add(target);
      context.report({ node, messageId: 'circle', data: { here, way: way.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
