import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// CONTRACT.md 'Readings chosen': what a borrower reads is English (Filipino to come); SPEC's
// Chinese and Indonesian texts (请正确输入手机号！, 'Silakan pilih' …) are kept only in $comment, as
// the record of what each message says.

const screens = join(import.meta.dirname, '../../screens');

/** Every string of a screen document except its editors' notes. */
function shownStrings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(shownStrings);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$comment' ? [] : shownStrings(value)));
}

describe('the language a borrower reads', () => {
  it('no Chinese or Indonesian text outside $comment in the screens and fragments', () => {
    // Fragments too: their texts show in every screen that uses them.
    const files = [...readdirSync(screens).map((name) => name), ...readdirSync(join(screens, 'fragments')).map((name) => `fragments/${name}`)];
    const foreign = files
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) =>
        shownStrings(JSON.parse(readFileSync(join(screens, name), 'utf8')))
          .filter((text) => /[\u4e00-\u9fff]|Silakan/.test(text))
          .map((text) => `${name}: ${text}`),
      );
    expect(foreign).toEqual([]);
  });

  it("no Chinese text in the dev API's replies (a stand-in for the server)", () => {
    const dir = join(import.meta.dirname, '../../src/dev-api');
    const texts = readdirSync(dir)
      .filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'))
      .flatMap((name) =>
        readFileSync(join(dir, name), 'utf8')
          .split('\n')
          // Comments may quote SPEC's originals.
          .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /[\u4e00-\u9fff]/.test(line))
          .map((line) => `${name}: ${line.trim()}`),
      );
    expect(texts).toEqual([]);
  });
});
