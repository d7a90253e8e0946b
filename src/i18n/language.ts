// The page's language (config/market.json languages), chosen once as the page starts and the same
// for every screen it shows. Screens come in it (virtual:screens load(language)); the market's own
// messages are swapped for its wording before anything is drawn.
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { languageOfTag, pickLanguage } from './pick-language';
import { parseSearch } from '../lib/search-params';

const languages = (market as Market).languages;
/** The tab's language from an earlier lang query value: the next page's link may not carry it. */
export const tabKey = 'lang.tab';
/** The borrower's choice on a language switch, for later visits. */
export const choiceKey = 'lang.choice';

let current = languages.default;
/** The messages as written, for a page (a story) that goes back to the default language. */
const written = { ...market.messages };

export const currentLanguage = () => current;

/** Shows what follows in this language: screens loaded from now on, the page's lang attribute. */
export function setPageLanguage(code: string): void {
  current = code;
  document.documentElement.lang = code;
}

/** Reads storage that a webview or private mode may refuse. */
function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function store(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not kept: the page still shows the language; the next one falls back.
  }
}

/** The lang query value, before the hash or in it (the landing's hash route: #/?lang=fil). */
function queryLanguage(location: Location): string | undefined {
  const inHash = location.hash.indexOf('?');
  return parseSearch(location.search).lang ?? (inHash >= 0 ? parseSearch(location.hash.slice(inHash)).lang : undefined);
}

/** Picks the page's language (pickLanguage's order) and remembers a lang query value for the tab. */
export function choosePageLanguage(win: Window = window): string {
  const query = queryLanguage(win.location);
  const host = (win as unknown as Record<string, unknown>)[languages.hostGlobal];
  setPageLanguage(pickLanguage([query, stored(() => win.sessionStorage, tabKey), stored(() => win.localStorage, choiceKey), host, ...win.navigator.languages], languages));
  if (languageOfTag(query, languages)) store(() => win.sessionStorage, tabKey, current);
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
