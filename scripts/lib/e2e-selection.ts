// Which end-to-end files npm run check runs for the changed screens (issue 43): the files that open
// a changed screen's routes, the most specific first, within a budget of their last run's time.

/** `text` as a regular expression that matches it and nothing else. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a test file's text opens a route: the route quoted, not followed by more of a name. */
const opens = (text: string, route: string) => new RegExp(`['"\`]${literally(route)}(?![A-Za-z0-9])`).test(text);

/**
 * Said by an end-to-end file that runs npm run check itself (the studio's, which press its button):
 * run by the check, it would start the check again inside itself, and again. Such a file is never
 * chosen, and the screens it opens count as opened by none.
 */
export const runsCheckItself = 'check: runs npm run check itself, so the check never runs this file';

export interface E2eSelection {
  /** The files to run. */
  run: string[];
  /** Files that open a changed screen too, over the budget: npm test runs them. */
  left: string[];
  /** Changed screens (file names in screens/) that no file opens: a new one, most often. */
  unopened: string[];
}

/**
 * The end-to-end files (path, text, last run's time in ms) that open a changed screen's routes: a
 * file named after the screen first (tests/e2e/bind-bank.e2e.ts is about screens/bind-bank.json),
 * then those naming fewer routes (about that screen rather than every page), then the quickest,
 * within `budgetMs` (the first always runs); `/` alone opens every page and counts for none.
 */
export function e2eSelection(
  files: readonly { path: string; text: string; ms: number }[],
  screens: readonly { file: string; routes: readonly string[] }[],
  changedScreens: readonly string[],
  budgetMs: number,
): E2eSelection {
  files = files.filter(({ text }) => !text.includes(runsCheckItself));
  const routesOf = (file: string) => (screens.find((screen) => screen.file === file)?.routes ?? []).filter((route) => route.length > 1);
  const allRoutes = screens.flatMap((screen) => screen.routes).filter((route) => route.length > 1);
  const changedRoutes = changedScreens.flatMap(routesOf);
  const unopened = changedScreens.filter((file) => routesOf(file).length && !routesOf(file).some((route) => files.some(({ text }) => opens(text, route)))).map((file) => file.slice('screens/'.length));
  const stem = (path: string) => /([^/]+?)(\.e2e)?\.ts$/.exec(path)?.[1];
  const changedStems = changedScreens.map((file) => /([^/]+)\.json$/.exec(file)?.[1]);
  const candidates = files
    .filter(({ text }) => changedRoutes.some((route) => opens(text, route)))
    .map(({ path, text, ms }) => ({ path, ms, aboutIt: changedStems.includes(stem(path)) ? 0 : 1, named: allRoutes.filter((route) => opens(text, route)).length }))
    .sort((a, b) => a.aboutIt - b.aboutIt || a.named - b.named || a.ms - b.ms);
  const run: string[] = [];
  const left: string[] = [];
  let spent = 0;
  for (const file of candidates) {
    if (run.length && spent + file.ms > budgetMs) left.push(file.path);
    else {
      run.push(file.path);
      spent += file.ms;
    }
  }
  return { run, left, unopened };
}
