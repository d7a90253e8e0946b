// Issue 61: every page a borrower can open, in every language, says what it says in that language
// and shows dates (and peso amounts) formatted; checked on each page tests/e2e/every-page.e2e.ts opens.
// The pages are the screens' own routes (screens/*.json `routes`), each opened with the query the host
// app sends it (scripts/contract/contract-routes.ts: its ids are the dev API's), or bare when the contract names
// no address of that route; so a new screen is checked with no edit here.
// - on a page in another language than the default, no English line (tests/e2e/english-words.ts: a
//   word of the catalogue's English that its Filipino never writes, or of English grammar; names and
//   the glossary's kept terms allowed), from the screens or the server, but inside an element marked
//   with a language of its own (lang="en": a legal text counsel approved in English only) and on a
//   screen that says why it is shown as written (its `untranslated`);
// - in every language, no raw date (2027-03-05, 2027/03/05, 2026-10-28 14:32) and no peso amount
//   without its sign and groups (15900.00).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import market from '../../config/market.json' with { type: 'json' };
import { contractRoutes, sessionQuery } from '../../scripts/contract/contract-routes';
import { screenshot, type TestPage } from './browser';
import { COLLECTION_SUB_TYPES, COMPLAINT_TYPES } from '../../src/dev-api/complaint-types';
import { say } from '../../src/dev-api/server-language';
import { addressIn } from './in-filipino';
import { englishLines, shownText, unmarkedLines } from './shown-text';

const root = join(import.meta.dirname, '../..');

export interface ScreenFile {
  id: string;
  routes?: string[];
  untranslated?: string;
}

export const screens = readdirSync(join(root, 'screens'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(root, 'screens', name), 'utf8')) as ScreenFile);

/** The route an address opens: its path, or its hash's path on a page of hash routes (the landing). */
const routeOpened = (address: string) => {
  const [page = '', hash] = address.split('#');
  return (hash ?? page).split('?')[0] as string;
};

/** Every address of every screen: the contract's addresses of it, and each of its routes the contract names none of, bare. */
export const screenPages = screens.flatMap((screen) => {
  const named = contractRoutes.filter((route) => route.screen === screen.id).map((route) => route.path);
  const bare = (screen.routes ?? []).filter((route) => !named.some((path) => routeOpened(path) === route)).map((route) => `${route}?${sessionQuery}`);
  return [...named, ...bare].map((path) => ({ screen, path }));
});

/** Raw dates and unformatted peso amounts, as a borrower would see them. */
const unformatted = [
  { what: 'a raw date', pattern: /(?<![\d-])\d{4}[-/]\d{1,2}[-/]\d{1,2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?(?![\d-])/g },
  { what: 'an amount without ₱ and its groups', pattern: /(?<![₱\d.,])\d{4,}\.\d{2}(?!\d)/g },
];

/** The raw dates and amounts of a text, each with its line. */
export function unformattedIn(text: string): string[] {
  return text.split('\n').flatMap((line) => unformatted.flatMap(({ what, pattern }) => [...line.matchAll(pattern)].map(([found]) => `${what} "${found}"  ←  ${line.trim()}`)));
}

/**
 * An address in a language: its lang value, and the server's titles the page before passed in the
 * query (the complaint start passes the type and sub-type as the server named them, in the page's
 * language: screens/complaint.json) in that language too.
 */
export function pageIn(path: string, language: string): string {
  const titles = [...COMPLAINT_TYPES, ...COLLECTION_SUB_TYPES].map((choice) => choice.title);
  const translated = path.replace(/=([^&#]*)/g, (all, value: string) => {
    const title = titles.find((wording) => wording.en === decodeURIComponent(value));
    return title ? `=${encodeURIComponent(say(title, language))}` : all;
  });
  return addressIn(translated, language);
}

export const languages = market.languages.choices.map((choice) => choice.code);
/** The test's name of an address: its path and query without the session parameters. */
export const shortName = (path: string) => path.replace(sessionQuery, '').replace(/&&+/g, '&').replace(/\?&/, '?').replace(/[?&]$/, '');

/**
 * What is wrong with the page's language and formats: English lines on a page in another language
 * (but a screen shown as written, its `untranslated`), raw dates and amounts in every language. A
 * page in another language than the default is kept as a screenshot, for a reader to look at.
 */
export async function languageProblems(page: TestPage, screen: ScreenFile, path: string, language: string): Promise<{ english: string[]; unformatted: string[] }> {
  const shown = await shownText(page);
  const title = await page.title();
  if (language !== market.languages.default) await screenshot(page, `every-page-${language}-${screen.id}-${screenPages.filter((other) => other.screen === screen).findIndex((other) => other.path === path)}`);
  // The words of a screen's own example replies count too: the dev API answers them in the page's language (issue 62).
  const english = language === market.languages.default || screen.untranslated ? [] : englishLines([title, ...unmarkedLines(shown)].join('\n'));
  return { english, unformatted: unformattedIn([title, shown.text].join('\n')) };
}
