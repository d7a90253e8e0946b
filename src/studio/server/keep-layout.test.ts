import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTree, type Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { listFragmentFiles, listScreenFiles, projectRoot } from '../../compiler/1-parse/files-on-disk';
import { keepLayout } from './keep-layout';

const files = [...listScreenFiles(), ...listFragmentFiles(), join(projectRoot, 'locales/fil.json')];
const read = (path: string) => readFileSync(path, 'utf8');

/** Every string value of a parse tree, with its place in the document. */
function stringLeaves(node: Node, path: (string | number)[] = []): { node: Node; path: (string | number)[] }[] {
  if (node.type === 'string') return [{ node, path }];
  if (node.type === 'array') return (node.children ?? []).flatMap((child, i) => stringLeaves(child, [...path, i]));
  if (node.type === 'object') return (node.children ?? []).flatMap((p) => stringLeaves(p.children![1]!, [...path, p.children![0]!.value as string]));
  return [];
}

function setAt(document: unknown, path: (string | number)[], value: unknown): void {
  let node = document as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

describe('keepLayout: a file written back is the edit and nothing else', () => {
  it('writes every screen, fragment and locales/fil.json back byte for byte when nothing changed', () => {
    expect(files.length).toBeGreaterThan(40);
    for (const path of files) expect(keepLayout(read(path), JSON.parse(read(path))), path).toBe(read(path));
  });

  it('changes one text of any file by that text alone, as a hand edit of its characters would', () => {
    for (const path of files) {
      const text = read(path);
      const leaves = stringLeaves(parseTree(text)!);
      // Every tenth text of each file, the first and the last: a few hundred edits, each its own file.
      for (const { node, path: at } of leaves.filter((_, i) => i % 10 === 0 || i === leaves.length - 1)) {
        const document = JSON.parse(text) as unknown;
        // A key written twice is read as its last value: an edit of the earlier one changes nothing.
        if (JSON.stringify(JSON.parse(text.slice(node.offset, node.offset + node.length))) !== JSON.stringify(at.reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], document))) continue;
        setAt(document, at, 'Edited "words"');
        const byHand = `${text.slice(0, node.offset)}"Edited \\"words\\""${text.slice(node.offset + node.length)}`;
        expect(keepLayout(text, document), `${path} at ${at.join('/')}`).toBe(byHand);
      }
    }
  });

  it('keeps the key order and a one-line object on one line when a key is added to it', () => {
    const text = '{\n  "a": { "b": 1 },\n  "c": [1, 2]\n}\n';
    expect(keepLayout(text, { a: { b: 1, d: 'x' }, c: [1, 2] })).toBe('{\n  "a": { "b": 1, "d": "x" },\n  "c": [1, 2]\n}\n');
    expect(keepLayout(text, { c: [2, 1], a: { b: 1 } })).toBe('{\n  "a": { "b": 1 },\n  "c": [2, 1]\n}\n');
  });

  it('inserts, moves, duplicates and deletes a block of /bindBank as typed by hand', () => {
    const path = join(projectRoot, 'screens/bind-bank.json');
    const text = read(path);
    const document = JSON.parse(text) as { body: unknown[] };
    const body = document.body;
    const lenderLine = '    { "type": "fragment", "use": "lender-identity" },\n';
    expect(text).toContain(lenderLine);

    const inserted = structuredClone(document);
    inserted.body.splice(3, 0, { type: 'divider', spacing: 'md' });
    expect(keepLayout(text, inserted)).toBe(text.replace(lenderLine, `    { "type": "divider", "spacing": "md" },\n${lenderLine}`));

    const duplicated = structuredClone(document);
    duplicated.body.splice(3, 0, body[3]);
    expect(keepLayout(text, duplicated)).toBe(text.replace(lenderLine, lenderLine + lenderLine));

    const deleted = structuredClone(document);
    deleted.body.splice(3, 1);
    expect(keepLayout(text, deleted)).toBe(text.replace(lenderLine, ''));

    const moved = structuredClone(document);
    const [block] = moved.body.splice(3, 1);
    moved.body.splice(4, 0, block);
    const capsLine = '    { "type": "fragment", "use": "loan-caps" },\n';
    expect(keepLayout(text, moved)).toBe(text.replace(lenderLine + capsLine, capsLine + lenderLine));
  });

  it('adds a catalogue entry at the end of texts, as the trials and authors add one', () => {
    const path = join(projectRoot, 'locales/fil.json');
    const text = read(path);
    const catalogue = JSON.parse(text) as { texts: Record<string, string> };
    catalogue.texts['Brand new words'] = 'Bagong salita';
    const end = text.lastIndexOf('\n  }\n}');
    expect(keepLayout(text, catalogue)).toBe(`${text.slice(0, end)},\n    "Brand new words": "Bagong salita"${text.slice(end)}`);
  });

  it('lays a new nested value out on one line when it fits, broken when it does not', () => {
    const text = '{\n  "a": 1\n}\n';
    const long = 'x'.repeat(130);
    expect(keepLayout(text, { a: 1, o: { k: 'v' } })).toBe('{\n  "a": 1,\n  "o": { "k": "v" }\n}\n');
    expect(keepLayout(text, { a: 1, o: { k: long } })).toBe(`{\n  "a": 1,\n  "o": {\n    "k": "${long}"\n  }\n}\n`);
  });
});
