// First: telemetry listens for errors before any other module runs (src/telemetry/start-early.ts).
import '../telemetry/start-early';
import { createHashHistory } from '@tanstack/history';
import { createAppServices } from './create-app-services';
import { Landing, loadLandingScreen, type ShownScreen } from './landing';
import { landingAddress } from './landing-address';
import { mountApp } from './mount-app';

/** The promotion landing (/promotion/): hash history, its own small bundle (CONTRACT "Entries and history"). */
// Ad links put the query before the hash; it moves into the hash before the history reads it.
const moved = landingAddress(window.location);
if (moved) window.history.replaceState(window.history.state, '', moved);
void mountApp(() => {
  // An anonymous visitor: no session parameters.
  const services = createAppServices('');
  const history = createHashHistory();
  let started: ShownScreen | undefined;
  const load = async () => {
    started = await loadLandingScreen(history.location.pathname);
  };
  return {
    pathname: history.location.pathname,
    load,
    loadForHydration: load,
    render: (prerendered) => <Landing services={services} history={history} started={started} prerendered={prerendered} />,
  };
});
