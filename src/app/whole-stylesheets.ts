// A prerendered page inlines only the CSS its markup uses and keeps its stylesheets' links disabled
// (src/build/prerender-plugin.ts). Before the app draws anything the build did not (a dialog, a
// list its data fills, an error under a field), the whole stylesheets must apply: mountApp enables
// them first and waits for them. The page preloads them, so the wait is normally over before the
// app's scripts are.

/** Marks a stylesheet link the prerender step disabled because its used part is inline. */
export const wholeSheetAttribute = 'data-whole-sheet';

/** How long the app waits for a stylesheet before drawing anyway: a sheet that never comes must not keep the page lifeless. */
export const stylesheetPatienceMs = 4000;

/** Enables the page's disabled whole stylesheets; resolves once each has loaded or failed, or after `patienceMs`. */
export function enableWholeStylesheets(doc: Document = document, patienceMs = stylesheetPatienceMs): Promise<unknown> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${wholeSheetAttribute}][disabled]`)];
  const loaded = links.map(
    (link) =>
      new Promise((done) => {
        link.onload = link.onerror = done;
        link.removeAttribute('disabled');
      }),
  );
  return Promise.race([Promise.all(loaded), new Promise((done) => setTimeout(done, patienceMs))]);
}
