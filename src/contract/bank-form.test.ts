// @vitest-environment node
// check: reads the project documents
// The bank form's contract (issue 42): what schemas/replies/card-init.json tells the backend of each
// field item is what screens/bind-bank.json's server-fields block does with it, kind by kind.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed documents, read by path
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const findBlock = (node: unknown): Json | undefined => {
  if (Array.isArray(node)) return node.map(findBlock).find(Boolean);
  if (!node || typeof node !== 'object') return undefined;
  const block = node as Json;
  return block.type === 'server-fields' ? block : Object.values(block).map(findBlock).find(Boolean);
};
const block = findBlock(read('screens/bind-bank.json'))!;
const item = read('schemas/replies/card-init.json').properties.data.properties.items.items as Json;
const named = (anyOf: Json[]) => anyOf.find((branch) => branch.enum)?.enum as string[];

describe('the bank form contract of card-init', () => {
  it('reads the items bind-bank draws, by the keys its map names', () => {
    expect(block.items).toBe('data.init.items');
    for (const key of [block.map.name, block.map.kind, block.map.options, block.map.format, 'cardTypeMi']) expect(item.properties, key).toHaveProperty([key]);
  });

  it('names every kind of field (cate) the screen draws, and lets any other through as a field left out', () => {
    // Examples, not an enum: a kind outside them is still a string the page accepts (and leaves out), and a
    // number gets the plain "expected string" a product person can act on.
    expect([...item.properties[block.map.kind].examples].sort()).toEqual(Object.keys(block.kinds).sort());
    expect(item.properties[block.map.kind].type).toBe('string');
  });

  it('names every inputType a text field reads', () => {
    expect(named(item.properties[block.map.format].anyOf).sort()).toEqual(Object.keys(block.formats).sort());
  });

  it('gives an option the key the picker shows and sends', () => {
    const option = item.properties[block.map.options].anyOf.find((b: Json) => b.type === 'array').items;
    expect(block.map.optionLabel).toBe(block.map.optionValue);
    expect(Object.keys(option.properties)).toContain(block.map.optionValue);
  });

  it('states the visibility rule the screen applies', () => {
    expect(block.itemWhen).toBe('item.cardTypeMi == 0 || item.cardTypeMi == form.cardType');
    expect(item.properties.cardTypeMi.description).toMatch(/0 on both tabs, else only on the tab whose cardType equals it/);
  });
});
