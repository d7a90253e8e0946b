// Node-only: reads schemas/ and screens/ from disk for the CLI, the Vite plugin and tests.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { SchemaFiles } from './schema-validator';
import type { ScreenSource } from './validate-screens';

export const projectRoot = resolve(import.meta.dirname, '../..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.json') ? [path] : [];
  });
}

export function loadSchemaFiles(root = projectRoot): SchemaFiles {
  const dir = join(root, 'schemas');
  const files: SchemaFiles = {};
  for (const path of walk(dir)) files[relative(dir, path).split('\\').join('/')] = JSON.parse(readFileSync(path, 'utf8')) as object;
  return files;
}

/** Screen files: screens/*.json (one level; sub-folders are not screens). */
export function listScreenFiles(root = projectRoot): string[] {
  const dir = join(root, 'screens');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** Fragment files: screens/fragments/*.json (parts several screens share; see schemas/fragment.json). */
export function listFragmentFiles(root = projectRoot): string[] {
  const dir = join(root, 'screens', 'fragments');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

export function readScreenSource(path: string, root = projectRoot): ScreenSource {
  return { file: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') };
}

export function loadMarket(root = projectRoot): { sessionParams: string[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, 'config/market.json'), 'utf8')) as { sessionParams: string[] };
}
