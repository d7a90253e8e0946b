// Only the language switch (src/widgets/language-switch) needs this: no page carries it otherwise.
import { choiceKey, store, tabKey } from './language';

/** A language switch: the borrower's choice, kept for this tab and later visits, shown by loading the page again in it. */
export function switchLanguage(code: string, win: Window = window): void {
  store(() => win.localStorage, choiceKey, code);
  store(() => win.sessionStorage, tabKey, code);
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
