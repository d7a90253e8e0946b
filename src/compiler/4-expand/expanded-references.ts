// What a schema check of an expanded screen would find at its x-ref places (stage 5 cross-checks
// them), worked out from the checks stage 1 made of the files each place was written in, the
// screen's and its fragments'. So ajv checks each file once, not again after expansion nor in every
// language. The places keep the order a check lists them in: the screen schema's order of
// properties, and within what one file wrote, the order its own check listed them in.
import { escapePointerToken } from '../../lib/problem.ts';
import type { Reference } from '../1-parse/schema-validator.ts';
import type { Expanded, Origin } from './fragments.ts';

/**
 * A text compiled into an expression is an object: the check reads it through the text schema's
 * expression branch as well, which marks it an expression first (common.json#/definitions/text).
 */
function kindsAt(kinds: readonly string[], value: unknown): string[] {
  if (!kinds.includes('text') || kinds.includes('expression') || typeof value === 'string') return [...kinds];
  return kinds.flatMap((kind) => (kind === 'text' ? ['expression', 'text'] : [kind]));
}

/** The references of a document whose places are those it was written with (no fragment put in): the check's own, with the values compiled. */
export function compiledReferences(references: readonly Reference[], read: (pointer: string) => unknown): Reference[] {
  const expressions = new Set(references.filter((r) => r.kind === 'expression').map((r) => r.pointer));
  return references.flatMap(({ kind, pointer }) => {
    const value = read(pointer);
    const asExpression = kind === 'text' && typeof value !== 'string' && !expressions.has(pointer);
    return [...(asExpression ? [{ kind: 'expression', pointer, value }] : []), { kind, pointer, value }];
  });
}

/** A file's check, indexed: the kinds at each pointer, and the first index of a reference at or below each pointer. */
interface FileIndex {
  kinds: Map<string, string[]>;
  first: Map<string, number>;
}

// A fragment's references are indexed once for every screen that puts it in, not once a screen.
const indexes = new WeakMap<readonly Reference[], FileIndex>();

function fileIndex(references: readonly Reference[]): FileIndex {
  const known = indexes.get(references);
  if (known) return known;
  const kinds = new Map<string, string[]>();
  const first = new Map<string, number>();
  references.forEach(({ kind, pointer }, index) => {
    const list = kinds.get(pointer) ?? [];
    if (!list.includes(kind)) kinds.set(pointer, [...list, kind]);
    // A prefix already ranked has its own prefixes ranked too, at an index no later.
    for (let prefix = pointer; !first.has(prefix); prefix = prefix.slice(0, prefix.lastIndexOf('/'))) {
      first.set(prefix, index);
      if (prefix === '') break;
    }
  });
  const index = { kinds, first };
  indexes.set(references, index);
  return index;
}

/**
 * The references of an expanded document. `written` holds each file's references from its check
 * (the screen's, each fragment's); `properties` is the screen schema's order of properties. A place
 * the expansion itself made (a named query joined into a step) comes after what was written beside
 * it; a check might have listed it earlier, which changes only the order of problem lines.
 */
export function expandedReferences(expanded: Expanded, written: ReadonlyMap<string, readonly Reference[]>, properties: readonly string[]): Reference[] {
  const kinds = new Map<string, Map<string, string[]>>();
  const rank = new Map<string, Map<string, number>>();
  for (const [file, references] of written) {
    const { kinds: here, first } = fileIndex(references);
    kinds.set(file, here);
    rank.set(file, first);
  }
  const found: Reference[] = [];
  const originOf = (child: unknown, parent: object, at: Origin, key: string): Origin =>
    (typeof child === 'object' && child !== null && expanded.origins.get(child)) || expanded.joined.get(parent)?.get(key) || { file: at.file, pointer: `${at.pointer}/${escapePointerToken(key)}` };
  const visit = (node: unknown, pointer: string, origin: Origin): void => {
    for (const kind of kindsAt(kinds.get(origin.file)?.get(origin.pointer) ?? [], node)) found.push({ kind, pointer, value: node });
    if (typeof node !== 'object' || node === null) return;
    let children = Object.entries(node).map(([key, child]) => ({ key, child, origin: originOf(child, node, origin, key) }));
    if (pointer === '') {
      const order = (key: string) => (properties.includes(key) ? properties.indexOf(key) : properties.length);
      children = children.sort((a, b) => order(a.key) - order(b.key));
    } else if (!Array.isArray(node) && children.every((c) => c.origin.file === origin.file && c.origin.pointer === `${origin.pointer}/${escapePointerToken(c.key)}`)) {
      // All written in one place: in the order that file's check listed them. Entries joined from
      // elsewhere (a fragment's dialogs, a named query) keep the document's order, as a check's.
      const order = (c: (typeof children)[number]) => rank.get(origin.file)?.get(c.origin.pointer) ?? Number.MAX_SAFE_INTEGER;
      children = children.sort((a, b) => order(a) - order(b));
    }
    for (const { key, child, origin: at } of children) visit(child, `${pointer}/${escapePointerToken(key)}`, at);
  };
  visit(expanded.document, '', expanded.origins.get(expanded.document) ?? { file: '', pointer: '' });
  return found;
}
