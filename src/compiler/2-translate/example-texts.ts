// Build-time and dev-API only: an endpoint's example replies (its `examples`) in a language. The dev
// API answers an endpoint it has no handler for with them (src/dev-api/example-replies.ts), so on a
// Filipino page they must read in Filipino as the screen's own texts do; the catalogue (keyed by the
// English) translates them, and a shown text it lacks is a problem like a screen text's.
//
// What a page shows of an example (docs/dev-api.md "Example replies"):
// - a failure's message (`message`, else `msg`): the page shows it to the borrower;
// - of a success, the fields its reply schema marks `"x-ref": "words"` (card-init's field title,
//   placeholder and option names), found by checking the example against that schema.
// Nothing else: ids, codes, amounts, dates, values sent back, a success's "success".
import { isSuccess, type SuccessRule } from '../../api/success-rule.ts';
import { escapePointerToken, valueAt, type Problem } from '../../lib/problem.ts';
import { replaceAt } from '../shared/replace-at.ts';
import { createSchemaValidator, type SchemaFiles } from '../1-parse/schema-validator.ts';
import type { Catalogue } from '../1-parse/catalogues.ts';
import { readsAsWords } from './catalogue-keys.ts';
import { missingWording, wordingOf } from './translate-texts.ts';

interface ExampleEndpoint {
  success?: SuccessRule;
  reply?: string;
  examples?: Record<string, unknown>;
}

/** The places of an example reply a page shows as words: pointers inside the example, with their English. */
export function shownExampleTexts(example: unknown, endpoint: ExampleEndpoint, schemas: SchemaFiles): { pointer: string; english: string }[] {
  const code = (example as { code?: unknown } | null)?.code;
  let pointers: string[];
  if (!endpoint.success || !isSuccess(endpoint.success, code)) pointers = ['/message', '/msg'];
  else if (endpoint.reply && schemas[`replies/${endpoint.reply}.json`])
    pointers = createSchemaValidator(schemas)(example, 'example', `replies/${endpoint.reply}.json`)
      .references.filter((ref) => ref.kind === 'words')
      .map((ref) => ref.pointer);
  else pointers = [];
  return pointers.flatMap((pointer) => {
    const english = valueAt(example, pointer);
    return typeof english === 'string' && readsAsWords(english) ? [{ pointer, english }] : [];
  });
}

/**
 * The document's endpoints with their examples in the catalogue's language. A shown text without an
 * entry keeps its English and is a problem at its place; every entry used is added to `used`.
 */
export function translateExamples(document: unknown, schemas: SchemaFiles, catalogue: Catalogue, file: string, used: Set<string>): { document: unknown; problems: Problem[] } {
  const endpoints = (document as { endpoints?: Record<string, ExampleEndpoint> } | null)?.endpoints;
  if (!endpoints || !Object.values(endpoints).some((endpoint) => endpoint?.examples)) return { document, problems: [] };
  const translated = structuredClone(document);
  const problems: Problem[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    for (const [exampleName, example] of Object.entries(endpoint?.examples ?? {})) {
      const at = `/endpoints/${escapePointerToken(name)}/examples/${escapePointerToken(exampleName)}`;
      for (const { pointer, english } of shownExampleTexts(example, endpoint, schemas)) {
        const wording = wordingOf(catalogue, english);
        if (wording === undefined) {
          problems.push(missingWording(catalogue, file, at + pointer, english));
          continue;
        }
        used.add(english);
        replaceAt(translated, at + pointer, wording);
      }
    }
  }
  return { document: translated, problems };
}
