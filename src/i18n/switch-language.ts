// Only the language switch (src/widgets/language-switch) needs this: no page carries it otherwise.
import { rememberLanguage } from './language';

/**
 * A language switch: the borrower's choice, kept in the language cookie for later pages and visits,
 * shown by loading the page again, which the host then serves prerendered in it.
 */
export function switchLanguage(code: string, win: Window = window): void {
  rememberLanguage(code, win);
  // A lang value in the address would win over the choice: it says the new one instead.
  const url = new URL(win.location.href);
  if (url.searchParams.has('lang')) url.searchParams.set('lang', code);
  const inHash = url.hash.indexOf('?');
  if (inHash >= 0) {
    const hashQuery = new URLSearchParams(url.hash.slice(inHash));
    if (hashQuery.has('lang')) {
      hashQuery.set('lang', code);
      url.hash = `${url.hash.slice(0, inHash)}?${hashQuery}`;
    }
  }
  if (url.href !== win.location.href) win.location.replace(url.href);
  // The same document (the address unchanged, or only its hash: the landing's route): replace() loads nothing.
  const before = new URL(win.location.href);
  if (url.pathname === before.pathname && url.search === before.search) win.location.reload();
}
