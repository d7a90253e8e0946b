import { createRootRoute, createRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { screens, type ScreenMeta } from 'virtual:screens';
import type { Screen } from '../generated/screen';
import type { AppServices } from '../renderer/app-services';
import type { QueryCacheSlot } from '../renderer/data-view';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { loadScreen, LoadedScreenView, Pending, ScreenById, type LoadedScreen } from './screen-loader';

/** Where a route's early data calls go: the app's query cache and services. */
export interface PrefetchTarget {
  cache: QueryCacheSlot;
  services: AppServices;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The route tree, built from the screen documents of one entry: no route is written by hand. */
export function createAppRouter(entry: ScreenMeta['entry'], history?: RouterHistory, target?: PrefetchTarget) {
  const prefetch = (search: Record<string, string>) => async (document: Screen) => {
    if (!target || !document.data) return;
    const [{ prefetchScreenData }, { queryClientOf }] = await Promise.all([import('../renderer/screen-data'), import('../renderer/data-screen-view')]);
    prefetchScreenData(queryClientOf(target.cache), target.services, document, search);
  };
  const root = createRootRoute({ notFoundComponent: () => <ScreenById id="not-found" /> });
  const routes = screens
    .filter((meta) => meta.entry === entry)
    .flatMap((meta) =>
      meta.routes.map((path) => {
        const route = createRoute({
          getParentRoute: () => root,
          path,
          loaderDeps: ({ search }) => search as Record<string, string>,
          loader: ({ deps }) => loadScreen(meta, prefetch(deps)),
          pendingComponent: Pending,
          component: function ScreenRoute() {
            const screen = route.useLoaderData() as LoadedScreen;
            const search = route.useSearch() as Record<string, string>;
            return <LoadedScreenView meta={meta} screen={screen} search={search} />;
          },
        });
        return route;
      }),
    );
  return createRouter({
    routeTree: root.addChildren(routes),
    history,
    caseSensitive: true,
    parseSearch,
    stringifySearch,
    defaultPendingMs: 300,
  });
}
