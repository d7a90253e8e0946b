// Node-only (the studio's server side): writes an edited JSON document back over the text it was
// read from, so the file's diff is the edit and nothing else. The screens are laid out by hand
// (prettier-like: two spaces, short objects on one line, long ones broken), which no stringify
// reproduces: every value the edit left alone keeps its original characters, a changed container
// keeps its one-line or broken layout and its key order, and only a value new to the file is laid
// out afresh, the way the files lay out one (one line when it fits in `width`, broken otherwise).
import { parseTree, type Node } from 'jsonc-parser';

/** Columns a value laid out afresh may take on one line, as the hand-written files keep them. */
export const width = 120;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
  }
  return false;
}

/** The value a node of the parse tree stands for (for a duplicated key, the last one, as JSON.parse reads it). */
function valueOf(node: Node): Json {
  if (node.type === 'object') return Object.fromEntries((node.children ?? []).map((p) => [p.children![0]!.value as string, valueOf(p.children![1]!)]));
  if (node.type === 'array') return (node.children ?? []).map(valueOf);
  return node.value as Json;
}

/** The indentation of the line `offset` is on. */
function indentAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))![0];
}

/** A value new to the file: on one line when it fits after `column` characters, broken otherwise, children alike. */
export function freshLayout(value: Json, indent: string, column: number): string {
  if (!Array.isArray(value) && !isObject(value)) return JSON.stringify(value);
  const entries: [string, Json][] = Array.isArray(value) ? value.map((item) => ['', item]) : Object.entries(value);
  if (!entries.length) return Array.isArray(value) ? '[]' : '{}';
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const key = (name: string) => (Array.isArray(value) ? '' : `${JSON.stringify(name)}: `);
  const pad = Array.isArray(value) ? '' : ' ';
  const flat = `${open}${pad}${entries.map(([name, item]) => key(name) + freshLayout(item, '', Number.POSITIVE_INFINITY)).join(', ')}${pad}${close}`;
  if (!flat.includes('\n') && column + flat.length <= width) return flat;
  const inner = `${indent}  `;
  const lines = entries.map(([name, item]) => `${inner}${key(name)}${freshLayout(item, inner, inner.length + key(name).length)}`);
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

/** `value` written where `node` was: the node's own text when equal, its layout kept when both are containers. */
function relaid(text: string, node: Node, value: Json): string {
  const original = text.slice(node.offset, node.offset + node.length);
  if (sameJson(valueOf(node), value)) return original;
  const indent = indentAt(text, node.offset);
  if (node.type === 'object' && isObject(value)) return relaidObject(text, node, value, indent, original);
  if (node.type === 'array' && Array.isArray(value)) return relaidArray(text, node, value, indent, original);
  return freshLayout(value, indent, node.offset - text.lastIndexOf('\n', node.offset - 1) - 1);
}

/**
 * Puts entries back in a container as `original` had them: its opening and closing whitespace and
 * the separator written at each position between entries (a broken object may keep two keys on a
 * line); a container that had no entries is laid out as the files lay one out.
 */
function container(original: string, open: string, close: string, parts: string[], indent: string, node: Node, text: string): string {
  if (!parts.length) return `${open}${close}`;
  const children = node.children ?? [];
  if (!children.length) {
    const inner = `${indent}  `;
    return `${open}\n${parts.map((part) => inner + part).join(',\n')}\n${indent}${close}`;
  }
  const start = (child: Node) => child.offset;
  const end = (child: Node) => child.offset + child.length;
  const head = text.slice(node.offset, start(children[0]!));
  const tail = text.slice(end(children.at(-1)!), node.offset + node.length);
  const separators = children.slice(1).map((child, i) => text.slice(end(children[i]!), start(child)));
  const fallback = separators.at(-1) ?? (original.includes('\n') ? `,\n${indentAt(text, start(children[0]!))}` : ', ');
  return head + parts.map((part, i) => (i ? (separators[i - 1] ?? fallback) : '') + part).join('') + tail;
}

function relaidObject(text: string, node: Node, value: Record<string, Json>, indent: string, original: string): string {
  const properties = node.children ?? [];
  const lastOf = new Map(properties.map((p, i) => [p.children![0]!.value as string, i]));
  const inner = properties[0] ? indentAt(text, properties[0].offset) : `${indent}  `;
  const parts: string[] = [];
  properties.forEach((property, i) => {
    const [keyNode, valueNode] = property.children as [Node, Node];
    const key = keyNode.value as string;
    if (!Object.hasOwn(value, key)) return;
    const keyText = text.slice(keyNode.offset, keyNode.offset + keyNode.length);
    const between = text.slice(keyNode.offset + keyNode.length, valueNode.offset);
    // An earlier duplicate of a key is dead text JSON.parse never reads: left as written.
    const written = lastOf.get(key) === i ? relaid(text, valueNode, value[key]!) : text.slice(valueNode.offset, valueNode.offset + valueNode.length);
    parts.push(`${keyText}${between}${written}`);
  });
  const multiLine = original.includes('\n');
  for (const [key, item] of Object.entries(value)) {
    if (lastOf.has(key)) continue;
    const head = `${JSON.stringify(key)}: `;
    parts.push(head + freshLayout(item, multiLine ? inner : indent, (multiLine ? inner.length : indent.length) + head.length));
  }
  return container(original, '{', '}', parts, indent, node, text);
}

function relaidArray(text: string, node: Node, value: Json[], indent: string, original: string): string {
  const items = node.children ?? [];
  const values = items.map(valueOf);
  const inner = items[0] ? indentAt(text, items[0].offset) : `${indent}  `;
  // An item equal to one already there keeps that one's text (a move, a duplicate); the rest are
  // paired in order with the items no equal one claimed (an edit in place): any item when as many
  // are left on each side, else only one of the same kind (a block of the same type).
  const claimed = new Set<number>();
  const equalTo = value.map((item) => {
    const i = values.findIndex((v, index) => !claimed.has(index) && sameJson(v, item));
    if (i >= 0) claimed.add(i);
    return i >= 0 ? i : values.findIndex((v) => sameJson(v, item));
  });
  const unclaimed = items.map((_, i) => i).filter((i) => !claimed.has(i));
  // As many changed items as unclaimed ones: each was edited where it stands, whatever it now says.
  const inPlace = unclaimed.length === equalTo.filter((i) => i < 0).length;
  const parts = value.map((item, j) => {
    const same = equalTo[j]!;
    if (same >= 0) return text.slice(items[same]!.offset, items[same]!.offset + items[same]!.length);
    const pair = unclaimed[0];
    const kind = (v: Json) => (isObject(v) ? `object:${String(v.type)}` : Array.isArray(v) ? 'array' : 'plain');
    if (pair !== undefined && (inPlace || kind(values[pair]!) === kind(item))) {
      unclaimed.shift();
      return relaid(text, items[pair]!, item);
    }
    const multiLine = original.includes('\n');
    return freshLayout(item, multiLine ? inner : indent, multiLine ? inner.length : indent.length);
  });
  return container(original, '[', ']', parts, indent, node, text);
}

/** The text of `value` written over `original` (a JSON file's text), keeping all it can of it. */
export function keepLayout(original: string, value: unknown): string {
  const tree = parseTree(original);
  if (!tree) return `${freshLayout(value as Json, '', 0)}\n`;
  return original.slice(0, tree.offset) + relaid(original, tree, value as Json) + original.slice(tree.offset + tree.length);
}
