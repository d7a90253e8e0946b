// Which language a page is in, read from what the page sees (config/market.json languages), with no
// side effect: the app reads it as it starts (language.ts), and so does a route page's first script
// (src/app/early-calls.ts), whose calls then carry the language the app's own would.
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { hashSearch, parseSearch } from '../lib/search-params';
import { cookieValue } from './language-cookie';
import { pickLanguage } from './pick-language';

const languages = (market as Market).languages;

/** The language cookie's value; a document that refuses cookies (a sandboxed frame) has none. */
function cookieLanguage(win: Window): string | null {
  try {
    return cookieValue(win.document.cookie, languages.cookie);
  } catch {
    return null;
  }
}

/** The lang query value, before the hash or in it (the landing's hash route: #/?lang=fil). */
export function queryLanguage(location: Location): string | undefined {
  return parseSearch(location.search).lang ?? parseSearch(hashSearch(location.hash)).lang;
}

/**
 * The page's language: the lang query value, the language cookie (a host's first steps too,
 * src/i18n/host-language.ts), then what only the page sees: the host app's property, the browser's
 * languages; the default.
 */
export function pageLanguageOf(win: Window): string {
  const host = (win as unknown as Record<string, unknown>)[languages.hostGlobal];
  return pickLanguage([queryLanguage(win.location), cookieLanguage(win), host, ...win.navigator.languages], languages);
}
