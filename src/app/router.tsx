import { useEffect, useState } from 'react';
import { createRootRoute, createRoute, createRouter, Outlet, type RouterHistory } from '@tanstack/react-router';
import { Center, Loader } from '@mantine/core';
import { screens, type ScreenMeta } from 'virtual:screens';
import type { Screen } from '../generated/screen';
import { ScreenView } from '../renderer/screen-view';
import { BridgeLog } from './bridge-log';
import { parseSearch, stringifySearch } from './search-params';

function Pending() {
  return (
    <Center className="screen-state" role="status">
      <Loader />
    </Center>
  );
}

/** A screen without a route of its own (not-found), loaded by id. */
function ScreenById({ id }: { id: string }) {
  const meta = screens.find((s) => s.id === id);
  const [document, setDocument] = useState<Screen | null>(null);
  useEffect(() => {
    void meta?.load().then(setDocument);
  }, [meta]);
  if (!meta) return null;
  return document ? <ScreenView document={document} file={meta.file} search={parseSearch(window.location.search)} /> : <Pending />;
}

function RootLayout() {
  return (
    <>
      <Outlet />
      <BridgeLog />
    </>
  );
}

/** The route tree, built from the screen documents of one entry: no route is written by hand. */
export function createAppRouter(entry: ScreenMeta['entry'], history?: RouterHistory) {
  const root = createRootRoute({ component: RootLayout, notFoundComponent: () => <ScreenById id="not-found" /> });
  const routes = screens
    .filter((meta) => meta.entry === entry)
    .flatMap((meta) =>
      meta.routes.map((path) => {
        const route = createRoute({
          getParentRoute: () => root,
          path,
          loader: () => meta.load(),
          pendingComponent: Pending,
          component: function ScreenRoute() {
            const document = route.useLoaderData() as Screen;
            const search = route.useSearch() as Record<string, string>;
            return <ScreenView key={meta.id} document={document} file={meta.file} search={search} />;
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
