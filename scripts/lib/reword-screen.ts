// A product person's copy edit of one whole screen (npm run trial:edits -- bindbank-copy): every
// text a borrower may read on the screen of a route, and in the fragments it uses, gets new words,
// and locales/fil.json their Filipino, as an author would write them. The places are the ones the
// schemas mark as texts (x-ref "text" or "words"): the same list the translation check walks, so
// no text is forgotten and no hand-kept list of pointers goes stale when the screen changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { readsAsWords, templateKey } from '../../src/compiler/2-translate/catalogue-keys';
import { replaceAt } from '../../src/compiler/shared/replace-at';
import { templateParts } from '../../src/compiler/shared/expression-parser';
import { formatScreenJson } from '../../src/compiler/tools/format-json';
import { filesShown } from '../../src/compiler/tools/files-shown';
import { shownLiterals } from '../../src/compiler/2-translate/shown-words';
import { needsTranslation } from '../../src/compiler/2-translate/translate-texts';
import { dropStaleEntries } from './filipino-catalogue';
import { listScreenFiles, loadSchemaFiles } from '../../src/compiler/1-parse/files-on-disk';
import { valueAt } from '../../src/lib/problem';
import { createSchemaValidator } from '../../src/compiler/1-parse/schema-validator';

/** New English for a text as written today, and its Filipino (keyed as the catalogue keys the new English). */
export interface Rewording {
  en: string;
  fil: string;
}

export interface ChangedText {
  place: string;
  before: string;
  after: string;
  /** Whether the wording came from the edit's table or from the rule (a text the table does not know yet). */
  by: 'table' | 'rule';
}

type Json = Record<string, unknown>;

const catalogueFile = 'locales/fil.json';

/**
 * The rule for a text the table has no wording for (the screen gained one since): its first word
 * moves to the end ("Payment account saved" → "Account saved payment"), so a test that quotes the
 * old words, their start or a part of them no longer finds it. Placeholders keep their order, so a
 * Filipino treated the same way keeps its numbers. Undefined when the text has a single word.
 */
export function rotateWords(text: string): string | undefined {
  const tokens: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
    } else current += ch;
  }
  if (current) tokens.push(current);
  // A placeholder with punctuation around it ("({market.law}):") is no word: its letters are a value's name.
  const isWord = (token: string) => /\p{L}/u.test(token.replace(/\{[^}]*\}/g, ''));
  if (tokens.filter(isWord).length < 2) return undefined;
  const at = tokens.findIndex(isWord);
  const [moved] = tokens.splice(at, 1) as [string];
  const end = /[.!?:…]+$/.exec(tokens.at(-1)!)?.[0] ?? '';
  if (end) tokens[tokens.length - 1] = tokens.at(-1)!.slice(0, -end.length);
  const lowered = /^\p{Lu}\p{Ll}/u.test(moved) ? moved[0]!.toLowerCase() + moved.slice(1) : moved;
  // The word now first (after any placeholder) takes the capital the moved one had.
  if (at < tokens.length && /^\p{Lu}/u.test(moved)) tokens[at] = tokens[at]![0]!.toUpperCase() + tokens[at]!.slice(1);
  return `${tokens.join(' ')} ${lowered.replace(/[.!?:…,;]+$/, '')}${end}`;
}

/**
 * A single word has no order to change: these, the words buttons and states use, get another
 * (still a real rewording: "Next" → "Continue"). Any other single word is left for the edit's table.
 */
const otherWord: Readonly<Record<string, string>> = {
  next: 'Continue',
  continue: 'Go on',
  confirm: 'Use this',
  cancel: 'Go back',
  ok: 'Got it',
  done: 'Finished',
  send: 'Submit',
  submit: 'Send',
  save: 'Keep',
  close: 'Dismiss',
  back: 'Return',
  retry: 'Try again',
  agree: 'I accept',
  apply: 'Request',
  loading: 'Please wait',
  saving: 'Keeping it',
};

/** The rule for English: the first word moved to the end, or another word for a lone one. */
function rewordEnglish(text: string): string | undefined {
  const alone = /^(\p{L}+)(\W*)$/u.exec(text.trim());
  return rotateWords(text) ?? (alone && otherWord[alone[1]!.toLowerCase()] ? `${otherWord[alone[1]!.toLowerCase()]}${alone[2]}` : undefined);
}

/**
 * The rule applied to a template: its plain words, or the quoted words its expressions show
 * (cat('Please enter your ', …)), each by `words`; undefined when `words` changes none of them.
 */
function reworded(template: string, words: (text: string) => string | undefined): string | undefined {
  const shown = templateParts(template).filter((part) => 'source' in part).flatMap((part) => shownLiterals((part as { source: string }).source).filter((s) => /\p{L}/u.test(s)));
  if (!shown.length) return words(template);
  let result = template;
  for (const literal of shown) {
    const rotated = words(literal.trim());
    if (!rotated) continue;
    // The spaces at the ends join the literal to its neighbours in cat(…): they stay where they were.
    const spaced = `${/^\s*/.exec(literal)![0]}${rotated}${/\s*$/.exec(literal)![0]}`;
    result = result.split(`'${literal}'`).join(`'${spaced}'`);
  }
  return result === template ? undefined : result;
}

