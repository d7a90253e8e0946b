// The screen an address of the app shows, loaded: how the app's first screen is drawn before any
// router code (src/app/app-screens.tsx) and how the router's one route loads every later one
// (src/app/router.tsx), so both find, load and prefetch a screen the same way.
import type { ScreenMeta } from 'virtual:screens';
import type { Screen } from '../generated/screen';
import type { AppServices } from '../renderer/app-services';
import { replyCacheOf, type QueryCacheSlot } from '../renderer/data-view';
import { firstOf } from '../lib/first-of';
import { loadScreen, type LoadedScreen } from './screen-loader';
import { screenAt, screenWithId } from './screen-index';

/** Where a route's early data calls go: the app's query cache and services. */
export interface PrefetchTarget {
  cache: QueryCacheSlot;
  services: AppServices;
}

/** A route's screen: its entry in the index and its loaded document and modules. */
export interface RouteScreen {
  meta: ScreenMeta;
  screen: LoadedScreen;
}

/**
 * The screen of an entry at `pathname` (else the not-found screen), with its document, widgets and
 * renderer; with a target, its data calls start as soon as its document is in. Null when there is
 * neither (an entry without a not-found screen).
 */
export async function loadRouteScreen(entry: ScreenMeta['entry'], pathname: string, search: Record<string, string>, target?: PrefetchTarget): Promise<RouteScreen | null> {
  const meta = (await screenAt(entry, pathname)) ?? (await screenWithId('not-found'));
  if (!meta) return null;
  const prefetch = async (document: Screen) => {
    if (!target || !document.data) return;
    const { prefetchScreenData } = await import('../renderer/screen-data');
    prefetchScreenData(replyCacheOf(target.cache), target.services, document, search);
  };
  return { meta, screen: await loadScreen(meta, prefetch) };
}

/**
 * Whether a loaded screen loads data and has every reply it opens with in the cache (its prefetch
 * took over the page's early calls), so that drawn now it shows its data (src/app/draw-over.tsx).
 * Replies still on their way are waited for `withinMs` at most: a reply whose headers are in may
 * still be read and checked when the app's modules are (seen on a busy phone), and the page keeps
 * the build's markup on screen meanwhile, as long as the app would wait before a loading state.
 */
export async function routeScreenHasData(shown: RouteScreen | null | undefined, search: Record<string, string>, target: PrefetchTarget, withinMs: number): Promise<boolean> {
  const document = shown?.screen.document;
  if (!document?.data) return false;
  const { screenDataIn, screenDataSettled } = await import('../renderer/screen-data');
  const cache = replyCacheOf(target.cache);
  await firstOf(screenDataSettled(cache, target.services, document, search), withinMs);
  return screenDataIn(cache, target.services, document, search);
}
