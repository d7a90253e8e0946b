// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from './1-parse/files-on-disk';
import { templateKey } from './2-translate/catalogue-keys';
import { formatProblem } from '../lib/problem';
import { checkLanguages } from './compile-languages';
import { loadCatalogues } from './1-parse/catalogues';
import { parseScreens, validateScreens } from './compile-screens';
import type { Catalogue } from './1-parse/catalogues';
import type { Market } from '../generated/market';

const schemas = loadSchemaFiles();
const market = loadMarket() as unknown as Market;
const screen = (id: string, extra: Record<string, unknown>) => ({ file: `screens/${id}.json`, text: JSON.stringify({ id, title: 'Payment', routes: [`/${id}`], body: [], ...extra }) });
const page = screen('page', {
  query: { due: { description: 'Due date.' }, note: { description: 'A note.' } },
  body: [
    { type: 'heading', text: 'Payment' },
    { type: 'paragraph', text: "{coalesce(query.note, 'No note')}" },
    { type: 'text-field', name: 'code', label: 'Code', rules: { required: 'Please enter the code' } },
  ],
});
const legal = screen('legal', { untranslated: 'Legal text: English governs.', body: [{ type: 'paragraph', text: 'Terms' }] });
const catalogue: Catalogue = {
  language: 'fil',
  name: 'Filipino',
  file: 'locales/fil.json',
  texts: { Payment: 'Bayad', "{coalesce(query.note, 'No note')}": "{coalesce(query.nte, 'Walang note')}", Code: 'Code', 'Try again': 'Subukan ulit', 'Old sentence': 'Lumang pangungusap' },
};
const sources = [page, legal];
const run = { parsed: parseScreens(sources, schemas), sessionParams: market.sessionParams, messages: { retry: 'Try again', back: 'Back' } };
const lines = (complete: boolean) => {
  const english = validateScreens(sources, schemas, market.sessionParams);
  return checkLanguages([catalogue], run, english, complete).problems.map(formatProblem);
};

