// What the schema says a property is when a screen leaves it out (its `default`), written into
// the compiled document, so the page finds every such property there: a widget reads
// block.variant, not block.variant ?? 'primary', and the generated types (npm run typegen) say so.
import type { SchemaFiles } from '../1-parse/schema-validator.ts';
import { refChain, type SchemaNode } from '../1-parse/schema-refs.ts';

type Schema = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schemas that apply to a value: the node with its $ref chain, and the branch of a discriminated union its `type` names. */
function schemasOf(node: SchemaNode, value: unknown, files: SchemaFiles): (SchemaNode & { schema: Schema })[] {
  const nodes = refChain(node, files).filter((n): n is SchemaNode & { schema: Schema } => typeof n.schema === 'object');
  const branches = nodes.flatMap((n) => {
    if (!n.schema.discriminator || !Array.isArray(n.schema.oneOf) || !isRecord(value)) return [];
    const matching = (n.schema.oneOf as Schema[]).map((branch) => schemasOf({ schema: branch, file: n.file }, value, files)).find((chain) => chain.some((b) => (b.schema.properties as Record<string, { const?: unknown }> | undefined)?.type?.const === value.type));
    return matching ?? [];
  });
  return [...nodes, ...branches];
}

/** The default a property's schema declares, if any. */
function defaultOf(node: SchemaNode, files: SchemaFiles): { value: unknown } | undefined {
  const declaring = refChain(node, files).find((n) => typeof n.schema === 'object' && 'default' in n.schema);
  return declaring && { value: (declaring.schema as Schema).default };
}

/** What a schema node says of a value of one shape: whether to leave it, its items, its properties and their defaults. */
interface Shape {
  /** An expression or a text: compiled, not a place for defaults. */
  leave: boolean;
  items?: SchemaNode;
  properties: Map<string, { node: SchemaNode; fallback: { value: unknown } | undefined }>;
  additional?: SchemaNode;
}

function shapeOf(node: SchemaNode, value: object, files: SchemaFiles): Shape {
  const schemas = schemasOf(node, value, files);
  const shape: Shape = { leave: schemas.some((n) => n.schema['x-ref'] === 'expression' || n.schema['x-ref'] === 'text'), properties: new Map() };
  const owner = schemas.find((n) => n.schema.items !== undefined);
  if (owner) shape.items = { schema: owner.schema.items as Schema, file: owner.file };
  for (const n of schemas) {
    // `true` placeholders (in "exactly one of" branches) add nothing to the property's own schema.
    for (const [key, sub] of Object.entries((n.schema.properties ?? {}) as Record<string, SchemaNode['schema']>)) {
      if (sub !== true || !shape.properties.has(key)) shape.properties.set(key, { node: { schema: sub, file: n.file }, fallback: undefined });
    }
    if (isRecord(n.schema.additionalProperties)) shape.additional ??= { schema: n.schema.additionalProperties, file: n.file };
  }
  for (const entry of shape.properties.values()) entry.fallback = defaultOf(entry.node, files);
  return shape;
}

/**
 * Shapes by schema files, schema node and the value's kind (a list, or an object of a `type`): a
 * build fills the defaults of every screen in every language, and each block of a kind reads the
 * same schemas, so resolving them once per kind took the step from 2.4 ms a screen to a fraction.
 */
const shapes = new WeakMap<SchemaFiles, WeakMap<object, Map<string, Shape>>>();

function knownShape(node: SchemaNode, value: object, files: SchemaFiles): Shape {
  // A boolean schema (`true`) has no properties or defaults: nothing to keep by it.
  if (typeof node.schema !== 'object') return shapeOf(node, value, files);
  let byNode = shapes.get(files);
  if (!byNode) shapes.set(files, (byNode = new WeakMap()));
  let byKind = byNode.get(node.schema);
  if (!byKind) byNode.set(node.schema, (byKind = new Map()));
  const kind = `${node.file}|${Array.isArray(value) ? '[]' : `{${String((value as Record<string, unknown>).type)}`}`;
  let shape = byKind.get(kind);
  if (!shape) byKind.set(kind, (shape = shapeOf(node, value, files)));
  return shape;
}

/**
 * Fills in, in place, every property the schema gives a default that the document leaves out, in
 * every part the schema describes (blocks and steps by their type); expressions, compiled to
 * json-logic, are left as they are.
 */
export function withSchemaDefaults<T>(document: T, files: SchemaFiles, root = 'screen.json'): T {
  const visit = (node: SchemaNode, value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    const shape = knownShape(node, value, files);
    if (shape.leave) return;
    if (Array.isArray(value)) {
      if (shape.items) value.forEach((item) => visit(shape.items!, item));
      return;
    }
    const record = value as Record<string, unknown>;
    for (const [key, { fallback }] of shape.properties) if (!(key in record) && fallback) record[key] = structuredClone(fallback.value);
    for (const [key, child] of Object.entries(record)) {
      const sub = shape.properties.get(key)?.node ?? shape.additional;
      if (sub) visit(sub, child);
    }
  };
  visit({ schema: files[root] as Schema, file: root }, document);
  return document;
}

/**
 * The schemas of the compiled form, for the generated types (scripts/authoring/typegen.ts): a property with
 * a default is required there, as withSchemaDefaults fills it in. Examples are left as written.
 */
export function compiledFormSchemas(files: SchemaFiles): SchemaFiles {
  const withRequired = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(withRequired);
    if (!isRecord(node)) return node;
    const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'examples' ? value : withRequired(value)]));
    const properties = isRecord(out.properties) ? out.properties : {};
    const defaulted = Object.keys(properties).filter((key) => isRecord(properties[key]) && 'default' in properties[key]);
    if (defaulted.length) out.required = [...new Set([...((out.required as string[] | undefined) ?? []), ...defaulted])];
    return out;
  };
  return Object.fromEntries(Object.entries(files).map(([path, schema]) => [path, withRequired(schema) as object]));
}
