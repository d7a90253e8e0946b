import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RouterHistory } from '@tanstack/history';
// Its own screens only (and not-found): the landing lists them up front, without the app's.
import { screenById, screens, type ScreenMeta } from 'virtual:screens/promotion';
import type { AppServices } from '../renderer/app-services';
import { useLocation } from '../renderer/navigation';
import { CodeFailedState } from '../renderer/release-notice';
import { parseSearch } from '../lib/search-params';
import { AppShell } from './app-shell';
import { routeKey } from './prerendered-route';
import { loadScreen, LoadedScreenView, Pending, type LoadedScreen } from './screen-loader';

// The promotion landing (CONTRACT "Entries and history"): three hash routes, each a screen with a
// fixed path and no data. A router and a query cache would be most of its bundle, so it has
// neither: the hash history alone says which screen to show (screens move through it:
// src/renderer/navigation.ts), and a screen that did load data would bring its own query cache.

/** A landing screen ready to draw. */
export interface ShownScreen {
  meta: ScreenMeta;
  screen: LoadedScreen;
}

const landingScreens = screens.filter((meta) => meta.entry === 'promotion');

/** The landing's screen at a path (routes match exactly, as the app's router does), or not-found. */
export function landingScreenAt(pathname: string): ScreenMeta | undefined {
  const key = routeKey(pathname);
  return landingScreens.find((meta) => meta.routes.includes(key)) ?? screenById('not-found');
}

/** Loads the screen at a path before the first render (hydration, prerendering): the build drew it loaded. */
export async function loadLandingScreen(pathname: string): Promise<ShownScreen | undefined> {
  const meta = landingScreenAt(pathname);
  return meta && { meta, screen: await loadScreen(meta) };
}

export interface LandingProps {
  services: AppServices;
  history: RouterHistory;
  /** The first screen, loaded by the caller (hydration, prerendering). */
  started?: ShownScreen;
  prerendered?: boolean;
}

export function Landing({ services, history, started, prerendered = false }: LandingProps) {
  return (
    <AppShell services={services} history={history} prerendered={prerendered}>
      <LandingScreens started={started} />
    </AppShell>
  );
}

function LandingScreens({ started }: { started?: ShownScreen }) {
  const location = useLocation();
  const meta = landingScreenAt(location.pathname);
  const search = useMemo(() => parseSearch(location.search), [location.search]);
  const [shown, setShown] = useState(started);
  // The screen whose code did not arrive, until the borrower asks again.
  const [failed, setFailed] = useState<ScreenMeta | null>(null);
  const loading = meta !== undefined && shown?.meta !== meta && failed !== meta;
  useEffect(() => {
    if (!meta || !loading) return undefined;
    let live = true;
    loadScreen(meta).then(
      (screen) => live && setShown({ meta, screen }),
      () => live && setFailed(meta),
    );
    return () => {
      live = false;
    };
  }, [meta, loading]);
  // Another screen starts at the top, as the app's router does (the first stays where the browser put it).
  const firstShown = useRef(shown);
  useLayoutEffect(() => {
    if (shown && shown !== firstShown.current) window.scrollTo(0, 0);
  }, [shown]);
  // A screen's code that did not arrive: a new release to reload, or the connection to try again on a tap.
  if (failed === meta) return <CodeFailedState onRetry={() => setFailed(null)} />;
  if (!shown || shown.meta !== meta) return <Pending />;
  return <LoadedScreenView meta={shown.meta} screen={shown.screen} search={search} />;
}