/** The words a reader sees of a template: its plain text and the quoted words its expressions may show. */
function seenWords(template: string): string {
  try {
    return templateParts(template).map((part) => ('text' in part ? part.text : shownLiterals(part.source).join(' '))).join(' ');
  } catch {
    return template;
  }
}

/** Whether a test that found the old text (its words, case aside, or its first word) would still find the new one. */
function stillFound(before: string, after: string): boolean {
  const plain = (text: string) => seenWords(text).toLowerCase().replace(/\s+/g, ' ').trim();
  const first = (text: string) => /\p{L}+/u.exec(plain(text))?.[0];
  return plain(after).includes(plain(before)) || first(after) === first(before);
}

/** The screen file of `route` and, transitively, the fragments (`use`) and screens (`include`) it shows. */
function filesOfRoute(root: string, route: string): { path: string; schema: string }[] {
  const screens = listScreenFiles(root).map((path) => ({ path, document: JSON.parse(readFileSync(path, 'utf8')) as Json }));
  const screen = screens.find((s) => (s.document.routes as string[] | undefined)?.includes(route));
  if (!screen) throw new Error(`no screen in ${join(root, 'screens')} has the route ${route}`);
  const fragments = join(root, 'screens', 'fragments');
  return filesShown(root, screen.path).map((path) => ({ path, schema: dirname(path) === fragments ? 'fragment.json' : 'screen.json' }));
}

/**
 * Rewords every text of the screen of `route` in the project at `root`: `table` gives today's
 * texts their new words; any other gets the rule. Adds the Filipino of each new text to
 * locales/fil.json and removes the entries no text says any more (the check calls them stale).
 * With `first`, only that many texts, the first ones the schema walk meets (the screen's title,
 * when it has one) that the table or the rule rewords; a text neither can is passed over, so that
 * a later copy edit of the screen (a one-word title) never stops the caller (npm run build:diff).
 */
export function rewordScreen(root: string, route: string, table: Readonly<Record<string, Rewording>>, { first }: { first?: number } = {}): ChangedText[] {
  const limit = first ?? Infinity;
  const check = createSchemaValidator(loadSchemaFiles(root));
  const cataloguePath = join(root, catalogueFile);
  const catalogue = JSON.parse(readFileSync(cataloguePath, 'utf8')) as { texts: Record<string, string> };
  const changed: ChangedText[] = [];
  const oldKeys = new Set<string>();
  for (const { path, schema } of filesOfRoute(root, route)) {
    if (changed.length >= limit) break;
    const file = relative(root, path);
    const document = JSON.parse(readFileSync(path, 'utf8')) as Json;
    const { problems, references } = check(document, file, schema);
    if (problems.length) throw new Error(`${file} does not pass its schema before the edit: ${problems.map((p) => p.message).join('; ')}`);
    for (const { kind, pointer } of references) {
      if (changed.length >= limit) break;
      if (kind !== 'text' && kind !== 'words') continue;
      const before = valueAt(document, pointer);
      if (typeof before !== 'string' || !(kind === 'words' ? readsAsWords(before) : needsTranslation(before))) continue;
      const keyOf = (text: string) => (kind === 'text' ? (templateKey(text)?.key ?? text) : text);
      const oldKey = keyOf(before);
      const oldFilipino = catalogue.texts[oldKey];
      const place = `${file}#${pointer}`;
      if (oldFilipino === undefined) throw new Error(`${place}: ${catalogueFile} has no Filipino for "${oldKey}" before the edit`);
      const listed = table[before];
      // Plain words are no template: a brace in them is a brace. A Filipino the rule cannot
      // reorder (one word) stays as it was: only the English key must change.
      const rule = (text: string, words: (text: string) => string | undefined) => (kind === 'words' ? words(text) : reworded(text, words));
      const ruled = listed ? undefined : { en: rule(before, rewordEnglish), fil: rule(oldFilipino, rotateWords) ?? oldFilipino };
      const after = listed?.en ?? ruled?.en;
      const filipino = listed?.fil ?? ruled?.fil;
      if (first !== undefined && (!after || !filipino || stillFound(before, after))) continue;
      if (!after || !filipino) throw new Error(`${place}: no new wording for "${before}" (a single word the rule does not know: add it to the edit's table, scripts/lib/trial-bindbank-copy.ts)`);
      if (stillFound(before, after)) throw new Error(`${place}: "${after}" still reads as "${before}" to a test that quotes it (expected other words, starting with another)`);
      replaceAt(document, pointer, after);
      // An entry the catalogue has already (the same words elsewhere) keeps its Filipino, as an author would reuse it.
      catalogue.texts[keyOf(after)] ??= filipino;
      oldKeys.add(oldKey);
      changed.push({ place, before, after, by: listed ? 'table' : 'rule' });
    }
    writeFileSync(path, formatScreenJson(document));
  }
  writeFileSync(cataloguePath, `${JSON.stringify(catalogue, null, 2)}\n`);
  dropStaleEntries(root, oldKeys);
  return changed;
}
