import { inspectExpression } from '../../expressions/inspect.ts';
import { didYouMean } from '../shared/closest.ts';
import type { Problem } from '../../lib/problem.ts';
import type { Reference, SchemaFiles } from '../1-parse/schema-validator.ts';

/**
 * Issue 16, "no invented fields": a screen may read only reply fields its endpoint's reply schema
 * declares (schemas/replies/, which name what SPEC.md names, or what docs/contract-assumptions.md
 * records). Two reads are checked, where the reply schema is certain:
 *   data.<source>.<path>  the source loads an endpoint: <path> is read in the reply's data;
 *   reply.<path>          inside a call step's onSuccess / onFailure / onCode / fieldErrors / fieldErrorsFrom: that call's reply.
 *   item.<path>, parent.<path>  inside a repeat's or tabs' children, or a server-fields block's
 *                         itemWhen/requiredMessage/overrides: an element of the list its items reads, when
 *                         that list is a data.<source> (or item) path of a declared reply.
 * The keys a block names for its list's elements (key-value-list labelKey/valueKey, tabs labelKey,
 * server-fields map) are checked the same way. Reads through state, and lists built by other
 * expressions, are not followed: which reply they hold is a matter of run time.
 */

type Json = Record<string, unknown>;
type Node = Json & { $ref?: string; properties?: Record<string, Node>; items?: Node; anyOf?: Node[]; type?: string | string[] };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a $ref ("#/definitions/x" or "common/values.json#/definitions/x") from the file holding it. */
function resolve(node: Node, file: string, schemas: SchemaFiles): { node: Node; file: string } {
  let current = { node, file };
  for (let hops = 0; current.node.$ref !== undefined && hops < 20; hops++) {
    const [target = '', fragment = ''] = current.node.$ref.split('#', 2);
    const targetFile = target === '' ? current.file : new URL(target, `file:///${current.file}`).pathname.slice(1);
    let found: unknown = schemas[targetFile];
    for (const token of fragment.split('/').filter(Boolean)) found = isObject(found) ? found[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (!isObject(found)) return { node: {}, file: targetFile };
    current = { node: found as Node, file: targetFile };
  }
  return current;
}

/** The field names a schema node declares (an anyOf's branches together), or null when it declares none (anything goes). */
function declaredFields(node: Node, file: string, schemas: SchemaFiles): { fields: Map<string, { node: Node; file: string }>; open: boolean; items: { node: Node; file: string }[] } {
  const fields = new Map<string, { node: Node; file: string }>();
  const items: { node: Node; file: string }[] = [];
  let open = false;
  let declaresSomething = false;
  const visit = (raw: Node, from: string) => {
    const { node: n, file: f } = resolve(raw, from, schemas);
    if (n.anyOf) for (const branch of n.anyOf) visit(branch, f);
    if (n.properties) {
      declaresSomething = true;
      for (const [key, value] of Object.entries(n.properties)) if (!fields.has(key)) fields.set(key, { node: value, file: f });
    }
    if (n.items) items.push({ node: n.items, file: f });
    // A node with neither properties, items nor a type (e.g. "data" of no-data.json, payNotice's map) holds anything.
    if (!n.anyOf && !n.properties && !n.items && (n.type === undefined || (Array.isArray(n.type) ? n.type : [n.type]).includes('object'))) open = true;
  };
  visit(node, file);
  return { fields, open: open || !declaresSomething, items };
}

type Located = { node: Node; file: string };
type Walked = { kind: 'found'; level: Located[] } | { kind: 'open' } | { kind: 'unknown'; at: string[]; name: string; known: string[] };

/** Reads `path` below `node`: the schema nodes it reaches, or where it leaves the schema (with the names known there), or open when the schema does not say. */
function walkPath(path: string[], node: Node, file: string, schemas: SchemaFiles): Walked {
  let level: Located[] = [{ node, file }];
  for (const [i, segment] of path.entries()) {
    const next: Located[] = [];
    const known = new Set<string>();
    let open = false;
    for (const here of level) {
      const declared = declaredFields(here.node, here.file, schemas);
      if (/^\d+$/.test(segment) || segment === 'length') {
        // A list is read by index (or its length): go on with its items.
        if (declared.items.length) next.push(...declared.items);
        else open = true;
        continue;
      }
      const field = declared.fields.get(segment);
      if (field) next.push(field);
      if (declared.open && !declared.fields.size) open = true;
      for (const name of declared.fields.keys()) known.add(name);
    }
    if (open) return { kind: 'open' };
    if (!next.length) return known.size ? { kind: 'unknown', at: path.slice(0, i), name: segment, known: [...known] } : { kind: 'open' };
    level = next;
  }
  return { kind: 'found', level };
}

function tokens(pointer: string): string[] {
  return pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The endpoint of the innermost call step whose onSuccess/onFailure/onCode holds the pointer. */
function enclosingCall(document: Json, pointer: string): string | undefined {
  let node: unknown = document;
  let endpoint: string | undefined;
  const parts = tokens(pointer);
  for (const [i, part] of parts.entries()) {
    if (isObject(node) && node.type === 'call' && typeof node.endpoint === 'string' && ['onSuccess', 'onFailure', 'onCode', 'fieldErrors', 'fieldErrorsFrom'].includes(part)) endpoint = node.endpoint;
    // Steps under a nested call's params are not its handlers; only what is below i counts.
    node = isObject(node) ? node[part] : Array.isArray(node) ? node[Number(part)] : undefined;
    if (node === undefined && i < parts.length - 1) break;
  }
  return endpoint;
}

/** Block types whose parts see each element of their items as item (and the outer item as parent). */
const itemScopedParts: Record<string, readonly string[]> = { repeat: ['children'], tabs: ['children'], 'server-fields': ['itemWhen', 'requiredMessage', 'overrides'] };
/** Properties naming a key of each element of the block's items. */
const elementKeyProps: Record<string, readonly string[]> = { 'key-value-list': ['labelKey', 'valueKey'], tabs: ['labelKey'] };

/** The element of a list read from a reply: its schema nodes, the reply schema and the path shown in messages. */
interface Element {
  schema: string;
  where: string;
  nodes: Located[];
}

export function checkReplyFieldReads(file: string, document: Json, references: Reference[], schemas: SchemaFiles): Problem[] {
  const endpoints = isObject(document.endpoints) ? document.endpoints : {};
  const replyOf = (endpoint: unknown): string | undefined => {
    const e = typeof endpoint === 'string' ? endpoints[endpoint] : undefined;
    const reply = isObject(e) ? e.reply : undefined;
    return typeof reply === 'string' && schemas[`replies/${reply}.json`] ? reply : undefined;
  };
  const sources = isObject(document.data) ? document.data : {};
  const problems: Problem[] = [];

  /** Reports reading `readPath` below the reply envelope (or below its data, for data.<source>). */
  const check = (schemaName: string, below: 'envelope' | 'data', scopePath: string[], readPath: string[], fullPath: string, pointer: string) => {
    const key = `replies/${schemaName}.json`;
    const envelope = resolve(schemas[key] as Node, key, schemas);
    const start = below === 'data' ? declaredFields(envelope.node, envelope.file, schemas).fields.get('data') : envelope;
    if (!start) return;
    const unknown = walkPath(readPath, start.node, start.file, schemas);
    if (unknown.kind !== 'unknown') return;
    const where = [...scopePath, ...unknown.at].join('.');
    problems.push({
      file,
      pointer,
      message: `expression reads "${fullPath}", but schemas/replies/${schemaName}.json declares no "${unknown.name}" at ${where}${didYouMean(unknown.name, unknown.known)}`,
      expected: `one of ${unknown.known.join(', ')}; a field SPEC.md does not name needs a reply schema entry and a row in docs/contract-assumptions.md`,
    });
  };

  /** The nodes a data.<source>… or item…/parent… path reaches, with the reply schema and the path it stands for. */
  const reach = (path: string, items: (Element | null)[]): Element | null => {
    const [root, ...rest] = path.split('.');
    let base: Element | null = null;
    if (root === 'data' && rest.length >= 1) {
      const source = sources[rest[0]!];
      const schema = isObject(source) ? replyOf(source.endpoint) : undefined;
      if (!schema) return null;
      const key = `replies/${schema}.json`;
      const envelope = resolve(schemas[key] as Node, key, schemas);
      const data = declaredFields(envelope.node, envelope.file, schemas).fields.get('data');
      if (!data) return null;
      base = { schema, where: `data.${rest[0]!}`, nodes: [data] };
      rest.shift();
    } else if (root === 'item' || root === 'parent') base = items[root === 'item' ? 0 : 1] ?? null;
    if (!base) return null;
    const walked = rest.length ? walkPath(rest, base.nodes[0]!.node, base.nodes[0]!.file, schemas) : { kind: 'found' as const, level: base.nodes };
    return walked.kind === 'found' ? { schema: base.schema, where: [base.where, ...rest].join('.'), nodes: walked.level } : null;
  };
  /** The element of the list `items` reads, or null when it is not a declared reply list. */
  const elementOf = (items: unknown, outer: (Element | null)[]): Element | null => {
    // having() keeps some of a list's elements as they are, so what they hold is checked as the list's.
    if (isObject(items) && Array.isArray(items.having)) return elementOf(items.having[0], outer);
    if (!isObject(items) || typeof items.var !== 'string') return null;
    const list = reach(items.var, outer);
    if (!list) return null;
    const nodes = list.nodes.flatMap((n) => declaredFields(n.node, n.file, schemas).items);
    return nodes.length ? { schema: list.schema, where: `${list.where}[]`, nodes } : null;
  };
  /** What item and parent are at a pointer: innermost first. */
  const itemsAt = (pointer: string): (Element | null)[] => {
    const stack: (Element | null)[] = [];
    let node: unknown = document;
    for (const token of tokens(pointer)) {
      if (isObject(node) && typeof node.type === 'string' && itemScopedParts[node.type]?.includes(token)) stack.unshift(elementOf(node.items, stack));
      node = isObject(node) ? node[token] : Array.isArray(node) ? node[Number(token)] : undefined;
    }
    return stack;
  };
  const reportElement = (element: Element, readPath: string[], fullPath: string, pointer: string) => {
    const walked = walkPath(readPath, element.nodes[0]!.node, element.nodes[0]!.file, schemas);
    if (walked.kind !== 'unknown') return;
    problems.push({
      file,
      pointer,
      message: `${fullPath.includes('.') ? `expression reads "${fullPath}"` : `"${fullPath}" names a field`}, but schemas/replies/${element.schema}.json declares no "${walked.name}" in ${[element.where, ...walked.at].join('.')}${didYouMean(walked.name, walked.known)}`,
      expected: `one of ${walked.known.join(', ')}; a field SPEC.md does not name needs a reply schema entry and a row in docs/contract-assumptions.md`,
    });
  };

  // Keys named for the elements of a block's list.
  const walkBlocks = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((child, i) => walkBlocks(child, `${pointer}/${i}`));
    if (!isObject(node)) return;
    const keyProps = typeof node.type === 'string' ? [...(elementKeyProps[node.type] ?? []), ...(node.type === 'server-fields' && isObject(node.map) ? Object.keys(node.map).map((k) => `map/${k}`) : [])] : [];
    if (keyProps.length) {
      const element = elementOf(node.items, itemsAt(pointer));
      for (const prop of keyProps) {
        const value = prop.startsWith('map/') ? (node.map as Json)[prop.slice(4)] : node[prop];
        // An option's keys are read in the element's option list (map.options).
        const options = (node.map as Json | undefined)?.options;
        const path = /^map\/option[A-Z]/.test(prop) ? (typeof options === 'string' ? [options, '0', String(value)] : null) : [String(value)];
        if (element && typeof value === 'string' && path) reportElement(element, path, value, `${pointer}/${prop}`);
      }
    }
    for (const [key, child] of Object.entries(node)) walkBlocks(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walkBlocks(document, '');

  for (const ref of references) {
    if (ref.kind !== 'expression') continue;
    inspectExpression(ref.value, (path, at) => {
      const pointer = ref.pointer + at;
      const [root, ...rest] = path.split('.');
      if ((root === 'item' || root === 'parent') && rest.length >= 1) {
        const element = itemsAt(ref.pointer)[root === 'item' ? 0 : 1];
        if (element) reportElement(element, rest, path, pointer);
        return;
      }
      if (root === 'data' && rest.length >= 2) {
        const source = sources[rest[0]!];
        const schema = isObject(source) ? replyOf(source.endpoint) : undefined;
        // data.<source> is the reply's data.
        if (schema) check(schema, 'data', ['data', rest[0]!], rest.slice(1), path, pointer);
      } else if (root === 'reply' && rest.length >= 1) {
        const schema = replyOf(enclosingCall(document, ref.pointer));
        // reply is { ok, code, message, data } (src/actions/call.ts); only data is the server's shape.
        if (!schema || rest[0] !== 'data') return;
        check(schema, 'envelope', ['reply'], rest, path, pointer);
      }
    });
  }
  return problems;
}
