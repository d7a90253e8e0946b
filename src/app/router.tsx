import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, type RouterHistory } from '@tanstack/react-router';
import { Center, Loader } from '@mantine/core';
import { screenById, screens, type ScreenMeta } from 'virtual:screens';
import type { Screen } from '../generated/screen';
import type { AppServices } from '../renderer/app-services';
import type { ScreenView } from '../renderer/screen-view';
import { IncludedScreensContext } from '../renderer/included-screens';
import { WidgetsContext, type WidgetRegistry } from '../renderer/widgets-context';
import { loadWidgets } from '../widgets/registry';
import { loadMobileNumbers } from '../lib/mobile-numbers';
import { BridgeLog } from './bridge-log';
import { parseSearch, stringifySearch } from './search-params';

function Pending() {
  return (
    <Center className="screen-state" role="status">
      <Loader />
    </Center>
  );
}

interface LoadedScreen {
  document: Screen;
  widgets: WidgetRegistry;
  included: ReadonlyMap<string, Screen>;
  View: typeof ScreenView;
}

/** The documents of the screens this one includes. */
async function loadIncluded(meta: ScreenMeta): Promise<ReadonlyMap<string, Screen>> {
  const found = meta.includes.flatMap((id) => screenById(id) ?? []);
  return new Map(await Promise.all(found.map(async (s) => [s.id, await s.load()] as const)));
}

/**
 * A screen's document, the widgets it uses and the renderer itself (forms, actions, expressions),
 * fetched in parallel: the page's first script only starts the app and shows the loading state,
 * and the rest arrives in the same round trip as the screen.
 */
async function loadScreen(meta: ScreenMeta, prefetch?: (document: Screen) => Promise<void>): Promise<LoadedScreen> {
  // The data calls start once the document is in, while widgets and the renderer still arrive;
  // a prefetch that fails leaves the screen to make (and report) the call itself.
  const document = meta.load();
  const [loaded, widgets, renderer, included] = await Promise.all([
    document,
    loadWidgets(meta.widgets),
    import('../renderer/screen-view'),
    loadIncluded(meta),
    meta.mobileNumbers ? loadMobileNumbers() : undefined,
    document.then(prefetch).catch(() => undefined),
  ]);
  return { document: loaded, widgets, included, View: renderer.ScreenView };
}

function LoadedScreenView({ meta, screen, search }: { meta: ScreenMeta; screen: LoadedScreen; search: Record<string, string> }) {
  const { View } = screen;
  return (
    <WidgetsContext.Provider value={screen.widgets}>
      <IncludedScreensContext.Provider value={screen.included}>
        <View key={meta.id} document={screen.document} file={meta.file} search={search} />
      </IncludedScreensContext.Provider>
    </WidgetsContext.Provider>
  );
}

/** A screen without a route of its own (not-found), loaded by id. */
function ScreenById({ id }: { id: string }) {
  const meta = screenById(id);
  const [screen, setScreen] = useState<LoadedScreen | null>(null);
  useEffect(() => {
    if (meta) void loadScreen(meta).then(setScreen);
  }, [meta]);
  if (!meta) return null;
  return screen ? <LoadedScreenView meta={meta} screen={screen} search={parseSearch(window.location.search)} /> : <Pending />;
}

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* Developer text, for the dev server, dev-API builds and Storybook only. Written inline so a
          production build folds it to false and leaves the note's code out of the bundle. */}
      {(import.meta.env.DEV || import.meta.env.VITE_DEV_API === 'true') && <BridgeLog />}
    </>
  );
}

/** Where a route's early data calls go: the app's query cache and services. */
export interface PrefetchTarget {
  queryClient: QueryClient;
  services: AppServices;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The route tree, built from the screen documents of one entry: no route is written by hand. */
export function createAppRouter(entry: ScreenMeta['entry'], history?: RouterHistory, target?: PrefetchTarget) {
  const prefetch = (search: Record<string, string>) => async (document: Screen) => {
    if (!target || !document.data) return;
    const { prefetchScreenData } = await import('../renderer/screen-data');
    prefetchScreenData(target.queryClient, target.services, document, search);
  };
  const root = createRootRoute({ component: RootLayout, notFoundComponent: () => <ScreenById id="not-found" /> });
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
