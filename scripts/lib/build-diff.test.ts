// @vitest-environment node
// npm run build:diff's arithmetic: which files a returning borrower downloads again, and how many bytes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetFiles, compareBuilds, copyEditChunks, downloadedAgain, judge, renamedAlong, type AssetFile } from './build-diff';

const file = (name: string, sent: number, digest = name): AssetFile => ({ name: `assets/${name}`, digest, sent, encoding: 'br' });

const before = [file('main-a.js', 1200), file('faq-a.js', 500), file('create-app-services-a.js', 90_000), file('logo-a.svg', 800)];
const after = [file('main-b.js', 1250), file('faq-b.js', 510), file('create-app-services-a.js', 90_000), file('logo-a.svg', 800)];

describe('compareBuilds', () => {
  it('counts a renamed file as new, and a kept name with its bytes as nothing', () => {
    const changes = compareBuilds(before, after);
    expect(changes.added.map((f) => f.name)).toEqual(['assets/main-b.js', 'assets/faq-b.js']);
    expect(changes.rewritten).toEqual([]);
    expect(changes.removed).toEqual(['assets/main-a.js', 'assets/faq-a.js']);
    expect(downloadedAgain(changes)).toBe(1760);
  });

  it('finds a name that came back with other bytes, and counts it downloaded', () => {
    const changes = compareBuilds(before, [...before.slice(0, 3), file('logo-a.svg', 820, 'other bytes')]);
    expect(changes.added).toEqual([]);
    expect(changes.rewritten.map((f) => f.name)).toEqual(['assets/logo-a.svg']);
    expect(downloadedAgain(changes)).toBe(820);
  });

  it('finds nothing between a build and itself', () => {
    const changes = compareBuilds(before, before);
    expect([changes.added, changes.rewritten, changes.removed]).toEqual([[], [], []]);
  });
});

describe('renamedAlong', () => {
  it("names the files a copy edit renamed besides the screen's chunks, the manifest and the entry", () => {
    const later = [file('faq-b.js', 500), file('faq-c.js', 400), file('_virtual_screens-b.js', 2200), file('main-b.js', 1200), file('create-app-services-b.js', 90_000), file('faq-a.js', 500)];
    expect(renamedAlong(compareBuilds(before, later), copyEditChunks('screens/faq.json')).map((f) => f.name)).toEqual(['assets/create-app-services-b.js']);
    expect(renamedAlong(compareBuilds(before, later.slice(0, 4)), copyEditChunks('screens/faq.json'))).toEqual([]);
  });
});

describe('judge', () => {
  it('passes at the ceiling and fails a byte over it, naming the edit and the fix', () => {
    const changes = compareBuilds(before, after);
    expect(judge('screens/faq.json', changes, 1760, 'the fix').ok).toBe(true);
    const over = judge('screens/faq.json', changes, 1759, 'the fix');
    expect(over.ok).toBe(false);
    expect(over.lines.at(-1)).toBe('  screens/faq.json: over the ceiling. the fix');
    expect(over.summary).toBe('screens/faq.json: 2 file(s), 1.8 kB (ceiling 1.8 kB) FAILED');
  });

  it('fails a rewritten name however small', () => {
    const verdict = judge('no edit', compareBuilds(before, [...before.slice(0, 3), file('logo-a.svg', 800, 'other bytes')]), 10_000, 'the fix');
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join('\n')).toContain('assets/logo-a.svg: the same name with other bytes');
  });

  it('lists each file with its bytes', () => {
    expect(judge('e', compareBuilds(before, after), 10_000, '').lines.slice(0, 2)).toEqual(['  assets/main-b.js    1.3 kB br', '  assets/faq-b.js     0.5 kB br']);
  });
});

describe('assetFiles', () => {
  const dist = mkdtempSync(join(tmpdir(), 'build-diff-test-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the .br a browser gets, else the .gz, else the file as it is', () => {
    mkdirSync(join(dist, 'assets'));
    const write = (name: string, bytes: number) => writeFileSync(join(dist, 'assets', name), 'x'.repeat(bytes));
    write('a.js', 3000);
    write('a.js.br', 700);
    write('a.js.gz', 900);
    write('b.css', 2000);
    write('b.css.gz', 600);
    write('c.js', 400);
    expect(assetFiles(dist).map(({ name, sent, encoding }) => [name, sent, encoding])).toEqual([
      ['assets/a.js', 700, 'br'],
      ['assets/b.css', 600, 'gzip'],
      ['assets/c.js', 400, 'none'],
    ]);
  });

  it('says what is missing when there is no build', () => expect(() => assetFiles(join(dist, 'nothing'))).toThrow(/nothing\/assets: no assets folder \(expected a finished vite build there\)/));
});
