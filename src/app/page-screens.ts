import type { ScreenMeta } from 'virtual:screens';

// The route's own screens as the build writes them into its page (src/build/route-html-plugin.ts)
// and the app reads them (src/app/screen-index.ts): one shape, no code, so the build's plugins
// can share it without pulling the app's modules into Vite's config.

/** The id of the JSON block in a route page (never run: the security policy's script-src does not apply). */
export const pageScreensElementId = 'kaagapay-page-screens';

/** A screen as its route page names it: its manifest entry, and its document's chunk in the page's language. */
export interface PageScreen extends Omit<ScreenMeta, 'load'> {
  language: string;
  module: string;
}
