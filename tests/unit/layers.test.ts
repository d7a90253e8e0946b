// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering of STYLE.md, held by a test: core folders import no React; actions never import
// the renderer; the renderer reaches widgets only through the registry.
const src = join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function imports(path: string): string[] {
  return [...readFileSync(path, 'utf8').matchAll(/^\s*import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

function offenders(folder: string, forbidden: (spec: string) => boolean): string[] {
  return sources(join(src, folder)).flatMap((path) => imports(path).filter(forbidden).map((spec) => `${relative(src, path)} imports ${spec}`));
}

describe('layers', () => {
  it.each(['api', 'bridge', 'expressions', 'validation', 'lib', 'dev-api'])('src/%s imports no React', (folder) => {
    expect(offenders(folder, (s) => s === 'react' || s.startsWith('react-') || s.startsWith('@mantine') || s.startsWith('@tanstack/react'))).toEqual([]);
  });

  it('actions never import the renderer or widgets', () => {
    expect(offenders('actions', (s) => s.includes('/renderer') || s.includes('/widgets'))).toEqual([]);
  });

  it('the renderer reaches widgets only through the registry', () => {
    expect(offenders('renderer', (s) => s.includes('/widgets/') && !s.endsWith('/widgets/registry'))).toEqual([]);
  });

  it('nothing outside the app entry imports the dev API', () => {
    const all = ['actions', 'api', 'bridge', 'expressions', 'lib', 'renderer', 'widgets', 'validation'].flatMap((f) => offenders(f, (s) => s.includes('dev-api')));
    expect(all).toEqual([]);
  });
});
