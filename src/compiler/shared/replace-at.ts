// The writing half of the JSON pointers that src/lib/problem.ts valueAt reads: stage 2 puts a
// language's wording, stage 3 the compiled expression, at the places the schema check found.

function tokens(pointer: string): string[] {
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Puts `value` at `pointer` inside `document` (changing it). */
export function replaceAt(document: unknown, pointer: string, value: unknown): unknown {
  if (pointer === '') return value;
  const path = tokens(pointer);
  const last = path.pop()!;
  let node = document as Record<string, unknown>;
  for (const token of path) node = node[token] as Record<string, unknown>;
  node[last] = value;
  return document;
}
