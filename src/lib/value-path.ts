// A value at a dotted name in nested records ("bank.account", "items.0.name"), as react-hook-form
// names its fields. Ours, so that a field's code does not bring react-hook-form with it: only a
// screen with fields loads the form library (src/renderer/screen-form.ts).

const segmentsOf = (path: string) => path.split('.');

/** The value at `path`, or undefined when any step on the way is missing. */
export function getPath(root: unknown, path: string): unknown {
  let node = root;
  for (const segment of segmentsOf(path)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Puts `value` at `path`, making the records (or lists, for a numeric next step) on the way. */
export function setPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const segments = segmentsOf(path);
  let node: Record<string, unknown> = root;
  segments.slice(0, -1).forEach((segment, index) => {
    const next = node[segment];
    if (typeof next !== 'object' || next === null) node[segment] = /^\d+$/.test(segments[index + 1]!) ? [] : {};
    node = node[segment] as Record<string, unknown>;
  });
  node[segments.at(-1)!] = value;
}
