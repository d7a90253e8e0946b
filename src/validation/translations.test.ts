// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMarket, loadSchemaFiles } from './files-on-disk';
import { formatProblem } from './problem';
import { checkLanguages, loadCatalogues } from './translations';
import { validateScreens } from './validate-screens';
import type { Catalogue } from '../authoring/translate-texts';
import type { Market } from '../generated/market';

const schemas = loadSchemaFiles();
const market = loadMarket() as unknown as Market;
const screen = (id: string, extra: Record<string, unknown>) => ({ file: `screens/${id}.json`, text: JSON.stringify({ id, title: 'Payment', routes: [`/${id}`], body: [], ...extra }) });
const page = screen('page', {
  query: { due: { description: 'Due date.' } },
  body: [
    { type: 'heading', text: 'Payment' },
    { type: 'paragraph', text: 'Pay before {query.due}' },
    { type: 'text-field', name: 'code', label: 'Code', rules: { required: 'Please enter the code' } },
  ],
});
const legal = screen('legal', { untranslated: 'Legal text: English governs.', body: [{ type: 'paragraph', text: 'Terms' }] });
const catalogue: Catalogue = {
  language: 'fil',
  name: 'Filipino',
  file: 'locales/fil.json',
  texts: { Payment: 'Bayad', 'Pay before {query.due}': 'Magbayad bago ang {query.dew}', Code: 'Code', 'Try again': 'Subukan ulit', 'Old sentence': 'Lumang pangungusap' },
};
const run = { sources: [page, legal], schemas, sessionParams: market.sessionParams, context: [], fragments: [], messages: { retry: 'Try again', back: 'Back' } };
const lines = (complete: boolean) => {
  const english = validateScreens(run.sources, schemas, market.sessionParams);
  return checkLanguages([catalogue], run, english, complete).problems.map(formatProblem);
};

describe('checkLanguages', () => {
  it('names each text and message the catalogue lacks, by file and pointer; an untranslated screen needs none', () => {
    const found = lines(false);
    expect(found).toContain('screens/page.json#/body/2/rules/required: no Filipino for "Please enter the code" (expected an entry "Please enter the code": "…" in locales/fil.json (texts))');
    expect(found).toContain('config/market.json#/messages/back: no Filipino for "Back" (expected an entry "Back": "…" in locales/fil.json (texts))');
    expect(found.some((line) => line.startsWith('screens/legal.json'))).toBe(false);
  });

  it('checks the wording like the English: a misspelt name in it is a problem that says so', () => {
    expect(lines(false)).toContainEqual(expect.stringMatching(/^screens\/page\.json#\/body\/1\/text: .*"dew".*\(in the Filipino wording, locales\/fil\.json\)/));
  });

  it('with every screen checked, an entry no text says is stale', () => {
    expect(lines(false).some((line) => line.includes('Old sentence'))).toBe(false);
    expect(lines(true)).toContain('locales/fil.json#/texts/Old sentence: no screen, fragment or market message says "Old sentence" (expected the English exactly as a text writes it, or remove the entry)');
  });

  it('compiles the screens in the language', () => {
    const english = validateScreens(run.sources, schemas, market.sessionParams);
    const good = { ...catalogue, texts: { ...catalogue.texts, 'Pay before {query.due}': 'Magbayad bago ang {query.due}' } };
    const [filipino] = checkLanguages([good], run, english, true).languages;
    expect(JSON.stringify(filipino!.documents.get('screens/page.json'))).toContain('"Bayad"');
    expect(filipino!.messages).toEqual({ retry: 'Subukan ulit', back: 'Back' });
  });
});

describe('loadCatalogues', () => {
  const root = mkdtempSync(join(tmpdir(), 'catalogues-'));
  mkdirSync(join(root, 'locales'));
  const languages: Market['languages'] = { ...market.languages, choices: [...market.languages.choices, { code: 'ceb', name: 'Cebuano', label: 'Binisaya', tags: ['ceb'], acceptLanguage: 'ceb-PH, en;q=0.8' }] };

  it('a language without its file, a file for another language and an entry that is not a string are problems', () => {
    writeFileSync(join(root, 'locales/fil.json'), JSON.stringify({ language: 'tl', texts: { Next: 'Susunod', Back: 3 } }));
    const found = loadCatalogues({ languages }, schemas, root).problems.map(formatProblem);
    expect(found).toContainEqual(expect.stringMatching(/^locales\/fil\.json#\/texts\/Back: /));
    expect(found).toContain('config/market.json#/languages/choices/2: Cebuano has no catalogue (expected locales/ceb.json, a text catalogue (schemas/catalogue.json))');
  });

  it('reads a good one', () => {
    writeFileSync(join(root, 'locales/fil.json'), JSON.stringify({ language: 'tl', texts: { Next: 'Susunod' } }));
    const loaded = loadCatalogues({ languages: market.languages }, schemas, root);
    expect(loaded.problems.map(formatProblem)).toEqual(['locales/fil.json#/language: "tl" differs from the file name (expected "fil")']);
    expect(loaded.catalogues).toEqual([{ language: 'fil', name: 'Filipino', file: 'locales/fil.json', texts: { Next: 'Susunod' } }]);
  });
});
