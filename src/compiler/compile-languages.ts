// The screens compiled in each language other than the default (config/market.json languages),
// each with its catalogue (locales/<code>.json, read by 1-parse/catalogues.ts), from the same
// stage-1 results as the default language's: no file is parsed or schema-checked again.
import { catalogueEntryPointer, isCatalogueProblem, missingEnglish } from './2-translate/translate-texts.ts';
import { closest } from './shared/closest.ts';
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
      const stale = new Set(Object.keys(catalogue.texts).filter((english) => !translation.used.has(english)));
      // A typo in a text (a label "Describe your problm") leaves its entry unused: one line, at the
      // text, names both, instead of a second line about an entry that looks unrelated (issue 62).
      for (const [index, problem] of problems.entries()) {
        const english = missingEnglish(problem, catalogue);
        const entry = english === undefined ? undefined : closest(english, stale);
        if (english === undefined || entry === undefined) continue;
        stale.delete(entry);
        problems[index] = { ...problem, message: `${problem.message}; ${catalogue.file} has "${entry}", which no text says now`, expected: `the text as that entry writes it, if this is a typo, or the entry's key changed to "${english}" (texts)` };
      }
      for (const english of stale) {
        problems.push({ file: catalogue.file, pointer: catalogueEntryPointer(english), message: `no screen, fragment or market message says "${english}"`, expected: 'the English as a text writes it, its value placeholders numbered {1}, {2}, … in the order written (src/compiler/2-translate/catalogue-keys.ts), or remove the entry', content: true });
      }
    }
    return { catalogue, documents: checked.documents, messages: messages.messages };
  });
  return { languages, problems };
}
