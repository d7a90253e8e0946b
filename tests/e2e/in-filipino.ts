import fil from '../../locales/fil.json';
import { templateKey, wordingTemplate } from '../../src/authoring/catalogue-keys';

const texts = fil.texts as Record<string, string>;

/**
 * The Filipino of an English text as locales/fil.json has it, a template's placeholders given back
 * as the English writes them ("Reference no. {item.id}" → "Reference No. {item.id}"); a text it
 * lacks fails the test that asks, naming the key.
 */
export function inFilipino(english: string): string {
  const keyed = templateKey(english) ?? { key: english, values: [] };
  const wording = texts[keyed.key];
  if (!wording) throw new Error(`locales/fil.json has no "${keyed.key}" (the key of "${english}")`);
  return keyed.values.length ? wordingTemplate(wording, keyed.values) : wording;
}

/**
 * The text of the first block of `type` in a screen document, depth first: tests find what a page
 * shows by what its JSON says, so a product person's copy edit keeps them green.
 */
export function firstBlockText(document: unknown, type: string): string {
  const found = (node: unknown): string | undefined => {
    if (Array.isArray(node)) {
      for (const item of node) {
        const text = found(item);
        if (text !== undefined) return text;
      }
      return undefined;
    }
    if (typeof node !== 'object' || node === null) return undefined;
    const block = node as Record<string, unknown>;
    if (block.type === type && typeof block.text === 'string') return block.text;
    return found(Object.values(block));
  };
  const text = found((document as { body?: unknown }).body);
  if (text === undefined) throw new Error(`the screen has no ${type} block with a text`);
  return text;
}
