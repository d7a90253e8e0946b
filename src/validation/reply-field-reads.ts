import { inspectExpression } from '../expressions/inspect';
import { didYouMean } from './closest';
import type { Problem } from './problem';
import type { Reference, SchemaFiles } from './schema-validator';

/**
 * Issue 16, "no invented fields": a screen may read only reply fields its endpoint's reply schema
 * declares (schemas/replies/, which name what SPEC.md names, or what docs/contract-assumptions.md
 * records). Two reads are checked, where the reply schema is certain:
 *   data.<source>.<path>  the source loads an endpoint: <path> is read in the reply's data;
 *   reply.<path>          inside a call step's onSuccess / onFailure / onCode: that call's reply.
 * Reads through item/parent (inside repeat) and state are not followed: which reply they hold is
 * a matter of run time.
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

/** Where reading `path` below `node` leaves the schema: the unknown segment and the names known there, or null. */
function unknownField(path: string[], node: Node, file: string, schemas: SchemaFiles): { at: string[]; name: string; known: string[] } | null {
  let level = [{ node, file }];
  for (const [i, segment] of path.entries()) {
    const next: { node: Node; file: string }[] = [];
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
    if (open) return null;
    if (!next.length) {
      if (!known.size) return null;
      return { at: path.slice(0, i), name: segment, known: [...known] };
    }
    level = next;
  }
  return null;
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
    if (isObject(node) && node.type === 'call' && typeof node.endpoint === 'string' && ['onSuccess', 'onFailure', 'onCode'].includes(part)) endpoint = node.endpoint;
    // Steps under a nested call's params are not its handlers; only what is below i counts.
    node = isObject(node) ? node[part] : Array.isArray(node) ? node[Number(part)] : undefined;
    if (node === undefined && i < parts.length - 1) break;
  }
  return endpoint;
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
    const unknown = unknownField(readPath, start.node, start.file, schemas);
    if (!unknown) return;
    const where = [...scopePath, ...unknown.at].join('.');
    problems.push({
      file,
      pointer,
      message: `expression reads "${fullPath}", but schemas/replies/${schemaName}.json declares no "${unknown.name}" at ${where}${didYouMean(unknown.name, unknown.known)}`,
      expected: `one of ${unknown.known.join(', ')}; a field SPEC.md does not name needs a reply schema entry and a row in docs/contract-assumptions.md`,
    });
  };

  for (const ref of references) {
    if (ref.kind !== 'expression') continue;
    inspectExpression(ref.value, (path, at) => {
      const pointer = ref.pointer + at;
      const [root, ...rest] = path.split('.');
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
