import type { Market } from '../generated/market';

export type Languages = Market['languages'];

/** The choice a language tag means (fil-PH, tl, en-US: by its primary subtag), or undefined. */
export function languageOfTag(tag: unknown, languages: Languages): string | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return languages.choices.find((choice) => choice.tags.includes(primary ?? ''))?.code;
}

/**
 * The page's language: the first of `candidates` (most to least explicit: the lang query value,
 * the language cookie, then the host app's and the browser's, or a host's Accept-Language) that names a
 * choice; a tag no choice has (lang=xx, de-DE) is passed over. The default when none does.
 */
export function pickLanguage(candidates: readonly unknown[], languages: Languages): string {
  for (const candidate of candidates) {
    const code = languageOfTag(candidate, languages);
    if (code) return code;
  }
  return languages.default;
}

/**
 * The Accept-Language header of a page in language `code` (its choice's acceptLanguage), with which
 * every API call tells the server the page's language; a code no choice has sends the default's.
 */
export function acceptLanguageOf(code: string, languages: Languages): string {
  const choice = languages.choices.find((candidate) => candidate.code === code) ?? languages.choices.find((candidate) => candidate.code === languages.default);
  return choice?.acceptLanguage ?? languages.choices[0].acceptLanguage;
}
