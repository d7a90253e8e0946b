/**
 * A JSON module's type, as TypeScript infers it (resolveJsonModule), is its shape: its keys, its
 * arrays' lengths and each value's kind. A string is `string` whatever it says, so a copy edit keeps
 * the shape and cannot change what the type check finds (npm run check leaves the check out then).
 */
export const jsonShape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(jsonShape)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonShape(item)]))
      : value === null
        ? null
        : typeof value;

/** Whether two JSON texts have the same shape; false when either does not parse. */
export function sameJsonShape(before: string, after: string): boolean {
  try {
    return JSON.stringify(jsonShape(JSON.parse(before))) === JSON.stringify(jsonShape(JSON.parse(after)));
  } catch {
    return false;
  }
}
