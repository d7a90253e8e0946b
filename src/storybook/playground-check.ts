// The playground's checks, in the browser: the same validator as npm run validate, with the
// project's screens as context (for routes), and each problem placed on a line of the text.
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import market from '../../config/market.json' with { type: 'json' };
import type { SchemaFiles } from '../compiler/1-parse/schema-validator';
import type { ScreenSource } from '../compiler/1-parse/parse-json';
import { checkScreens } from '../compiler/compile-screens';
import { formatProblem } from '../lib/problem';

// Raw text: in Storybook a bare schemas/widgets/*.json import is that widget's story module.
const schemaTexts = import.meta.glob('../../schemas/**/*.json', { eager: true, query: '?raw', import: 'default' }) as Record<string, string>;
const screenTexts = import.meta.glob('../../screens/*.json', { eager: true, query: '?raw', import: 'default' }) as Record<string, string>;
const fragmentTexts = import.meta.glob('../../screens/fragments/*.json', { eager: true, query: '?raw', import: 'default' }) as Record<string, string>;

const schemas: SchemaFiles = Object.fromEntries(Object.entries(schemaTexts).map(([path, text]) => [path.replace(/^.*\/schemas\//, ''), JSON.parse(text) as object]));
const sourcesOf = (texts: Record<string, string>): ScreenSource[] => Object.entries(texts).map(([path, text]) => ({ file: path.replace(/^.*\/screens\//, 'screens/'), text }));
const context = sourcesOf(screenTexts);
const fragments = sourcesOf(fragmentTexts);

export const playgroundFile = 'screens/playground.json';

export interface PlacedProblem {
  line: number;
  text: string;
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

function nodeAt(tree: Node | undefined, pointer: string): Node | undefined {
  if (!tree) return undefined;
  const path = pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~')).map((t) => (/^\d+$/.test(t) ? Number(t) : t));
  // Walk up until some part of the path exists (a missing property points at its object).
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, path.slice(0, n));
    if (node) return node.parent?.type === 'property' ? node.parent : node;
  }
  return tree;
}

/** The playground text's problems by line, and the document as the runtime reads it when there are none. */
export function checkPlayground(text: string): { problems: PlacedProblem[]; document: Record<string, unknown> | null } {
  // The playground's own copy replaces the screen it was started from, so its routes are not taken twice.
  let id = '';
  try {
    id = String((JSON.parse(text) as { id?: unknown }).id ?? '');
  } catch {
    // the validator reports the syntax error
  }
  const others = context.filter((c) => c.file !== `screens/${id}.json`);
  // Checked under its own id's file name, so its id matches and its routes replace the original's.
  const file = /^[a-z0-9-]+$/.test(id) ? `screens/${id}.json` : playgroundFile;
  const checked = checkScreens([{ file, text }], schemas, market.sessionParams, others, fragments);
  const problems = checked.problems;
  const document = problems.length ? null : (checked.documents.get(file) ?? null);
  const tree = parseTree(text);
  return {
    document,
    problems: problems.map((p) => {
      const syntax = /line (\d+)/.exec(p.message);
      const node = syntax ? undefined : nodeAt(tree, p.pointer);
      return { line: syntax ? Number(syntax[1]) : node ? lineOf(text, node.offset) : 1, text: formatProblem(p) };
    }),
  };
}

export const startingScreens = Object.fromEntries(context.map((c) => [c.file, c.text]));
