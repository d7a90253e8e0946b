// What the studio knows of blocks, read from schemas/ alone (so a new widget schema is in the
// palette and gets a properties panel with no studio change): each block type with its title and
// description, and a property's schema with its $refs followed and its annotations kept.

export type Schema = Record<string, unknown>;
export type SchemaFiles = Record<string, Schema>;

export interface BlockType {
  type: string;
  /** The schema file: widgets/<type>.json. */
  file: string;
  title: string;
  description: string;
  schema: Schema;
}

function dirOf(file: string): string {
  return file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
}

/** A relative file name from `base`'s folder, as schemas/ writes its $refs (../common.json). */
function joined(base: string, ref: string): string {
  const parts = (dirOf(base) + ref).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.') out.push(part);
  }
  return out.join('/');
}

/** The schema a $ref written in `file` points at, with the file it is in. */
export function followRef(files: SchemaFiles, file: string, ref: string): { schema: Schema; file: string } | undefined {
  const [path, pointer = ''] = ref.split('#');
  const target = path ? joined(file, path) : file;
  let node: unknown = files[target];
  for (const token of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node && typeof node === 'object' ? { schema: node as Schema, file: target } : undefined;
}

/** A schema with its $ref followed (repeatedly); the annotations written beside the $ref win. */
export function resolved(files: SchemaFiles, file: string, schema: Schema): { schema: Schema; file: string } {
  let current = { schema, file };
  for (let depth = 0; typeof current.schema.$ref === 'string' && depth < 10; depth++) {
    const { $ref, ...beside } = current.schema;
    const target = followRef(files, current.file, $ref as string);
    if (!target) break;
    current = { schema: { ...target.schema, ...beside }, file: target.file };
  }
  return current;
}

/** Every block type block.json lists, in its order. */
export function blockTypes(files: SchemaFiles): BlockType[] {
  const block = files['block.json'] ?? {};
  return ((block.oneOf ?? []) as Schema[]).flatMap((entry) => {
    const target = typeof entry.$ref === 'string' ? followRef(files, 'block.json', entry.$ref) : undefined;
    const type = ((target?.schema.properties as Record<string, Schema> | undefined)?.type?.const ?? undefined) as string | undefined;
    if (!target || !type) return [];
    return [{ type, file: target.file, title: String(target.schema.title ?? type), description: String(target.schema.description ?? ''), schema: target.schema }];
  });
}

/** A new block of a type, as the palette inserts it: its type and each required property's default or an empty value. */
export function newBlock(files: SchemaFiles, block: BlockType): Record<string, unknown> {
  const made: Record<string, unknown> = { type: block.type };
  const properties = (block.schema.properties ?? {}) as Record<string, Schema>;
  for (const name of (block.schema.required ?? []) as string[]) {
    if (name === 'type') continue;
    const { schema } = resolved(files, block.file, properties[name] ?? {});
    made[name] = schema.default ?? (schema.enum as unknown[] | undefined)?.[0] ?? (schema.type === 'array' ? [] : schema.type === 'boolean' ? false : schema.type === 'object' ? {} : '');
  }
  return made;
}

/** How the properties panel edits a value of this schema. */
export type FieldKind = 'enum' | 'boolean' | 'number' | 'text' | 'expression' | 'string' | 'object' | 'map' | 'json';

export function fieldKind(schema: Schema): FieldKind {
  if (Array.isArray(schema.enum)) return 'enum';
  // Words a reader sees (a template, or words alone): translated, so the Filipino field goes with them.
  if (schema['x-ref'] === 'text' || schema['x-ref'] === 'words') return 'text';
  // A text or an alternative (a message, or false for none): edited as the text while it is one.
  const text = ((schema.anyOf ?? []) as Schema[]).find((branch) => branch.type === 'string');
  if (text) return fieldKind({ ...text, type: 'string' });
  if (schema['x-ref'] === 'expression') return 'expression';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'string') return 'string';
  if (schema.type === 'object' && schema.properties) return 'object';
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object') return 'map';
  return 'json';
}
