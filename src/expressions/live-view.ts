/**
 * Live views: scope objects that read through to their source instead of holding a copy (the
 * form's values, src/renderer/live-form-values.ts). An expression that returns one whole (e.g.
 * `{"var": "form"}`) gets a plain copy, so a view never ends up stored in the form or sent.
 */
const views = new WeakSet<object>();

export function markLiveView<T extends object>(view: T): T {
  views.add(view);
  return view;
}

const isView = (value: unknown): value is object => typeof value === 'object' && value !== null && views.has(value);

/** The value with any live view in it, or directly under it (`{"var": ""}` is the whole scope), copied. */
export function materialize(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (views.has(value)) return { ...value };
  if (Array.isArray(value)) return value.some(isView) ? value.map(materialize) : value;
  const entries = Object.entries(value);
  return entries.some(([, child]) => isView(child)) ? Object.fromEntries(entries.map(([key, child]) => [key, materialize(child)])) : value;
}
