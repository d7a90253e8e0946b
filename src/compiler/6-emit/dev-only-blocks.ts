/**
 * Blocks for the product team's eyes only, whose `when` is `env.devApi` or starts with
 * `env.devApi && …` (the Truth-in-Lending cap flag): a production build never shows them, as
 * env.devApi is false there, so its pages do not carry them either. Each is replaced by an empty
 * block of its type that never shows, so the blocks after it keep their places (a block's pointer
 * is its place, and the build's prerendered page was drawn from the whole document).
 */
const devApiRead = { var: 'env.devApi' };

function isDevApiRead(node: unknown): boolean {
  return typeof node === 'object' && node !== null && JSON.stringify(node) === JSON.stringify(devApiRead);
}

/** The compiled `when` shows its block only where env.devApi is true. */
export function isDevOnlyWhen(when: unknown): boolean {
  if (isDevApiRead(when)) return true;
  const all = typeof when === 'object' && when !== null ? (when as { and?: unknown }).and : undefined;
  return Array.isArray(all) && isDevApiRead(all[0]);
}

export function withoutDevOnlyBlocks<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutDevOnlyBlocks) as T;
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  if (typeof record.type === 'string' && isDevOnlyWhen(record.when)) return { type: record.type, when: false } as T;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, withoutDevOnlyBlocks(value)])) as T;
}
