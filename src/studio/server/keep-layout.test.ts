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

  it('inserts, moves, duplicates and deletes a block as typed by hand', () => {
    // A screen laid out as the files are (a long block broken over lines, short ones one a line, a
    // short list on one line), written here: a product person's edit of a real screen (a block put
    // first, a text reworded, the file laid out anew) must not move what this test edits.
    const lines = {
      paragraph: ['    {', '      "type": "paragraph",', '      "text": "Words long enough for the files to break this block over lines.",', '      "tone": "muted"', '    },', ''].join('\n'),
      first: '    { "type": "fragment", "use": "first" },\n',
      second: '    { "type": "fragment", "use": "second" },\n',
      last: '    { "type": "fragment", "use": "last" }\n',
    };
    const text = `{\n  "id": "layout",\n  "body": [\n${lines.paragraph}${lines.first}${lines.second}${lines.last}  ],\n  "footer": [{ "type": "button", "label": "Next" }]\n}\n`;
    const document = JSON.parse(text) as { body: unknown[]; footer: unknown[] };
    const divider = { type: 'divider', spacing: 'md' };

    const inserted = structuredClone(document);
    inserted.body.splice(1, 0, divider);
    expect(keepLayout(text, inserted)).toBe(text.replace(lines.first, `    { "type": "divider", "spacing": "md" },\n${lines.first}`));

    const duplicated = structuredClone(document);
    duplicated.body.splice(1, 0, document.body[1]);
    expect(keepLayout(text, duplicated)).toBe(text.replace(lines.first, lines.first + lines.first));

    const deleted = structuredClone(document);
    deleted.body.splice(1, 1);
    expect(keepLayout(text, deleted)).toBe(text.replace(lines.first, ''));

    const moved = structuredClone(document);
    moved.body.splice(2, 0, ...moved.body.splice(1, 1));
    expect(keepLayout(text, moved)).toBe(text.replace(lines.first + lines.second, lines.second + lines.first));

    // The broken block moved, and a block added after the last and in a list kept on one line.
    const movedBroken = structuredClone(document);
    movedBroken.body.push(movedBroken.body.shift());
    expect(keepLayout(text, movedBroken)).toBe(text.replace(lines.paragraph, '').replace(lines.last, `${lines.last.slice(0, -1)},\n${lines.paragraph.slice(0, -3)}}\n`));
    const appended = structuredClone(document);
    appended.body.push(divider);
    appended.footer.push(divider);
    expect(keepLayout(text, appended)).toBe(
      text.replace(lines.last, `${lines.last.slice(0, -1)},\n    { "type": "divider", "spacing": "md" }\n`).replace('"label": "Next" }]', '"label": "Next" }, { "type": "divider", "spacing": "md" }]'),
    );
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
