// Which screen an address shows, without the list of every screen on the page: the build writes
// the route's own screen into its page, with the chunk of its
// document in the page's language (src/build/route-html-plugin.ts); any other screen is found in
// the whole manifest (virtual:screens), fetched the first time a page needs it, e.g. on the first
// move to another screen. So a page's first script does not grow with the number of screens.
// The manifest's import is the entry's to make (setScreenManifest): its chunk names every screen's
// chunk, so its own name changes with any copy edit, and so would the name of each chunk that
// imports it and of each chunk that imports those, up to most of the app (issue 63). Only the entry
// chunk, which nothing imports, names it.
import type { ScreenMeta } from 'virtual:screens';
import type { Screen } from '../generated/screen';
import { routeKey } from './prerendered-route';
import { pageScreensElementId, type PageScreen } from './page-screens';

type Manifest = typeof import('virtual:screens');
let manifest: Promise<Manifest> | undefined;
// A lookup before the entry gave the manifest fails at once, saying so (in few words: this ships on every app page).
let manifestSource = (): Promise<Manifest> => Promise.reject(new Error('src/app/screen-index.ts: call setScreenManifest in the entry (src/app/app.tsx)'));

/** How this page gets the whole manifest: `() => import('virtual:screens')`, written in the entry (src/app/app.tsx appEntry). */
export function setScreenManifest(load: () => Promise<Manifest>): void {
  manifestSource = load;
}

/** The whole manifest, fetched once; a fetch that failed (offline) is tried again next time. */
function loadManifest(): Promise<Manifest> {
  if (!manifest) {
    manifest = manifestSource();
    manifest.catch(() => (manifest = undefined));
  }
  return manifest;
}

let named: ScreenMeta[] | undefined;

/** The screens the page's HTML names (none in dev, in Node, or on a page the build did not write). */
function pageScreens(): ScreenMeta[] {
  if (named) return named;
  named = [];
  const text = typeof document === 'undefined' ? undefined : document.getElementById(pageScreensElementId)?.textContent;
  if (!text) return named;
  try {
    named = (JSON.parse(text) as PageScreen[]).map(({ language, module, ...meta }) => ({
      ...meta,
      // Its document in the page's language is already on its way (the page preloads it); in another, the manifest knows where it is.
      load: (wanted?: string): Promise<Screen> =>
        wanted === undefined || wanted === language
          ? (import(/* @vite-ignore */ module) as Promise<{ default: Screen }>).then((m) => m.default)
          : loadManifest().then(({ screenById }) => {
              const listed = screenById(meta.id);
              if (!listed) throw new Error(`screen "${meta.id}" is not in the manifest`);
              return listed.load(wanted);
            }),
    }));
  } catch {
    // An unreadable block costs the manifest's fetch, nothing else.
  }
  return named;
}

/** The screen of an entry at an address (routes match exactly, case and all; a trailing slash aside), if any. */
export async function screenAt(entry: ScreenMeta['entry'], pathname: string): Promise<ScreenMeta | undefined> {
  const key = routeKey(pathname);
  const matches = (meta: ScreenMeta) => meta.entry === entry && meta.routes.includes(key);
  return pageScreens().find(matches) ?? (await loadManifest()).screens.find(matches);
}

/** The screen with this id (one without a route of its own: not-found), if any. */
export async function screenWithId(id: string): Promise<ScreenMeta | undefined> {
  return pageScreens().find((meta) => meta.id === id) ?? (await loadManifest()).screenById(id);
}

/** For tests: forget what was read, as a new page would. */
export function forgetPageScreens(): void {
  named = undefined;
  manifest = undefined;
}
