// Stage 1, for languages: each language of config/market.json but the default has a catalogue,
// locales/<code>.json, read and checked against schemas/catalogue.json before stage 2 uses it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSchemaValidator, type SchemaFiles } from './schema-validator.ts';
import type { Problem } from '../../lib/problem.ts';
import type { Market } from '../../generated/market.ts';

export interface Catalogue {
  /** Language code, e.g. fil. */
  language: string;
  /** The language's name in English, for messages: Filipino. */
  name: string;
  /** Path shown in problems, e.g. locales/fil.json. */
  file: string;
  /** English template as written → the same template in this language. */
  texts: Record<string, string>;
}

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
