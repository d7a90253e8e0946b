// config/market.json checked: its schema (schemas/market.json), then what a schema cannot say.
import { acceptLanguageTags } from '../../i18n/host-language.ts';
import { languageOfTag } from '../../i18n/pick-language.ts';
import type { Market } from '../../generated/market.ts';
import type { Problem } from '../../lib/problem.ts';
import { createSchemaValidator, type SchemaFiles } from '../1-parse/schema-validator.ts';

const file = 'config/market.json';

/**
 * A choice's acceptLanguage must ask first for that very language: a server reading the header by
 * its first tag (as a host reads the page's, src/i18n/host-language.ts) would otherwise answer a
 * Filipino page in another language.
 */
export function languageHeaderProblems(languages: Market['languages']): Problem[] {
  return languages.choices.flatMap((choice, index) => {
    const first = acceptLanguageTags(choice.acceptLanguage)[0] ?? '';
    if (languageOfTag(first, languages) === choice.code) return [];
    return [{ file, pointer: `/languages/choices/${index}/acceptLanguage`, message: `its first tag "${first}" does not mean ${choice.name}`, expected: `a first tag whose primary subtag is one of ${choice.tags.join(', ')}, e.g. "${choice.tags[0]}-PH"` }];
  });
}

/** The market file's problems: its schema's, then (once its shape is right) the cross-checks. */
export function checkMarket(market: unknown, schemas: SchemaFiles): Problem[] {
  const shape = createSchemaValidator(schemas)(market, file, 'market.json').problems;
  return shape.length ? shape : languageHeaderProblems((market as Market).languages);
}
