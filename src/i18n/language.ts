// The page's language (config/market.json languages), chosen once as the page starts and the same
// for every screen it shows. Screens come in it (virtual:screens load(language)); the market's own
// messages are swapped for its wording before anything is drawn.
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { languageOfTag } from './pick-language';
import { rememberLanguage } from './remember-language';
import { pageLanguageOf, queryLanguage } from './page-language';
import { loadDateLanguage } from './date-language';

const languages = (market as Market).languages;

let current = languages.default;
/** The messages as written, for a page (a story) that goes back to the default language. */
const written = { ...market.messages };

export const currentLanguage = () => current;

export { rememberLanguage };

/** Shows what follows in this language: screens loaded from now on, the page's lang attribute (none at build time, in Node). */
export function setPageLanguage(code: string): void {
  current = code;
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}


/**
 * Sets the page's language as page-language.ts reads it (query, cookie, host app, browser). A lang
 * query value that names a choice is remembered for the next pages.
 */
export function choosePageLanguage(win: Window = window): string {
  setPageLanguage(pageLanguageOf(win));
  if (languageOfTag(queryLanguage(win.location), languages)) rememberLanguage(current, win);
  return current;
}

/** The market's messages (and date()'s month names) in the page's language; in the default they stay as config/market.json has them. */
export async function loadLanguageMessages(): Promise<void> {
  await loadDateLanguage(current);
  if (current === languages.default) {
    Object.assign(market.messages, written);
    return;
  }
  const { languages: translated } = await import('virtual:languages');
  Object.assign(market.messages, translated[current]?.messages ?? written);
}

export const languageChoices = () => languages.choices;
