import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameJsonShape } from './json-shape';
import { jsonImports, typeCheckNeeded } from './type-check-rule';

const imported = new Set(['screens/bind-bank.json', 'config/market.json']);
const bindBank = readFileSync(join(import.meta.dirname, '../../screens/bind-bank.json'), 'utf8');
/** bind-bank.json as an edit left it, its shape compared with the file as it is. */
const keepsShapeAfter = (edit: (screen: { title: string; body: unknown[] }) => void) => () => {
  const screen = JSON.parse(bindBank) as { title: string; body: unknown[] };
  edit(screen);
  return sameJsonShape(bindBank, JSON.stringify(screen));
};

describe('typeCheckNeeded', () => {
  it('leaves the type check out for a copy edit, a new screen with its catalogue entries and contract fixtures, and a block added that the body has one of already', () => {
    expect(typeCheckNeeded(['screens/bind-bank.json', 'locales/fil.json'], imported, keepsShapeAfter((s) => (s.title = 'Where we send your loan')))).toBe(false);
    expect(typeCheckNeeded(['screens/contact-info.json', 'locales/fil.json', 'tests/contract/replies/v3-x.json', 'schemas/replies/x.json', 'docs/new-screen.md'], imported, () => false)).toBe(false);
    const paragraph = (JSON.parse(bindBank) as { body: { type: string }[] }).body.find((block) => block.type === 'paragraph');
    expect(typeCheckNeeded(['screens/bind-bank.json'], imported, keepsShapeAfter((s) => s.body.unshift({ ...paragraph, text: 'A notice first' })))).toBe(false);
  });

  it('runs it when nothing changed, when TypeScript or a tsconfig changed, or an imported JSON file changed its shape (or is new or gone)', () => {
    expect(typeCheckNeeded([], imported, () => true)).toBe(true);
    expect(typeCheckNeeded(['screens/bind-bank.json', 'src/app.tsx'], imported, () => true)).toBe(true);
    expect(typeCheckNeeded(['tsconfig.json'], imported, () => true)).toBe(true);
    expect(typeCheckNeeded(['screens/bind-bank.json'], imported, keepsShapeAfter((s) => s.body.unshift({ type: 'notice', level: 2 })))).toBe(true);
    expect(typeCheckNeeded(['config/market.json'], imported, () => false)).toBe(true);
  });
});

describe('jsonImports', () => {
  it('finds static, re-exported and dynamic imports of JSON, relative to the project root', () => {
    const text = [
      "import market from '../../config/market.json' with { type: 'json' };",
      "export { default as cases } from './cases/base.json';",
      "const screen = await import('../../screens/bind-bank.json');",
      "import './style.css';",
      "import { x } from './x';",
    ].join('\n');
    expect(jsonImports('src/a/b.ts', text)).toEqual(['config/market.json', 'src/a/cases/base.json', 'screens/bind-bank.json']);
    expect(jsonImports('vite.config.ts', "import market from './config/market.json' with { type: 'json' };")).toEqual(['config/market.json']);
  });
});
