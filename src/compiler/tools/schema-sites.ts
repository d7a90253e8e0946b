import { escapePointerToken } from '../../lib/problem';
import type { SchemaFiles } from '../1-parse/schema-validator';
import { refChain as flatten, type SchemaNode } from '../1-parse/schema-refs';

type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** What the schema says about one location of a document. */
export interface Site {
  pointer: string;
  value: unknown;
  /** JSON types the schema allows here, or 'any' when it does not constrain the type. */
  types: ReadonlySet<JsonType> | 'any';
  /** The x-ref kind of the value (route, endpoint, expression…), if the schema marks one. */
  xref?: string;
  /** For objects: true when only the listed properties are allowed (additionalProperties: false). */
  closed: boolean;
  /** For objects: the property names the schema lists. */
  properties: string[];
  /** True when an expression may stand here (an expression, or text that may be one). */
  acceptsExpression: boolean;
  /** The union this value is a member of: a block (block.json) or a step (action.json). */
  union?: 'block' | 'step';
}

type Node = SchemaNode;

export const jsonTypeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);

function typesOf(schema: Record<string, unknown>): Set<JsonType> | null {
  const raw = schema.type;
  if (raw !== undefined) {
    const list = (Array.isArray(raw) ? raw : [raw]) as string[];
    return new Set(list.map((t) => (t === 'integer' ? 'number' : t) as JsonType));
  }
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : null;
  return values ? new Set(values.map(jsonTypeOf)) : null;
}

/**
 * Walks a document along its schema and lists every location with what the schema allows there.
 * Used to build mutants that must be invalid by construction (a type the schema forbids, a
 * property name it does not list), so the mutation test does not ask the validator what is valid.
 * Expressions are leaves: what they contain is checked by the cross-reference pass, not the schema.
 */
export function schemaSites(document: unknown, files: SchemaFiles, root = 'screen.json'): Site[] {
  const sites: Site[] = [];
  const visit = (start: Node, value: unknown, pointer: string): void => {
    let nodes = flatten(start, files);
    // A discriminated union (block.json, action.json) contributes the branch its "type" names.
    const union = nodes.some((n) => n.file === 'block.json' && n.schema === files['block.json']) ? 'block' : nodes.some((n) => n.file === 'action.json' && n.schema === files['action.json']) ? 'step' : undefined;
    const extra: Node[] = [];
    let types: Set<JsonType> | 'any' = 'any';
    let acceptsExpression = false;
    const narrow = (allowed: Set<JsonType> | null) => {
      if (!allowed) return;
      types = types === 'any' ? new Set(allowed) : new Set([...types].filter((t) => allowed.has(t)));
    };
    for (const node of nodes) {
      if (typeof node.schema === 'boolean') continue;
      narrow(typesOf(node.schema));
      if (node.schema.discriminator && Array.isArray(node.schema.oneOf)) {
        const tag = (value as { type?: unknown } | null)?.type;
        for (const branch of node.schema.oneOf as object[]) {
          const flat = flatten({ schema: branch as Node['schema'], file: node.file }, files);
          const match = flat.some((b) => typeof b.schema === 'object' && (b.schema.properties as Record<string, { const?: unknown }> | undefined)?.type?.const === tag);
          if (match) extra.push(...flat);
        }
      }
      if (Array.isArray(node.schema.anyOf)) {
        // Only the text union (string or expression object) uses anyOf: take the branch of the value's type.
        const branches = (node.schema.anyOf as object[]).map((b) => flatten({ schema: b as Node['schema'], file: node.file }, files));
        const all = new Set<JsonType>();
        for (const branch of branches) for (const b of branch) if (typeof b.schema === 'object') typesOf(b.schema)?.forEach((t) => all.add(t));
        narrow(all.size ? all : null);
        if (branches.some((branch) => branch.some((b) => typeof b.schema === 'object' && b.schema['x-ref'] === 'expression'))) acceptsExpression = true;
        const chosen = branches.find((branch) => branch.some((b) => typeof b.schema === 'object' && typesOf(b.schema)?.has(jsonTypeOf(value))));
        if (chosen) extra.push(...chosen);
      }
    }
    nodes = [...nodes, ...extra];
    const objects = nodes.filter((n): n is Node & { schema: Record<string, unknown> } => typeof n.schema === 'object');
    const xref = objects.map((n) => n.schema['x-ref']).find((k): k is string => typeof k === 'string');
    const properties = new Map<string, Node>();
    let additional: Node | null = null;
    let closed = false;
    for (const n of objects) {
      for (const [key, sub] of Object.entries((n.schema.properties ?? {}) as Record<string, Node['schema']>)) {
        // `true` placeholders (in "exactly one of" branches) add no constraint over the real property schema.
        if (sub === true && properties.has(key)) continue;
        properties.set(key, { schema: sub, file: n.file });
      }
      if (n.schema.additionalProperties === false) closed = true;
      else if (typeof n.schema.additionalProperties === 'object') additional = { schema: n.schema.additionalProperties as Node['schema'], file: n.file };
    }
    sites.push({ pointer, value, types, xref, closed, properties: [...properties.keys()], union, acceptsExpression: acceptsExpression || xref === 'expression' });
    if (xref === 'expression') return;
    if (Array.isArray(value)) {
      const items = objects.map((n) => n.schema.items).find((i) => i !== undefined) as Node['schema'] | undefined;
      const owner = objects.find((n) => n.schema.items !== undefined);
      value.forEach((item, i) => visit(items !== undefined && owner ? { schema: items, file: owner.file } : { schema: true, file: start.file }, item, `${pointer}/${i}`));
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const sub = properties.get(key) ?? additional ?? { schema: true, file: start.file };
        visit(sub, child, `${pointer}/${escapePointerToken(key)}`);
      }
    }
  };
  visit({ schema: files[root] as Node['schema'], file: root }, document, '');
  return sites;
}
