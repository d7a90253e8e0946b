// What a route page that loads the app only once a part of it is used carries for that moment
// (issue 31): the build writes it (src/build/route-html-plugin.ts), the page's own script reads it
// (src/app/static-page.ts, src/app/load-app-on-use.ts). One shape and its reader, no imports.

/** The id of the plan's JSON block (never run: the security policy's script-src does not apply). */
export const appOnUseElementId = 'kaagapay-app-on-use';

/** The id of the <template> holding what the reader is told when the app cannot come (the market's network error, in the page's language, with the toast's look). */
export const appFailedTemplateId = 'kaagapay-app-failed';

/** The id of the <template> told instead when the site serves a newer release than the page's (its files may be gone): the market's newVersion and a reload button (issue 63). */
export const appReplacedTemplateId = 'kaagapay-app-replaced';

export interface AppOnUsePlan {
  /** The static script's module that waits for the use and loads the app (src/app/load-app-on-use.ts), which only such a page fetches. */
  loader: string;
  /** The app's entry module (what an app page runs: src/app/main.ts). */
  entry: string;
  /** Every file the app's first render of this route fetches (the entry's imports, the route's screen, widgets and renderer, the whole stylesheets, the dialogs’ host on a screen with dialogs, and the handlers of the step kinds an app page fetches once drawn), fetched before any runs. */
  files: string[];
}

/** The page's plan, if it loads the app on use (none on a page without the app at all); the build wrote it. */
export function appOnUsePlanOf(doc: Document): AppOnUsePlan | undefined {
  const text = doc.getElementById(appOnUseElementId)?.textContent;
  try {
    return text ? (JSON.parse(text) as AppOnUsePlan) : undefined;
  } catch {
    return undefined;
  }
}
