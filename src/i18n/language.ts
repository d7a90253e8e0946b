// The page's language (config/market.json languages), chosen once as the page starts and the same
// for every screen it shows. Screens come in it (virtual:screens load(language)); the market's own
// messages are swapped for its wording before anything is drawn.
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { languageOfTag, pickLanguage } from './pick-language';
import { hashSearch, parseSearch } from '../lib/search-params';
import { cookieValue, languageCookie } from './language-cookie';

const languages = (market as Market).languages;

let current = languages.default;
/** The messages as written, for a page (a story) that goes back to the default language. */
const written = { ...market.messages };

export const currentLanguage = () => current;

/** Shows what follows in this language: screens loaded from now on, the page's lang attribute (none at build time, in Node). */
export function setPageLanguage(code: string): void {
  current = code;
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** The language cookie's value; a document that refuses cookies (a sandboxed frame) has none. */
function cookieLanguage(win: Window): string | null {
  try {
    return cookieValue(win.document.cookie, languages.cookie);
  } catch {
    return null;
  }
}

/**
 * Keeps the language for later pages in the language cookie. It replaces the tab's sessionStorage
 * memory of a lang query value and the switch's localStorage choice: a host sees neither, so after a
 * `?lang=fil` link the next full page load (a link without lang) would be served in English and then
 * drawn again in Filipino. One memory the host reads too keeps the host's page and the app's language
 * the same; the price is that a lang query value now lasts beyond the tab, as the switch's choice did.
 */
export function rememberLanguage(code: string, win: Window = window): void {
  try {
    win.document.cookie = languageCookie(languages.cookie, code, win.location.protocol === 'https:');
  } catch {
    // Not kept (cookies refused): the page still shows the language; the next one falls back.
  }
}

/** The lang query value, before the hash or in it (the landing's hash route: #/?lang=fil). */
function queryLanguage(location: Location): string | undefined {
  return parseSearch(location.search).lang ?? parseSearch(hashSearch(location.hash)).lang;
}

/**
 * Picks the page's language: the lang query value, the language cookie (a host's first steps too,
 * src/i18n/host-language.ts), then what only the page sees: the host app's property, the browser's
 * languages. A lang query value that names a choice is remembered for the next pages.
 */
export function choosePageLanguage(win: Window = window): string {
  const query = queryLanguage(win.location);
  const host = (win as unknown as Record<string, unknown>)[languages.hostGlobal];
  setPageLanguage(pickLanguage([query, cookieLanguage(win), host, ...win.navigator.languages], languages));
  if (languageOfTag(query, languages)) rememberLanguage(current, win);
  return current;
}

/** The market's messages in the page's language; in the default they stay as config/market.json has them. */
export async function loadLanguageMessages(): Promise<void> {
  if (current === languages.default) {
    Object.assign(market.messages, written);
    return;
  }
  const { languages: translated } = await import('virtual:languages');
  Object.assign(market.messages, translated[current]?.messages ?? written);
}

export const languageChoices = () => languages.choices;
