// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFile, screenModules } from './screen-modules';
import { allWidgetTypes } from '../widgets/registry';

const root = resolve(import.meta.dirname, '../..');

/** The project files a source file imports with import('…'), as paths from the root. */
function dynamicImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/import\('(\.[^']+)'\)/g)].map((m) => relative(root, resolve(root, file, '..', m[1]!)).split('\\').join('/'));
}

describe('screenModules', () => {
  it('lists the document, the renderer, the widgets, then what only some screens need', () => {
    const screen = { id: 'pay', widgets: ['button', 'text-field'], data: true, form: true };
    expect(screenModules(screen)).toEqual([
      { kind: 'document', screen: 'pay' },
      { kind: 'renderer' },
      { kind: 'widget', type: 'button' },
      { kind: 'widget', type: 'text-field' },
      { kind: 'data-view' },
      { kind: 'form' },
    ]);
    expect(screenModules({ ...screen, widgets: [], data: false, form: false }).map((m) => m.kind)).toEqual(['document', 'renderer']);
  });

  it('names the files the app imports, so the route pages link the chunks the app loads', () => {
    const loaded = [...dynamicImports('src/app/screen-loader.tsx'), ...dynamicImports('src/widgets/registry.ts')].map((path) => path.replace(/\.tsx?$/, ''));
    const files = [{ kind: 'renderer' } as const, { kind: 'data-view' } as const, { kind: 'form' } as const, ...allWidgetTypes.map((type) => ({ kind: 'widget', type }) as const)].map(codeFile);
    for (const file of files) expect(loaded, file).toContain(file.replace(/\.tsx?$/, ''));
  });
});
