// Node-only: the languages other than the default (config/market.json languages), each with its
// catalogue (locales/<code>.json) checked, and the screens compiled in it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueEntryPointer, isCatalogueProblem, missingWording, wordingOf, type Catalogue } from '../authoring/translate-texts';
import { createSchemaValidator, type SchemaFiles } from './schema-validator';
import { escapePointerToken, formatProblem, type Problem } from './problem';
import { checkScreens, type ScreenSource, type Translation } from './validate-screens';
import type { Market } from '../generated/market';

export const catalogueFile = (code: string) => `locales/${code}.json`;

/** The catalogue of each language but the default, and what is wrong with them as files. */
export function loadCatalogues(market: Pick<Market, 'languages'>, schemas: SchemaFiles, root: string): { catalogues: Catalogue[]; problems: Problem[] } {
  const check = createSchemaValidator(schemas);
  const catalogues: Catalogue[] = [];
  const problems: Problem[] = [];
  market.languages.choices.forEach((choice, index) => {
    if (choice.code === market.languages.default) return;
    const file = catalogueFile(choice.code);
    const path = join(root, file);
    if (!existsSync(path)) {
      problems.push({ file: 'config/market.json', pointer: `/languages/choices/${index}`, message: `${choice.name} has no catalogue`, expected: `${file}, a text catalogue (schemas/catalogue.json)` });
      return;
    }
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push({ file, pointer: '', message: `not valid JSON: ${(error as Error).message}`, expected: 'a JSON object; check for a missing comma, quote or bracket' });
      return;
    }
    const found = check(document, file, 'catalogue.json').problems;
    problems.push(...found);
    if (found.length) return;
    const { language, texts } = document as { language: string; texts: Record<string, string> };
    if (language !== choice.code) problems.push({ file, pointer: '/language', message: `"${language}" differs from the file name`, expected: `"${choice.code}"` });
    catalogues.push({ language: choice.code, name: choice.name, file, texts });
  });
  return { catalogues, problems };
}

/** The market's messages in a catalogue's language; one without an entry keeps its English and is a problem. */
export function translateMessages(messages: Record<string, string>, catalogue: Catalogue, used: Set<string>): { messages: Record<string, string>; problems: Problem[] } {
  const problems: Problem[] = [];
  const translated = Object.fromEntries(
    Object.entries(messages).map(([key, english]) => {
      const wording = wordingOf(catalogue, english);
      if (wording === undefined) problems.push(missingWording(catalogue, 'config/market.json', `/messages/${escapePointerToken(key)}`, english));
      else used.add(english);
      return [key, wording ?? english];
    }),
  );
  return { messages: translated, problems };
}

export interface CheckedLanguage {
  catalogue: Catalogue;
  /** The screens as the runtime reads them in this language, by file. */
  documents: Map<string, Record<string, unknown>>;
  messages: Record<string, string>;
}

/**
 * Compiles the screens in every catalogue's language. Its problems are what the catalogue lacks or
 * has wrong, and what its wording breaks (a problem the English screens have too is not repeated).
 * With every screen given (`complete`), an entry no text uses is a problem too: it is stale.
 */
export function checkLanguages(
  catalogues: readonly Catalogue[],
  run: { sources: ScreenSource[]; schemas: SchemaFiles; sessionParams: readonly string[]; context: ScreenSource[]; fragments: ScreenSource[]; messages: Record<string, string> },
  english: readonly Problem[],
  complete: boolean,
): { languages: CheckedLanguage[]; problems: Problem[] } {
  const known = new Set(english.map(formatProblem));
  const problems: Problem[] = [];
  const languages = catalogues.map((catalogue) => {
    const translation: Translation = { catalogue, used: new Set() };
    const checked = checkScreens(run.sources, run.schemas, run.sessionParams, run.context, run.fragments, translation);
    for (const problem of checked.problems) {
      if (known.has(formatProblem(problem))) continue;
      problems.push(isCatalogueProblem(problem, catalogue) ? problem : { ...problem, message: `${problem.message} (in the ${catalogue.name} wording, ${catalogue.file})` });
    }
    const messages = translateMessages(run.messages, catalogue, translation.used);
    problems.push(...messages.problems);
    if (complete) {
      for (const english of Object.keys(catalogue.texts)) {
        if (!translation.used.has(english)) problems.push({ file: catalogue.file, pointer: catalogueEntryPointer(english), message: `no screen, fragment or market message says "${english}"`, expected: 'the English as a text writes it, its value placeholders numbered {1}, {2}, … in the order written (src/authoring/catalogue-keys.ts), or remove the entry', content: true });
      }
    }
    return { catalogue, documents: checked.documents, messages: messages.messages };
  });
  return { languages, problems };
}
