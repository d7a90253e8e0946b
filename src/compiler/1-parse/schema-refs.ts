// A schema file's $refs followed from the file that holds them (schemas are keyed by their path
// below schemas/, as schema-validator.ts registers them), for the walks that read a document along
// its schema without ajv: the schema defaults (6-emit/schema-defaults.ts) and the mutation
// test's sites (tools/schema-sites.ts).
import type { SchemaFiles } from './schema-validator.ts';

/** A schema and the file it sits in (for resolving its relative $refs). */
export interface SchemaNode {
  schema: Record<string, unknown> | boolean;
  file: string;
}

/** The schema a $ref points at, from the file holding the $ref. */
export function resolveRef(ref: string, file: string, files: SchemaFiles): SchemaNode {
  const [path = '', fragment = ''] = ref.split('#');
  let target = file;
  if (path) {
    const parts = file.split('/').slice(0, -1);
    for (const segment of path.split('/')) {
      if (segment === '..') parts.pop();
      else if (segment !== '.') parts.push(segment);
    }
    target = parts.join('/');
  }
  let schema: unknown = files[target];
  for (const token of fragment.split('/').filter(Boolean)) schema = (schema as Record<string, unknown> | undefined)?.[token];
  if (schema === undefined) throw new Error(`schemas/${file}: $ref "${ref}" points nowhere (expected schemas/${target}${fragment ? `#${fragment}` : ''} to exist)`);
  return { schema: schema as SchemaNode['schema'], file: target };
}

/** The node and everything its $ref chain brings in (ajv applies $ref together with its siblings). */
export function refChain(node: SchemaNode, files: SchemaFiles): SchemaNode[] {
  if (typeof node.schema === 'boolean' || typeof node.schema.$ref !== 'string') return [node];
  return [node, ...refChain(resolveRef(node.schema.$ref, node.file, files), files)];
}