describe('checkLanguages', () => {
  it('names each text and message the catalogue lacks, by file and pointer; an untranslated screen needs none', () => {
    const found = lines(false);
    expect(found).toContain('screens/page.json#/body/2/rules/required: no Filipino for "Please enter the code" (expected an entry "Please enter the code": "…" in locales/fil.json (texts))');
    expect(found).toContain('config/market.json#/messages/back: no Filipino for "Back" (expected an entry "Back": "…" in locales/fil.json (texts))');
    expect(found.some((line) => line.startsWith('screens/legal.json'))).toBe(false);
  });

  it('asks no entry for the texts of an untranslated fragment, on any screen that uses it; a translated fragment needs them', () => {
    const fragment = (id: string, extra: Record<string, unknown>) => ({ file: `screens/fragments/${id}.json`, text: JSON.stringify({ id, blocks: [{ type: 'paragraph', text: `Words of ${id}` }], ...extra }) });
    const fragments = [fragment('terms', { untranslated: 'Legal text: English governs.' }), fragment('about', {})];
    const site = screen('site', { body: [{ type: 'heading', text: 'Payment' }, { type: 'fragment', use: 'terms' }, { type: 'fragment', use: 'about' }] });
    const english = validateScreens([site], schemas, market.sessionParams, [], fragments);
    expect(english).toEqual([]);
    const found = checkLanguages([catalogue], { ...run, parsed: parseScreens([site], schemas, [], fragments) }, english, false).problems.map(formatProblem);
    expect(found.filter((line) => line.startsWith('screens/fragments/'))).toEqual([
      'screens/fragments/about.json#/blocks/0/text: no Filipino for "Words of about" (expected an entry "Words of about": "…" in locales/fil.json (texts))',
    ]);
  });

  it('checks a server field override’s required message (shown at ?lang=fil)', () => {
    // The bank form's server fields, one code's required message overridden: read from the screen, so only the override is made up here.
    const bindBank = JSON.parse(readScreenSource(join(projectRoot, 'screens/bind-bank.json')).text) as Record<string, unknown>;
    const serverFields = JSON.stringify(bindBank).match(/\{"type":"server-fields".*?"kinds":\{[^}]*\}/)![0];
    const block = { ...JSON.parse(`${serverFields}}`), overrides: { bankAccount: { required: 'Type the account number' } } } as Record<string, unknown>;
    const form = screen('form', { data: bindBank.data, endpoints: bindBank.endpoints, body: [block] });
    const found = checkLanguages([catalogue], { ...run, parsed: parseScreens([form], schemas) }, validateScreens([form], schemas, market.sessionParams), false).problems.map(formatProblem);
    expect(found).toContainEqual(expect.stringMatching(/^screens\/form\.json#\/body\/0\/overrides\/bankAccount\/required: no Filipino for "Type the account number"/));
  });

  it('checks the wording like the English: a misspelt name in it is a problem that says so', () => {
    expect(lines(false)).toContainEqual(expect.stringMatching(/^screens\/page\.json#\/body\/1\/text: .*"nte".*\(in the Filipino wording, locales\/fil\.json\)/));
  });

  it('with every screen checked, an entry no text says is stale', () => {
    expect(lines(false).some((line) => line.includes('Old sentence'))).toBe(false);
    expect(lines(true)).toContain('locales/fil.json#/texts/Old sentence: no screen, fragment or market message says "Old sentence" (expected the English as a text writes it, its value placeholders numbered {1}, {2}, … in the order written (src/compiler/2-translate/catalogue-keys.ts), or remove the entry)');
  });

  // What the validator prints for one typo: the English problems, then the language's (issue 43).
  const typoLines = (typoed: { file: string; text: string }) => {
    const parsed = parseScreens([typoed, legal], schemas);
    const english = validateScreens([typoed, legal], schemas, market.sessionParams);
    return [...english.map(formatProblem), ...checkLanguages([catalogue], { ...run, parsed }, english, true).problems.map(formatProblem)];
  };

  it('reports a block type typo once, at the screen, with no advice to remove the entries its texts use', () => {
    const found = typoLines(screen('page', { body: [{ type: 'headin', text: 'Payment' }, { type: 'text-field', name: 'code', label: 'Code' }] }));
    expect(found.filter((line) => line.startsWith('screens/page.json#/body/0/type: unknown block type "headin"'))).toHaveLength(1);
    expect(found.filter((line) => line.startsWith('locales/fil.json'))).toEqual([]);
  });

  it('reports an expression typo in a text once, at the screen, not again at its entry', () => {
    const reference: Catalogue = { ...catalogue, texts: { ...catalogue.texts, 'Reference no. {1}': 'Sanggunian blg. {1}' } };
    const typoed = screen('page', { query: { id: { description: 'Id.' } }, body: [{ type: 'paragraph', text: 'Reference no. {coalesce(query.id, 1}' }] });
    const english = validateScreens([typoed], schemas, market.sessionParams);
    const found = checkLanguages([reference], { ...run, parsed: parseScreens([typoed], schemas) }, english, true).problems.map(formatProblem);
    expect(english.map(formatProblem)).toEqual([expect.stringMatching(/^screens\/page\.json#\/body\/0\/text: expected \)/)]);
    expect(found.filter((line) => line.includes('Reference no.'))).toEqual([]);
  });

  it('compiles the screens in the language', () => {
    const english = validateScreens(sources, schemas, market.sessionParams);
    const good = { ...catalogue, texts: { ...catalogue.texts, "{coalesce(query.note, 'No note')}": "{coalesce(query.note, 'Walang note')}" } };
    const [filipino] = checkLanguages([good], run, english, true).languages;
    expect(JSON.stringify(filipino!.documents.get('screens/page.json'))).toContain('"Bayad"');
    expect(filipino!.messages).toEqual({ retry: 'Subukan ulit', back: 'Back' });
  });
});

describe('a translation keyed by its words (the project’s own catalogue and screens)', () => {
  const { catalogues: [filipino] } = loadCatalogues(market, schemas, projectRoot);
  const screens = listScreenFiles().map((path) => readScreenSource(path));
  const fragments = listFragmentFiles().map((path) => readScreenSource(path));
  // The first text of a screen whose Filipino has a value placeholder read from a path: its formula can change.
  const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
  const found = screens.flatMap((source) =>
    strings(JSON.parse(source.text))
      .map((text) => ({ source, text, keyed: templateKey(text) }))
      .filter(({ keyed }) => keyed && /^[\w.]+$/.test(keyed.values[0] ?? '') && Object.hasOwn(filipino!.texts, keyed.key)),
  )[0]!;
  const value = found.keyed!.values[0]!;
  const edited = (text: string) => ({ file: found.source.file, text: found.source.text.split(JSON.stringify(found.text)).join(JSON.stringify(text)) });
  const inFilipino = (text: string) => {
    const screen = edited(text);
    const english = validateScreens([screen], schemas, market.sessionParams, screens, fragments);
    const checked = checkLanguages([filipino!], { parsed: parseScreens([screen], schemas, screens, fragments), sessionParams: market.sessionParams, messages: {} }, english, false);
    return { english, problems: checked.problems.map(formatProblem), document: JSON.stringify(checked.languages[0]!.documents.get(screen.file)) };
  };
  // The Filipino's own words: its text around the placeholders.
  const wordsOf = (template: string) => template.split(/\{[^}]*\}/).sort((a, b) => b.length - a.length)[0]!.trim();

  it('keeps the Filipino when a placeholder’s formula changes', () => {
    const changed = inFilipino(found.text.replace(`{${value}}`, `{coalesce(${value}, '')}`));
    expect(changed.english).toEqual([]);
    expect(changed.problems).toEqual([]);
    expect(changed.document).toContain(wordsOf(filipino!.texts[found.keyed!.key]!));
  });

  it('reports a wording change as missing, naming the key to add and what its placeholders are', () => {
    const reworded = `${found.text} Now.`;
    const key = templateKey(reworded)!;
    expect(inFilipino(reworded).problems).toContainEqual(expect.stringContaining(`no Filipino for ${JSON.stringify(reworded)} (expected an entry ${JSON.stringify(key.key)}: "…" in locales/fil.json (texts) ({1} is ${value}`));
  });

  it('says a typo in a text once, at the text, naming the entry it left unused (issue 62)', () => {
    const typo = screen('typo', { body: [{ type: 'heading', text: 'Payment' }, { type: 'text-field', name: 'code', label: 'Cdoe' }] });
    const english = validateScreens([typo], schemas, market.sessionParams);
    const found = checkLanguages([catalogue], { ...run, parsed: parseScreens([typo], schemas) }, english, true).problems.map(formatProblem);
    expect(found).toContain('screens/typo.json#/body/1/label: no Filipino for "Cdoe"; locales/fil.json has "Code", which no text says now (expected the text as that entry writes it, if this is a typo, or the entry\'s key changed to "Cdoe" (texts))');
    expect(found.filter((line) => line.includes('"Code"'))).toHaveLength(1);
  });

  it('names a text an example reply shows that the catalogue lacks (the dev API answers with it), and counts an entry only an example uses (issue 62)', () => {
    const items = [{ code: 'contactName', cate: 'text', title: 'Name of your contact person', subtitle: 'Their full name', value: 'Juan', inputType: 'phone', note: [{ name: 'Parent', type: 'P1' }] }];
    const form = screen('form', {
      endpoints: {
        fields: { method: 'GET', path: '/v9/fields', success: 'int0', reply: 'card-init', examples: { one: { code: 0, message: 'success', data: { items } }, busy: { code: 1, message: 'Service is busy' } } },
      },
      data: { fields: { endpoint: 'fields' } },
    });
    const texts = { ...catalogue.texts, 'Their full name': 'Buong pangalan niya', Parent: 'Magulang' };
    const english = validateScreens([form], schemas, market.sessionParams);
    expect(english).toEqual([]);
    const found = checkLanguages([{ ...catalogue, texts }], { ...run, parsed: parseScreens([form], schemas) }, english, true).problems.map(formatProblem);
    expect(found.filter((line) => line.startsWith('screens/form.json'))).toEqual([
      'screens/form.json#/endpoints/fields/examples/one/data/items/0/title: no Filipino for "Name of your contact person" (expected an entry "Name of your contact person": "…" in locales/fil.json (texts))',
      'screens/form.json#/endpoints/fields/examples/busy/message: no Filipino for "Service is busy" (expected an entry "Service is busy": "…" in locales/fil.json (texts))',
    ]);
    expect(found.filter((line) => /Their full name|Parent/.test(line))).toEqual([]);
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
