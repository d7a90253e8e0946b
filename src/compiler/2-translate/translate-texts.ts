// Build-time only: puts a language's wording at every text place of a document (schema x-ref
// "text", a template, or "words", plain words such as a validation message) before its expressions
// are compiled. The catalogue (locales/<code>.json) is keyed by the English, a template's value
// placeholders numbered (src/compiler/2-translate/catalogue-keys.ts), so a sentence used on ten screens is
// translated once, a changed formula keeps its translation, and a changed English sentence shows
// up as missing instead of keeping a stale translation.
import { describeSyntaxProblem, ExpressionSyntaxError, parseTemplate, templateParts } from '../shared/expression-parser.ts';
import { holdsWords, placeholderLegend, readsAsWords, templateKey, wordingTemplate } from './catalogue-keys.ts';
import { replaceAt } from '../shared/replace-at.ts';
import { escapePointerToken, valueAt, type Problem } from '../../lib/problem.ts';
import type { Reference } from '../1-parse/schema-validator.ts';
import type { Catalogue } from '../1-parse/catalogues.ts';

/**
 * Whether a reader sees words of this template that a translator must write: letters in its plain
 * text, or words its expressions may show (coalesce(data.title, 'Loan'), cat('Please enter your ', item.title)).
 * A template of values only ("{item.title}", "{graphemes(x)}/200", "₱{amount}") or an address reads the same in every language.
 */
export function needsTranslation(template: string): boolean {
  let parts;
  try {
    parts = templateParts(template);
  } catch {
    return false; // not a template: compileExpressions reports it
  }
  return parts.some((part) => ('text' in part ? readsAsWords(part.text) : holdsWords(part.source)));
}

export const catalogueEntryPointer = (english: string) => `/texts/${escapePointerToken(english)}`;

/** The catalogue's wording of this English, or undefined when it has no entry. */
export const wordingOf = (catalogue: Catalogue, english: string): string | undefined => (Object.hasOwn(catalogue.texts, english) ? catalogue.texts[english] : undefined);

const isTemplate = (text: string) => {
  try {
    parseTemplate(text);
    return true;
  } catch (error) {
    if (!(error instanceof ExpressionSyntaxError)) throw error;
    return false;
  }
};

const missingPrefix = (catalogue: Catalogue) => `no ${catalogue.name} for `;

/**
 * The problem of a text (or market message) at `file`#`pointer` that the catalogue has no entry
 * for: it names the key to add (`key`, when a template's differs from its English) and what its placeholders stand for.
 */
export function missingWording(catalogue: Catalogue, file: string, pointer: string, english: string, key: { key: string; values: readonly string[] } = { key: english, values: [] }): Problem {
  return { file, pointer, message: `${missingPrefix(catalogue)}"${english}"`, expected: `an entry "${key.key}": "…" in ${catalogue.file} (texts)${placeholderLegend(key.values)}`, content: true };
}

/** The English a missing-wording problem (missingWording) names, or undefined for another problem. */
export function missingEnglish(problem: Problem, catalogue: Catalogue): string | undefined {
  const prefix = `${missingPrefix(catalogue)}"`;
  return problem.message.startsWith(prefix) && problem.message.endsWith('"') ? problem.message.slice(prefix.length, -1) : undefined;
}

/** Whether a problem is about the catalogue itself: an entry missing, or one that is not a template. */
export const isCatalogueProblem = (problem: Problem, catalogue: Catalogue) => problem.file === catalogue.file || problem.message.startsWith(missingPrefix(catalogue));

/**
 * Whether the text at `pointer` sits in a group written in a language of its own (a stack's `lang`:
 * an English legal text inside a translated page), which every language shows as written.
 */
export function inOwnLanguage(document: unknown, pointer: string): boolean {
  let node: unknown = document;
  for (const raw of pointer.slice(1).split('/').slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (typeof node === 'object' && node !== null && (node as { type?: unknown }).type === 'stack' && typeof (node as { lang?: unknown }).lang === 'string') return true;
  }
  return false;
}

/**
 * The document with the catalogue's wording at each text place of `references`. A text with no
 * entry keeps its English and is a problem at its place; an entry that is not a valid template is
 * a problem at the entry. Every entry used is added to `used`.
 */
export function translateTexts(document: unknown, references: readonly Reference[], catalogue: Catalogue, file: string, used: Set<string>): { document: unknown; problems: Problem[] } {
  const translated = structuredClone(document);
  const problems: Problem[] = [];
  for (const ref of references) {
    if (ref.kind !== 'text' && ref.kind !== 'words') continue;
    const english = valueAt(document, ref.pointer);
    if (typeof english !== 'string' || inOwnLanguage(document, ref.pointer)) continue;
    // Plain words are their own key; a template's key numbers its value placeholders.
    const keyed = (ref.kind === 'text' && templateKey(english)) || { key: english, values: [] };
    // Values alone ("{item.title}") read the same in every language; their key ("{1}") is no sentence.
    if (keyed.values.length && !needsTranslation(english)) continue;
    const wording = wordingOf(catalogue, keyed.key);
    // An English that is no template is a typo compileExpressions reports at the screen; its entry
    // is neither stale nor wrong (issue 43: one typo, one report), so the English stays untranslated.
    if (ref.kind === 'text' && !isTemplate(english)) {
      if (wording !== undefined) used.add(keyed.key);
      continue;
    }
    if (wording === undefined) {
      // A picture's address may have an entry (a picture with words drawn in it), but needs none.
      if (ref.kind === 'words' ? readsAsWords(english) : needsTranslation(english)) problems.push(missingWording(catalogue, file, ref.pointer, english, keyed));
      continue;
    }
    used.add(keyed.key);
    if (ref.kind === 'words') {
      replaceAt(translated, ref.pointer, wording);
      continue;
    }
    let template: string;
    try {
      template = wordingTemplate(wording, keyed.values);
      parseTemplate(template);
    } catch (error) {
      if (!(error instanceof ExpressionSyntaxError)) throw error;
      // The English stays at the text, so the page still reads.
      problems.push({ file: catalogue.file, pointer: catalogueEntryPointer(keyed.key), message: describeSyntaxProblem(error.problem), expected: error.problem.expected, content: true });
      continue;
    }
    replaceAt(translated, ref.pointer, template);
  }
  return { document: translated, problems };
}
