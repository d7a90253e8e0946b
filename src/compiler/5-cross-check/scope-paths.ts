import market from '../../../config/market.json' with { type: 'json' };

// Names inside the scopes whose contents are fixed, so a misspelt read is reported instead of
// quietly reading null: env is what the renderer measures (src/renderer/screen-env.ts), market is
// config/market.json.
export { envKeys } from '../../renderer/screen-env.ts';

/** The problem with reading market.<path>, or null when config/market.json has that value. */
export function marketPathProblem(path: string[]): { missing: string; known: string[] } | null {
  let node: unknown = market;
  for (const [i, key] of path.entries()) {
    if (typeof node !== 'object' || node === null) return null;
    // Lists are read by index or length; their items are not checked.
    if (Array.isArray(node)) return null;
    if (!(key in node)) return { missing: ['market', ...path.slice(0, i + 1)].join('.'), known: Object.keys(node).filter((k) => k !== '$schema' && k !== '$comment') };
    node = (node as Record<string, unknown>)[key];
  }
  return null;
}

/** The value of a "market:<key>" pattern reference, or undefined when market.json has no such string. */
export function marketPattern(key: string): string | undefined {
  const value = (market as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

export const marketKeys: readonly string[] = Object.keys(market).filter((k) => !k.startsWith('$'));

export const marketStringKeys = (): string[] => Object.entries(market).filter(([k, v]) => typeof v === 'string' && !k.startsWith('$')).map(([k]) => k);
