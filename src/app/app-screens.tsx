import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RouterHistory } from '@tanstack/history';
import { useWaited } from '../renderer/loading-delay';
import { useLocation } from '../renderer/navigation';
import { CodeFailedState } from '../renderer/release-notice';
import { parseSearch } from '../lib/search-params';
import { loadRouteScreen, type PrefetchTarget, type RouteScreen } from './route-screen';
import { LoadedScreenView, Pending } from './screen-loader';

// The app's screens (issue 31). The page's own screen is drawn without the router: its code
// (TanStack Router, 24 kB of the 185 kB a data route fetched before its first screen) is not
// needed to show one screen whose query may change, and most visits from the host app are one
// screen. The first move to another path loads the router, which then draws every screen, this
// path's included. Screens move through the history alone (src/renderer/navigation.ts), so they
// do not know which one draws them.

export interface AppScreensProps {
  history: RouterHistory;
  /** Where screens' early data calls go. */
  target: PrefetchTarget;
  /** The first screen, loaded by the caller before the first render (mount, hydration, the build); null when there is none to show. Loaded here when absent. */
  first?: RouteScreen | null;
}

type Routing = { View: ComponentType } | 'failed' | undefined;

/** The router once `wanted`, loaded at the address the history shows then; a retry for when its code did not come. */
function useRouting(wanted: boolean, history: RouterHistory, target: PrefetchTarget): [Routing, () => void] {
  const [routing, setRouting] = useState<Routing>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    import('./router')
      .then(({ routedScreens }) => routedScreens((pathname, search) => loadRouteScreen('app', pathname, search, target), history))
      .then(
        (View) => live && setRouting({ View }),
        () => live && setRouting('failed'),
      );
    return () => {
      live = false;
    };
  }, [wanted, history, target, attempt]);
  const retry = () => {
    setRouting(undefined);
    setAttempt((count) => count + 1);
  };
  return [routing, retry];
}

export function AppScreens({ history, target, first }: AppScreensProps) {
  const location = useLocation();
  const [firstPath] = useState(() => history.location.pathname);
  // Once the borrower has left the first path, the router draws, coming back included.
  const [left, setLeft] = useState(false);
  const leaving = left || location.pathname !== firstPath;
  if (leaving && !left) setLeft(true);
  const [routing, retryRouting] = useRouting(leaving, history, target);

  const search = useMemo(() => parseSearch(location.search), [location.search]);
  // While the router comes, the first screen stays as it was, then gives way to the loading state, as the router's own moves do.
  const [firstSearch, setFirstSearch] = useState(search);
  if (!leaving && firstSearch !== search) setFirstSearch(search);
  const slow = useWaited(leaving && routing === undefined);

  const [shown, setShown] = useState(first);
  const [failed, setFailed] = useState(false);
  const loading = shown === undefined && !failed;
  useEffect(() => {
    if (!loading) return undefined;
    let live = true;
    loadRouteScreen('app', firstPath, firstSearch, target).then(
      (screen) => live && setShown(screen),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loading, firstPath, firstSearch, target]);
  const waitedForFirst = useWaited(loading);

  if (routing === 'failed') return <CodeFailedState onRetry={retryRouting} />;
  if (routing) return <routing.View />;
  if (leaving && slow) return <Pending />;
  // The screen whose code did not arrive: a new release to reload, or the connection to try again on a tap.
  if (failed) return <CodeFailedState onRetry={() => setFailed(false)} />;
  if (shown === undefined) return waitedForFirst ? <Pending /> : null;
  return shown && <LoadedScreenView meta={shown.meta} screen={shown.screen} search={firstSearch} />;
}
