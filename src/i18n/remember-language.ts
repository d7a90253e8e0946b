// The language cookie written (config/market.json languages.cookie): by the app as it starts
// (src/i18n/language.ts), by the language switch, and by a static page's own script
// (src/app/static-page.ts), which has no app. Small on purpose: a static page fetches it.
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { languageCookie } from './language-cookie';

const languages = (market as Market).languages;

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
