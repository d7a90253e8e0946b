import type { ComponentType } from 'react';
import { createRootRoute, createRoute, createRouter, RouterProvider, useRouter, type ErrorComponentProps, type RouterHistory } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { LoadedScreenView, Pending, ScreenById } from './screen-loader';
import type { RouteScreen } from './route-screen';
import { loadingStateDelayMs } from '../renderer/loading-delay';
import { CodeFailedState } from '../renderer/release-notice';

// The app's router, which only a page the borrower moves on from loads: the first screen is drawn
// without it (src/app/app-screens.tsx), and it takes over on the first move to another address.
// Its caller gives it the loader of a route's screen: while this module imported
// src/app/route-screen.ts, which the entry imports too, the bundler kept that in the entry's chunk
// and this chunk imported the entry's, whose name changes with every screen edit
// (src/app/screen-index.ts): the router's 23 kB were downloaded again after each (issue 63).

/** A route's screen at an address, with the address's query: src/app/route-screen.ts loadRouteScreen for one entry and prefetch target. */
export type RouteScreenLoader = (pathname: string, search: Record<string, string>) => Promise<RouteScreen | null>;

/**
 * A route's loader fetches only the screen's code (its data is the screen's own to fetch), so its
 * failure is code that did not come: the connection's retry, or a new release's reload (issue 63),
 * as for the first screen; never the router's own English "Something went wrong!".
 */
function ScreenCodeFailed({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <CodeFailedState
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

/**
 * The router of one entry. No route is written by hand, and none is listed up front: every address
 * goes to one route whose loader finds the screen the documents give that address
 * (src/app/screen-index.ts), or the not-found screen.
 */
function createAppRouter(load: RouteScreenLoader, history?: RouterHistory) {
  const root = createRootRoute({ notFoundComponent: () => <ScreenById id="not-found" /> });
  const screenRoute = (path: string) => {
    const route = createRoute({
      getParentRoute: () => root,
      path,
      loaderDeps: ({ search }) => search as Record<string, string>,
      loader: ({ location, deps }): Promise<RouteScreen | null> => load(location.pathname, deps),
      pendingComponent: Pending,
      errorComponent: ScreenCodeFailed,
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

/** The app's router on `history`, at the address it shows now, loaded; then the view that draws it. */
export async function routedScreens(load: RouteScreenLoader, history: RouterHistory): Promise<ComponentType> {
  const router = createAppRouter(load, history);
  await router.load();
  return function RoutedScreens() {
    return <RouterProvider router={router} />;
  };
}
