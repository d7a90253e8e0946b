// The screens compiled in each language other than the default (config/market.json languages),
// each with its catalogue (locales/<code>.json, read by 1-parse/catalogues.ts), from the same
// stage-1 results as the default language's: no file is parsed or schema-checked again.
import { catalogueEntryPointer, isCatalogueProblem } from './2-translate/translate-texts.ts';
import { translateMessages } from './2-translate/translate-messages.ts';
import type { Catalogue } from './1-parse/catalogues.ts';
import { formatProblem, type Problem } from '../lib/problem.ts';
import { compileScreens, type ParsedScreens, type Translation } from './compile-screens.ts';

export interface CheckedLanguage {
  catalogue: Catalogue;
  /** The screens as the runtime reads them in this language, by file. */
  documents: Map<string, Record<string, unknown>>;
  messages: Record<string, string>;
}

/**
 * Compiles the screens in every catalogue's language. Its problems are what the catalogue lacks or
 * has wrong, and what its wording breaks (a problem the English screens have too is not repeated).
 * With every screen given (`complete`) and compiled in English, an entry no text uses is a problem
 * too: it is stale.
 */
export function checkLanguages(
  catalogues: readonly Catalogue[],
  run: { parsed: ParsedScreens; sessionParams: readonly string[]; messages: Record<string, string> },
  english: readonly Problem[],
  complete: boolean,
): { languages: CheckedLanguage[]; problems: Problem[] } {
  const known = new Set(english.map(formatProblem));
  // A screen or fragment that did not compile in English was not read to its texts (a typo in a
  // block type, or in a text's expression), so an entry it uses would look stale: that is decided
  // once every one compiles, and the typo is reported once, at its screen (issue 43).
  const written = new Set([...run.parsed.screens.filter((s) => s.own), ...run.parsed.fragments].map((s) => s.source.file));
  const everyTextRead = !english.some((problem) => written.has(problem.file));
  const problems: Problem[] = [];
  const languages = catalogues.map((catalogue) => {
    const translation: Translation = { catalogue, used: new Set() };
    const checked = compileScreens(run.parsed, run.sessionParams, translation);
    for (const problem of checked.problems) {
      if (known.has(formatProblem(problem))) continue;
      problems.push(isCatalogueProblem(problem, catalogue) ? problem : { ...problem, message: `${problem.message} (in the ${catalogue.name} wording, ${catalogue.file})` });
    }
    const messages = translateMessages(run.messages, catalogue, translation.used);
    problems.push(...messages.problems);
    if (complete && everyTextRead) {
      for (const english of Object.keys(catalogue.texts)) {
        if (!translation.used.has(english)) problems.push({ file: catalogue.file, pointer: catalogueEntryPointer(english), message: `no screen, fragment or market message says "${english}"`, expected: 'the English as a text writes it, its value placeholders numbered {1}, {2}, … in the order written (src/compiler/2-translate/catalogue-keys.ts), or remove the entry', content: true });
      }
    }
    return { catalogue, documents: checked.documents, messages: messages.messages };
  });
  return { languages, problems };
}
