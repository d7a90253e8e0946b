// A value at a dotted name in nested records ("bank.account", "items.0.name"), as react-hook-form
// names its fields. Ours, so that a field's code does not bring react-hook-form with it: only a
// screen with fields loads the form library (src/renderer/screen-form.ts).

const segmentsOf = (path: string) => path.split('.');
/** What a missing step holds: a list when the step after it is a number. */
const containerFor = (nextSegment: string) => (/^\d+$/.test(nextSegment) ? [] : {});

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
    if (typeof next !== 'object' || next === null) node[segment] = containerFor(segments[index + 1]!);
    node = node[segment] as Record<string, unknown>;
  });
  node[segments.at(-1)!] = value;
}

/** `root` with `value` at `path`: the records (or lists) on the way copied, `root` and what it holds left as they were. */
export function withPath(root: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = segmentsOf(path);
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string, unknown>;
  if (!rest.length) {
    copy[head] = value;
    return copy;
  }
  const next = copy[head];
  const child = typeof next === 'object' && next !== null ? next : containerFor(rest[0]!);
  copy[head] = withPath(child as Record<string, unknown>, rest.join('.'), value);
  return copy;
}
