// When npm run check runs the type check: it reads TypeScript and the JSON files TypeScript imports
// (config/market.json, a test's screen), so a change to any other file (a screen no TypeScript
// imports, the catalogue, a contract fixture, a doc) cannot change its result, nor can an imported
// JSON file whose shape, the type TypeScript gives it (./json-shape.ts), stayed the same.
import { dirname, join, normalize } from 'node:path';

/** A file TypeScript reads as code, or its configuration. */
const typeScriptSource = (file: string) => /\.(tsx?|mts|cts)$/.test(file) || /(^|\/)tsconfig[^/]*\.json$/.test(file);

/** The JSON files a TypeScript file imports (static, re-exported or dynamic), relative to the project root as `file` is. */
export function jsonImports(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+\.json)['"]/g)].map(([, specifier]) => specifier!);
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)).split('\\').join('/'));
}

/**
 * Whether the type check must run for these changed files: always when nothing changed (the whole
 * project is what is checked), when TypeScript or its configuration changed, or when a JSON file
 * TypeScript imports changed its shape (`keepsShape` is false for a new, deleted or broken one).
 */
export function typeCheckNeeded(changed: readonly string[], imported: ReadonlySet<string>, keepsShape: (file: string) => boolean): boolean {
  if (!changed.length) return true;
  if (changed.some(typeScriptSource)) return true;
  return changed.some((file) => file.endsWith('.json') && imported.has(file) && !keepsShape(file));
}
