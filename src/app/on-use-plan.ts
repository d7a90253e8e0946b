// What a route page that loads the app only once a part of it is used carries for that moment
// (issue 31): the build writes it (src/build/route-html-plugin.ts), the page's own script reads it
// (src/app/load-app-on-use.ts). One shape, no code and no imports, like page-screens.ts.

/** The id of the plan's JSON block (never run: the security policy's script-src does not apply). */
export const appOnUseElementId = 'kaagapay-app-on-use';

/** The id of the <template> holding what the reader is told when the app cannot come (the market's network error, in the page's language, with the toast's look). */
export const appFailedTemplateId = 'kaagapay-app-failed';

export interface AppOnUsePlan {
  /** The app's entry module (what an app page runs: src/app/main.ts). */
  entry: string;
  /** Every file the app's first render of this route fetches (the entry's imports, the route's screen, widgets and renderer, the whole stylesheets), fetched before any runs. */
  files: string[];
}
