import { useState } from 'react';
import { createBrowserHistory, type RouterHistory } from '@tanstack/history';
import type { AppServices } from '../renderer/app-services';
import type { QueryCacheSlot } from '../renderer/data-view';
import { parseSearch } from '../lib/search-params';
import { AppScreens } from './app-screens';
import { AppShell } from './app-shell';
import { createAppServices } from './create-app-services';
import type { EntryApp } from './mount-app';
import { loadRouteScreen, routeScreenHasData, type PrefetchTarget, type RouteScreen } from './route-screen';
import { setScreenManifest } from './screen-index';

export interface AppProps {
  services: AppServices;
  history?: RouterHistory;
  /** Made by the caller: the query cache its prefetch fills, and the first screen when it loaded it before the first render (hydration, prerendering; absent: loaded here). */
  started?: { cache: QueryCacheSlot; first?: RouteScreen | null };
  /** Drawn over the build's prerendered page (src/renderer/render-phase.ts). */
  prerendered?: boolean;
  /** Drawn over the build's page without hydrating it (src/app/draw-over.tsx). */
  drawnOver?: boolean;
}

/** The borrower app and company site (entry "app"): its screens' routes. */
export function App({ services, history: given, started, prerendered = false, drawnOver = false }: AppProps) {
  const [history] = useState(() => given ?? createBrowserHistory());
  const [target] = useState<PrefetchTarget>(() => ({ cache: started?.cache ?? {}, services }));
  return (
    <AppShell services={services} history={history} prerendered={prerendered} drawnOver={drawnOver} cache={target.cache}>
      <AppScreens history={history} target={target} first={started?.first} />
    </AppShell>
  );
}

/** The app entry as src/app/mount-app.tsx starts it: browser history, unless given another (the bench's memory history). */
export function appEntry(history: RouterHistory = createBrowserHistory()): EntryApp {
  // Here, in the entry's own chunk, which no other chunk imports: see src/app/screen-index.ts.
  setScreenManifest(() => import('virtual:screens'));
  const services = createAppServices();
  const target: PrefetchTarget = { cache: {}, services };
  const search = parseSearch(history.location.search);
  let first: RouteScreen | null | undefined;
  const load = async () => {
    first = await loadRouteScreen('app', history.location.pathname, search, target);
  };
  return {
    pathname: history.location.pathname,
    load,
    loadForHydration: load,
    drawsOver: (withinMs) => routeScreenHasData(first, search, target, withinMs),
    render: (prerendered, drawnOver) => <App services={services} history={history} started={{ cache: target.cache, first }} prerendered={prerendered} drawnOver={drawnOver} />,
  };
}
