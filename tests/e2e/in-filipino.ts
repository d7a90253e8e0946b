import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import market from '../../config/market.json' with { type: 'json' };
import { templateKey, wordingTemplate } from '../../src/compiler/2-translate/catalogue-keys';
import { needsTranslation } from '../../src/compiler/2-translate/translate-texts';

// Read, not imported: an imported JSON is typed key by key, so each catalogue edit made the type
// check read it again (npm run check leaves the check out when no imported JSON changes shape).
const texts = (JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/fil.json'), 'utf8')) as { texts: Record<string, string> }).texts;

/**
 * The Filipino of an English text as locales/fil.json has it, a template's placeholders given back
 * as the English writes them ("Reference no. {item.id}" → "Reference No. {item.id}"); a text it
 * lacks fails the test that asks, naming the key.
 */
export function inFilipino(english: string): string {
  const keyed = templateKey(english) ?? { key: english, values: [] };
  const wording = texts[keyed.key];
  // A text of values alone (the lender card's name and numbers) reads the same in every language, unless
  // the catalogue gives it another (a picture's address: tip.svg → tip.fil.svg).
  if (!wording && !needsTranslation(english)) return english;
  if (!wording) throw new Error(`locales/fil.json has no "${keyed.key}" (the key of "${english}")`);
  return keyed.values.length ? wordingTemplate(wording, keyed.values) : wording;
}

/** A route's address in `language`: its lang query value, in the hash's query for the landing's hash routes; the default language's address as it is. */
export function addressIn(path: string, language: string): string {
  if (language === market.languages.default) return path;
  const [page = '', hash] = path.split('#');
  const add = (address: string) => `${address}${address.includes('?') ? '&' : '?'}lang=${language}`;
  return hash === undefined ? add(page) : `${page}#${add(hash)}`;
}
