import { createRootRoute, createRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ScreenMeta } from 'virtual:screens';
import type { Screen } from '../generated/screen';
import type { AppServices } from '../renderer/app-services';
import type { QueryCacheSlot } from '../renderer/data-view';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { loadScreen, LoadedScreenView, Pending, ScreenById, type LoadedScreen } from './screen-loader';
import { screenAt, screenWithId } from './screen-index';
import { loadingStateDelayMs } from './mount-app';

/** Where a route's early data calls go: the app's query cache and services. */
export interface PrefetchTarget {
  cache: QueryCacheSlot;
  services: AppServices;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * After the router has loaded its route: whether that route's screen loads data and has every reply
 * it opens with in the cache (the prefetch below takes over the page's early calls), so that drawn
 * now it shows its data (src/app/draw-over.tsx). Checked as it stands, never waited for.
 */
export async function loadedScreenHasData(router: AppRouter, target: PrefetchTarget): Promise<boolean> {
  const shown = router.state.matches.at(-1)?.loaderData as RouteScreen | null | undefined;
  const document = shown?.screen.document;
  if (!document?.data || !target.cache.client) return false;
  const { screenDataIn } = await import('../renderer/screen-data');
  return screenDataIn(target.cache.client, target.services, document, router.state.location.search as Record<string, string>);
}

/** What the route's loader gives its component: the screen's entry in the index and its loaded document and modules. */
export interface RouteScreen {
  meta: ScreenMeta;
  screen: LoadedScreen;
}

/**
 * The router of one entry. No route is written by hand, and none is listed up front: every address
 * goes to one route whose loader finds the screen the documents give that address
 * (src/app/screen-index.ts), or the not-found screen.
 */
export function createAppRouter(entry: ScreenMeta['entry'], history?: RouterHistory, target?: PrefetchTarget) {
  const prefetch = (search: Record<string, string>) => async (document: Screen) => {
    if (!target || !document.data) return;
    const [{ prefetchScreenData }, { queryClientOf }] = await Promise.all([import('../renderer/screen-data'), import('../renderer/data-screen-view')]);
    prefetchScreenData(queryClientOf(target.cache), target.services, document, search);
  };
  const root = createRootRoute({ notFoundComponent: () => <ScreenById id="not-found" /> });
  const screenRoute = (path: string) => {
    const route = createRoute({
      getParentRoute: () => root,
      path,
      loaderDeps: ({ search }) => search as Record<string, string>,
      loader: async ({ location, deps }): Promise<RouteScreen | null> => {
        const meta = (await screenAt(entry, location.pathname)) ?? (await screenWithId('not-found'));
        return meta ? { meta, screen: await loadScreen(meta, prefetch(deps)) } : null;
      },
      pendingComponent: Pending,
      component: function ScreenRoute() {
        const shown = route.useLoaderData() as RouteScreen | null;
        const search = route.useSearch() as Record<string, string>;
        return shown ? <LoadedScreenView meta={shown.meta} screen={shown.screen} search={search} /> : null;
      },
    });
    return route;
  };
  return createRouter({
    routeTree: root.addChildren([screenRoute('/'), screenRoute('$')]),
    history,
    caseSensitive: true,
    parseSearch,
    stringifySearch,
    defaultPendingMs: loadingStateDelayMs,
  });
}
