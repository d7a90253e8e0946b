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

/**
 * The address of this page in the language the app would pick (pageLanguageOf), when the page in
 * hand is drawn in another: the same address with that lang query value, which a host serves first
 * (src/i18n/host-language.ts). Undefined when the page is in that language already, or when the
 * address names it and the page still is not (a host that serves one language only: no loop). A
 * static page, which has no app to draw it again, goes there (src/app/static-page.ts); the usual
 * cause is the host app's property, which no host can see.
 */
export function otherLanguagePage(win: Window): string | undefined {
  const wanted = pageLanguageOf(win);
  if (wanted === win.document.documentElement.lang) return undefined;
  const url = new URL(win.location.href);
  url.searchParams.set('lang', wanted);
  return url.href === win.location.href ? undefined : url.href;
}
