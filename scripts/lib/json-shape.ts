/**
 * A JSON module's type, as TypeScript infers it (resolveJsonModule), is its shape: its keys, and
 * each value's kind. A string is `string` whatever it says, so a copy edit keeps the shape and cannot
 * change what the type check finds (npm run check leaves the check out then). TypeScript types a
 * JSON array as an array of the union of its items' types, never as a tuple, and a union is a set:
 * neither the order nor the number of items of one shape can change it (a screen's body given one
 * more paragraph, when it has a paragraph of that shape already, keeps its type); nor can the order
 * of an object's keys.
 */
export function jsonShape(value: unknown): string {
  if (Array.isArray(value)) return `[${[...new Set(value.map(jsonShape))].sort().join('|')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonShape(item)}`)
      .sort()
      .join(',')}}`;
  return value === null ? 'null' : typeof value;
}

/** Whether two JSON texts have the same shape; false when either does not parse. */
export function sameJsonShape(before: string, after: string): boolean {
  try {
    return jsonShape(JSON.parse(before)) === jsonShape(JSON.parse(after));
  } catch {
    return false;
  }
}
