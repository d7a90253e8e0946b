// Node-only: reads schemas/ and screens/ from disk for the CLI, the Vite plugin and tests.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { SchemaFiles } from './schema-validator';
import type { ScreenSource } from './parse-json';

export const projectRoot = resolve(import.meta.dirname, '../../..');

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

/**
 * Shared definitions (schemas/replies/common/*.json, issue 16: numberish, flag, displayText…),
 * referred to from reply schemas as "common/<file>.json#/definitions/<name>". They are not reply
 * schemas themselves: the sub-folder keeps them out of listReplySchemas.
 */
export function listCommonReplyDefinitions(root: string): string[] {
  const dir = join(root, 'schemas/replies/common');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function listReplySchemas(root: string): string[] {
  const dir = join(root, 'schemas/replies');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}
