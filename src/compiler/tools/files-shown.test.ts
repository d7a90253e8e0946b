import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesShown } from './files-shown';

let root: string;
const write = (path: string, document: unknown) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(document));
};
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('filesShown', () => {
  it('follows fragments through fragments and included screens, each once, leaving out a name with no file', () => {
    root = mkdtempSync(join(tmpdir(), 'files-shown-'));
    write('screens/main.json', {
      id: 'main',
      blocks: [
        { type: 'fragment', use: 'header' },
        { type: 'include', screen: 'part' },
        { type: 'fragment', use: 'missing' },
        { type: 'fragment', use: 'header' },
      ],
    });
    write('screens/part.json', { id: 'part', blocks: [{ type: 'fragment', use: 'footer' }] });
    write('screens/unrelated.json', { id: 'unrelated', blocks: [] });
    write('screens/fragments/header.json', { blocks: [{ type: 'fragment', use: 'logo' }] });
    write('screens/fragments/logo.json', { blocks: [] });
    write('screens/fragments/footer.json', { blocks: [] });
    expect(filesShown(root, join(root, 'screens/main.json')).map((path) => path.slice(root.length + 1))).toEqual([
      'screens/main.json',
      'screens/fragments/header.json',
      'screens/fragments/logo.json',
      'screens/part.json',
      'screens/fragments/footer.json',
    ]);
  });
});
