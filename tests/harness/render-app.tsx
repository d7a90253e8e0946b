import { cleanup, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../../src/app/app';
import { createAppServices } from '../../src/app/create-app-services';
import type { AppServices } from '../../src/renderer/app-services';
import { freshDevApi } from './fresh-dev-api';

/**
 * Renders the real app (routes built from screens/) at a URL, in memory. Calls go to the dev API
 * when the test started src/dev-api/node.ts's server.
 */
export function renderApp(url: string): { services: AppServices; history: ReturnType<typeof createMemoryHistory> } {
  const history = createMemoryHistory({ initialEntries: [url] });
  const services = createAppServices(new URL(url, 'http://localhost').search);
  render(<App services={services} history={history} />);
  return { services, history };
}

/**
 * Draws the app at `url` once and waits for `ready`, then clears it and the dev API, under a hook's own time-out:
 * the first screen drawn in a worker waits for Vite to transform and load the modules it imports on
 * demand, which on a loaded 2-core machine took longer than a test's 5 s wait (issue 43: flaky first
 * tests). Call it from beforeAll with a generous time-out; each test's wait is then the render's.
 */
export async function warmUpApp(url: string, ready: () => Promise<unknown>): Promise<void> {
  renderApp(url);
  await ready();
  // The first test starts from an empty page, as every other one does.
  cleanup();
  freshDevApi();
}
