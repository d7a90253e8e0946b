// The nginx map that picks a page's language as the app does (src/i18n/language.ts, issue 27): the
// `lang` query value, then the language cookie, then Accept-Language (its tags in the order written,
// a q=0 tag passed over); a value that names no language falls through to the next. The map's key
// is the three joined by "|"; its value is the suffix of the page file (`index.fil.html`), empty for
// the default language. Generated from config/market.json's languages, so a new language needs no
// hand-written regex.

import type { Languages } from '../i18n/pick-language.ts';
import { languageSuffix } from './language-pages.ts';

export type LanguageChoices = Pick<Languages, 'default' | 'cookie' | 'choices'>;

const escape = (tag: string) => tag.replace(/[^a-z0-9]/gi, (c) => `\\${c}`);

/** A tag naming one of `tags` as its primary subtag: `fil`, `fil-PH`, `tl_PH`. */
const tagOf = (tags: readonly string[], rest: string) => `(?:${tags.map(escape).join('|')})(?:[-_]${rest}*)?`;

/** An Accept-Language item's weight that is not zero (`;q=0.8`, or none). */
const weighted = '(?:;(?!\\s*q\\s*=\\s*0(?:\\.0*)?\\s*(?:,|$))[^,]*)?';

/** The map's source, from the request's values. */
export const languageMapKey = (languages: LanguageChoices) => `"$arg_lang|$cookie_${languages.cookie}|$http_accept_language"`;

/** The regexes of the map, most explicit source first, each choice in market.json's order. */
export function languageMapEntries(languages: LanguageChoices): [pattern: string, suffix: string][] {
  const allTags = languages.choices.flatMap((c) => c.tags);
  // An Accept-Language item that picks no language: a tag no choice has, or one with q=0.
  const passedOver = `(?!\\s*${tagOf(allTags, '[^,;|]')}\\s*${weighted}(?:,|$))[^,|]*,`;
  const sources = [
    (tags: readonly string[]) => `^\\s*${tagOf(tags, '[^|]')}\\s*\\|`,
    (tags: readonly string[]) => `^[^|]*\\|\\s*${tagOf(tags, '[^|]')}\\s*\\|`,
    (tags: readonly string[]) => `^[^|]*\\|[^|]*\\|(?:${passedOver})*\\s*${tagOf(tags, '[^,;|]')}\\s*${weighted}(?:,|$)`,
  ];
  return sources.flatMap((source) => languages.choices.map((choice): [string, string] => [`~*${source(choice.tags)}`, languageSuffix(choice.code, languages)]));
}

/** The whole map block, setting `variable`. */
export function languageMap(languages: LanguageChoices, variable: string): string {
  const entries = languageMapEntries(languages).map(([pattern, suffix]) => `    "${pattern}" "${suffix}";`);
  return [`map ${languageMapKey(languages)} $${variable} {`, `    default "${languageSuffix(languages.default, languages)}";`, ...entries, '}'].join('\n');
}
