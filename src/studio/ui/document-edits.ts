// The edits the outline and the properties panel make, on a screen document as plain JSON: each
// returns a new document (the old one is kept for undo) and never changes its argument.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Doc = { [key: string]: Json };

/** A list of blocks in the document (body, footer, a dialog's body, a stack's children…). */
export interface BlockEntry {
  /** JSON pointer of the block: /body/2. */
  pointer: string;
  type: string;
  /** A short line for the outline: its label, text, name or use. */
  summary: string;
  depth: number;
}

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
export const tokensOf = (pointer: string) => (pointer ? pointer.slice(1).split('/').map(unescapeToken) : []);
export const pointerOf = (tokens: (string | number)[]) => tokens.map((t) => `/${escapeToken(String(t))}`).join('');

const isObject = (value: unknown): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

export function valueAt(document: Json, pointer: string): Json | undefined {
  let node: Json | undefined = document;
  for (const token of tokensOf(pointer)) node = Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined;
  return node;
}

/** A copy of the document with `change` applied to the value at `pointer` (a copy of each container on the way). */
function changedAt(document: Json, tokens: string[], change: (value: Json | undefined) => Json | undefined): Json {
  if (!tokens.length) return change(document) ?? null;
  const [head, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(document)) {
    const copy = [...document];
    copy[Number(head)] = changedAt(copy[Number(head)]!, rest, change);
    return copy;
  }
  const copy = { ...(document as { [key: string]: Json }) };
  const next = rest.length ? changedAt(copy[head] ?? {}, rest, change) : change(copy[head]);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** Sets (or, with undefined, removes) the value at a pointer. */
export function setAt(document: Doc, pointer: string, value: Json | undefined): Doc {
  return changedAt(document, tokensOf(pointer), () => value) as Doc;
}

/** The list holding a block and its index there. */
function place(pointer: string): { list: string; index: number } {
  const tokens = tokensOf(pointer);
  return { list: pointerOf(tokens.slice(0, -1)), index: Number(tokens.at(-1)) };
}

function withList(document: Doc, list: string, edit: (items: Json[]) => Json[]): Doc {
  return changedAt(document, tokensOf(list), (items) => edit(Array.isArray(items) ? [...items] : [])) as Doc;
}

/** Moves a block by `by` places within its list; the new pointer, or undefined when it cannot move. */
export function moveBlock(document: Doc, pointer: string, by: number): { document: Doc; pointer: string } | undefined {
  const { list, index } = place(pointer);
  const items = valueAt(document, list);
  const to = index + by;
  if (!Array.isArray(items) || to < 0 || to >= items.length) return undefined;
  return {
    document: withList(document, list, (copy) => {
      const [block] = copy.splice(index, 1);
      copy.splice(to, 0, block!);
      return copy;
    }),
    pointer: `${list}/${to}`,
  };
}

export function duplicateBlock(document: Doc, pointer: string): { document: Doc; pointer: string } {
  const { list, index } = place(pointer);
  return { document: withList(document, list, (copy) => (copy.splice(index + 1, 0, structuredClone(copy[index]!)), copy)), pointer: `${list}/${index + 1}` };
}

export function deleteBlock(document: Doc, pointer: string): { document: Doc; pointer: string | undefined } {
  const { list, index } = place(pointer);
  const document2 = withList(document, list, (copy) => (copy.splice(index, 1), copy));
  const left = valueAt(document2, list) as Json[];
  return { document: document2, pointer: left.length ? `${list}/${Math.min(index, left.length - 1)}` : undefined };
}

export function insertBlock(document: Doc, pointer: string, block: Json, where: 'before' | 'after'): { document: Doc; pointer: string } {
  const { list, index } = place(pointer);
  const at = where === 'before' ? index : index + 1;
  return { document: withList(document, list, (copy) => (copy.splice(at, 0, block), copy)), pointer: `${list}/${at}` };
}

/** Every block of the document in reading order, nested lists after their block; `isBlockType` tells a block from an action step. */
export function blockOutline(document: Doc, isBlockType: (type: string) => boolean): BlockEntry[] {
  const entries: BlockEntry[] = [];
  const visit = (node: Json, tokens: (string | number)[], depth: number) => {
    if (Array.isArray(node)) {
      const blocks = node.length > 0 && node.every((item) => isObject(item) && typeof item.type === 'string' && isBlockType(item.type));
      node.forEach((item, i) => {
        if (blocks) {
          const block = item as { [key: string]: Json };
          const summary = [block.label, block.text, block.title, block.name, block.use].find((v) => typeof v === 'string') as string | undefined;
          entries.push({ pointer: pointerOf([...tokens, i]), type: block.type as string, summary: summary ?? '', depth });
        }
        visit(item, [...tokens, i], blocks ? depth + 1 : depth);
      });
    } else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) if (key !== 'actions' || tokens.length) visit(value, [...tokens, key], depth);
    }
  };
  visit(document, [], 0);
  return entries;
}
