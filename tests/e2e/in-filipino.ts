import fil from '../../locales/fil.json';
import { templateKey, wordingTemplate } from '../../src/compiler/2-translate/catalogue-keys';

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
