// The names an expression of a screen can read, for the properties panel to complete: each data
// source's reply fields (data.<source>.… from the `data` of its endpoint's reply schema in
// schemas/replies/) and the screen's query values. Read from the schemas, as the compiler reads them.
import { resolved, type Schema, type SchemaFiles } from './block-schemas';

const depth = 4;

function fieldPaths(files: SchemaFiles, file: string, written: Schema, prefix: string, level: number): string[] {
  const { schema, file: at } = resolved(files, file, written);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  if (level >= depth) return [];
  return Object.entries(properties).flatMap(([name, property]) => {
    const path = `${prefix}.${name}`;
    return [path, ...fieldPaths(files, at, property, path, level + 1)];
  });
}

/** Every data path and query value a screen's expressions can read, sorted: from its data, endpoints and query alone. */
export function dataPaths(document: { data?: unknown; endpoints?: unknown; query?: unknown }, files: SchemaFiles): string[] {
  const endpoints = (document.endpoints ?? {}) as Record<string, { reply?: unknown }>;
  const sources = Object.entries((document.data ?? {}) as Record<string, { endpoint?: unknown }>);
  const fromReplies = sources.flatMap(([name, source]) => {
    const reply = typeof source.endpoint === 'string' ? endpoints[source.endpoint]?.reply : undefined;
    const file = `replies/${String(reply)}.json`;
    const data = (files[file]?.properties as Record<string, Schema> | undefined)?.data;
    return data ? [`data.${name}`, ...fieldPaths(files, file, data, `data.${name}`, 0)] : [`data.${name}`];
  });
  const fromQuery = Object.keys((document.query ?? {}) as object).map((name) => `query.${name}`);
  return [...new Set([...fromReplies, ...fromQuery])].sort();
}
