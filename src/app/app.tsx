import { useState } from 'react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { AppServices } from '../renderer/app-services';
import type { QueryCacheSlot } from '../renderer/data-view';
import { AppShell } from './app-shell';
import { createAppServices } from './create-app-services';
import type { EntryApp } from './mount-app';
import { createAppRouter, loadedScreenHasData, type AppRouter } from './router';

export interface AppProps {
  services: AppServices;
  history?: RouterHistory;
  /** Made by the caller when it must load the route before the first render (hydration, prerendering). */
  started?: { cache: QueryCacheSlot; router: AppRouter };
  /** Drawn over the build's prerendered page (src/renderer/render-phase.ts). */
  prerendered?: boolean;
  /** Drawn over the build's page without hydrating it (src/app/draw-over.tsx). */
  drawnOver?: boolean;
}

/** The borrower app and company site (entry "app"): its screens' routes. */
export function App({ services, history, started, prerendered = false, drawnOver = false }: AppProps) {
  const [cache] = useState<QueryCacheSlot>(() => started?.cache ?? {});
  const [router] = useState(() => started?.router ?? createAppRouter('app', history, { cache, services }));
  return (
    <AppShell services={services} history={router.history} prerendered={prerendered} drawnOver={drawnOver} cache={cache}>
      <RouterProvider router={router} />
    </AppShell>
  );
}

/** The app entry as src/app/mount-app.tsx starts it: browser history, unless given another (the bench's memory history). */
export function appEntry(history?: RouterHistory): EntryApp {
  const services = createAppServices();
  const cache: QueryCacheSlot = {};
  const router = createAppRouter('app', history, { cache, services });
  return {
    pathname: router.history.location.pathname,
    load: () => router.load(),
    loadForHydration: () => router.load(),
    drawsOver: () => loadedScreenHasData(router, { cache, services }),
    render: (prerendered, drawnOver) => {
      // The router draws its matches without the outer Suspense boundary when it renders on a server or
      // hydrates a server's page; this marks the latter, as TanStack's own hydrate() does, so the tree matches the build's.
      if (prerendered) router.ssr = { manifest: undefined };
      return <App services={services} started={{ cache, router }} prerendered={prerendered} drawnOver={drawnOver} />;
    },
  };
}
