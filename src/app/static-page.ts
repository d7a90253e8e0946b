// A static page's one script (issue 31). A route page whose screen needs no script
// (src/compiler/6-emit/script-needs.ts: no data, field, dialog or timer, every tap a plain link)
// ships its prerendered HTML and CSS without the app (src/build/route-html-plugin.ts) and with this
// instead; it does what the app would have done there that matters without it:
// - the language: the app picks it also from the host app's window property and the browser's
//   languages, which no host sees; when those name another language than the page's, this goes to
//   the page in that language (its lang query value, which a host serves first), as the app would
//   have drawn the page again in it (src/i18n/page-language.ts otherLanguagePage, the app's rule).
//   A lang query value that names a language is remembered in the language cookie, as the app does,
//   unless it is the host app's own (this script's redirect): a cookie would then outrank the host
//   app's property on every later page, which the app, drawing in place, never did.
// - field telemetry: the same early listener as the app's pages (src/telemetry/early-listener.ts:
//   errors, CSP violations, then web-vitals and the sender once the page has loaded and only in a
//   reporting view), so a static page's batches have the same shape as every other page's.
// - the session: in-app links keep the session parameters of the page's address, as the app's
//   steps do (src/lib/session-address.ts, CONTRACT "Session parameters").
// - the build's marks on #root go once that is done, as when the app has drawn the page with its
//   own values (tests wait for it).
// - the language switch's links (src/i18n/language-link.ts): the choice is kept in the language
//   cookie as the link is followed, as the app's switch keeps it.
// - on a page whose screen needs the app only once a part of it is used (a tap's steps, a dialog),
//   the app comes on the first tap of such a part (src/app/load-app-on-use.ts, a module of its own
//   that only such a page fetches).
// What the app does and these pages need not: no host-app bridge call (the screens make none and
// answer none: hostHandlers make a screen need a script), no data, no whole stylesheets (the markup's
// CSS is inline and the whole sheets stay disabled), no router (links load the next page).
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { otherLanguagePage, queryLanguage } from '../i18n/page-language';
import { languageOfTag } from '../i18n/pick-language';
import { rememberLanguage } from '../i18n/remember-language';
import { languageChoiceAttribute } from '../i18n/language-link';
import { keepSession, readSession } from '../lib/session-address';
import { pageRuntimeConfig } from '../lib/runtime-config';
import { inAppLinkAttribute } from '../renderer/plain-link';
import { clearPrerenderedMarks, followHostNotFound, prerenderedLanguageOf, prerenderedRouteOf } from './prerendered-route';
import { appFailedTemplateId, appOnUsePlanOf, appReplacedTemplateId } from './on-use-plan';
import { listenEarly } from '../telemetry/early-listener';

/** Gives the page's in-app links the session parameters of its address. */
export function keepSessionOnLinks(doc: Document, search: string, names: readonly string[]): void {
  const session = readSession(search, names);
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${inAppLinkAttribute}]`)) {
    const href = link.getAttribute('href');
    if (href) link.setAttribute('href', keepSession(href, session, names));
  }
}

/** Keeps the language a switch's link goes to, as the app's switch does (once the app is there, both keep it: the same cookie). */
export function keepLanguageChoices(root: Element, win: Window): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${languageChoiceAttribute}]`) : null;
    const code = link?.getAttribute(languageChoiceAttribute);
    if (code) rememberLanguage(code, win);
  });
}

/** Runs the static page: to the reader's language's page, or telemetry and links here (and the app on use, on a page with its plan). */
export function startStaticPage(win: Window = window, values: Market = market as Market): Promise<void> | undefined {
  const other = otherLanguagePage(win);
  if (other) {
    win.location.replace(other);
    return undefined;
  }
  const asked = languageOfTag(queryLanguage(win.location), values.languages);
  if (asked && asked !== languageOfTag((win as unknown as Record<string, unknown>)[values.languages.hostGlobal], values.languages)) rememberLanguage(asked, win);
  listenEarly(pageRuntimeConfig(values).telemetry);
  const root = win.document.getElementById('root');
  // The host's not-found page, at the address asked for: the app's rule (the app may come on use).
  followHostNotFound(root, win);
  keepSessionOnLinks(win.document, win.location.search, values.sessionParams);
  if (!root) return undefined;
  keepLanguageChoices(root, win);
  const plan = appOnUsePlanOf(win.document);
  // The marks as the build left them, for the app to find again when it comes.
  const marks = { route: prerenderedRouteOf(root), language: prerenderedLanguageOf(root) };
  // The page now holds its own values (the session on its links): what the app's first draw with
  // them marks by dropping the build's marks, which tests and tools wait for (src/app/app-shell.tsx).
  clearPrerenderedMarks(root);
  // By the plan's URL (the page links it up front): a page without a plan fetches none of it.
  return plan && (import(/* @vite-ignore */ plan.loader) as Promise<typeof import('./load-app-on-use')>).then(({ loadAppOnUse }) => loadAppOnUse(root, plan, marks, { failedTemplateId: appFailedTemplateId, replacedTemplateId: appReplacedTemplateId, toastMs: values.toast.defaultMs }));
}
