/**
 * The language the dev API answers its texts in (names, titles, messages a borrower reads), as a
 * lender's server may (docs/contract-assumptions.md): the request's Accept-Language, which the app
 * fills with the page's language (src/api/request.ts), read as a host reads it
 * (src/i18n/host-language.ts: the first tag that names a language of config/market.json). English
 * when it names none. Texts the dev API has only in English stay English in every language.
 */
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { acceptLanguageTags } from '../i18n/host-language';
import { pickLanguage } from '../i18n/pick-language';

const languages = (market as Market).languages;

/** One server text in each language of config/market.json. */
export interface Wording {
  readonly en: string;
  readonly fil: string;
}

/** The language code a request's Accept-Language asks for. */
export function replyLanguage(request: Request): string {
  return pickLanguage(acceptLanguageTags(request.headers.get('accept-language')), languages);
}

/** A wording in a language; the default's for a language it lacks. */
export function say(wording: Wording, language: string): string {
  return (wording as unknown as Record<string, string | undefined>)[language] ?? wording.en;
}

/** A wording with its `{name}` places filled in (a name without a value is left empty). */
export function filled(wording: string, values: Record<string, string | number>): string {
  return wording.replace(/\{(\w+)\}/g, (_all, name: string) => String(values[name] ?? ''));
}
