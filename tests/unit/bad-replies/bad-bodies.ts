/**
 * The bad replies tried on every endpoint, as dev API overrides (src/dev-api/overrides.ts).
 * The wrong-type reply is derived from the endpoint's reply schema: a reply valid in every other
 * respect with one declared field given a value of another type.
 */
import type { ReplyOverride } from '../../../src/dev-api/overrides';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; $ref?: string; definitions?: Record<string, Schema> };

/**
 * The schema with every `$ref` replaced by what it names: the reply schemas share their value
 * rules (schemas/replies/common/values.json), and a field reached only through a reference would
 * otherwise look untyped and never be given a wrong value. `files` maps a referenced file
 * (`common/values.json`) to its document.
 */
export function inlineRefs(schema: Schema, files: Record<string, Schema>, base?: Schema): Schema {
  const inline = (node: unknown, within: Schema | undefined): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, within));
    if (typeof node !== 'object' || node === null) return node;
    const { $ref, ...rest } = node as Schema & Record<string, unknown>;
    if ($ref !== undefined) {
      const [file, pointer = ''] = $ref.split('#');
      const document = file ? files[file] : within;
      if (!document) throw new Error(`bad-bodies: cannot follow $ref "${$ref}" (known files: ${Object.keys(files).join(', ')})`);
      const target = pointer.split('/').filter(Boolean).reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], document);
      if (target === undefined) throw new Error(`bad-bodies: $ref "${$ref}" names nothing`);
      return inline({ ...(target as object), ...rest }, document);
    }
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value, within)]));
  };
  return inline(schema, base ?? schema) as Schema;
}

export interface BadReply {
  kind: string;
  override: ReplyOverride;
  /** For the wrong-type reply: the JSON pointer of the field given the wrong type. */
  pointer?: string;
}

/** The types a value may have: its own, or those of its anyOf branches. */
const typesOf = (schema: Schema): string[] => {
  if (schema.type !== undefined) return Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...new Set((schema.anyOf ?? []).flatMap(typesOf))];
};

/** A small value the schema accepts (only required properties are filled in). */
export function validValue(schema: Schema): unknown {
  if (schema.type === undefined && schema.anyOf?.[0]) return validValue(schema.anyOf[0]);
  const type = typesOf(schema)[0] ?? 'null';
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, validValue(schema.properties?.[key] ?? {})]));
    case 'array':
      return [];
    case 'string':
      return 'x';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** A value of none of the given types. */
function wrongFor(types: string[]): unknown {
  if (!types.includes('number') && !types.includes('integer')) return 404;
  if (!types.includes('string')) return 'not a number';
  if (!types.includes('object')) return { unexpected: true };
  return [404];
}

/** The first typed field of `data` (required ones first), else the envelope's message. */
export function wrongTypeReply(schema: Schema, successCode: unknown): { json: unknown; pointer: string } {
  const envelope = { ...(validValue(schema) as Record<string, unknown>), code: successCode, message: 'success' };
  const data = schema.properties?.data;
  const fields = data?.properties ?? {};
  const names = [...(data?.required ?? []), ...Object.keys(fields)].filter((name) => typesOf(fields[name] ?? {}).length > 0);
  const name = names[0];
  if (data && name !== undefined) {
    const value = { ...(validValue(data) as Record<string, unknown>), [name]: wrongFor(typesOf(fields[name]!)) };
    return { json: { ...envelope, data: value }, pointer: `/data/${name}` };
  }
  return { json: { ...envelope, message: wrongFor(typesOf(schema.properties?.message ?? { type: 'string' })) }, pointer: '/message' };
}

export function badReplies(schema: Schema, success: 'int0' | 'str00'): BadReply[] {
  const code = success === 'str00' ? '00' : 0;
  const wrong = wrongTypeReply(schema, code);
  return [
    { kind: 'HTTP 500', override: { status: 500 } },
    { kind: 'HTML error page', override: { status: 200, body: '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', contentType: 'text/html' } },
    { kind: 'invalid JSON', override: { body: '{"code": 0, "data": {"items": [', contentType: 'application/json' } },
    { kind: 'empty body', override: { body: '', contentType: 'application/json' } },
    { kind: 'missing data', override: { json: { code, message: 'success' } } },
    { kind: 'wrong type', override: { json: wrong.json }, pointer: wrong.pointer },
    { kind: 'unknown code', override: { json: { code: success === 'str00' ? '987654' : 987654, message: 'Unknown code 987654: please try again later.', data: null } } },
    { kind: 'never answers', override: { never: true } },
  ];
}
