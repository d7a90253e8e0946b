import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../../src/app/app';
import { createAppServices } from '../../src/app/create-app-services';
import type { AppServices } from '../../src/renderer/app-services';

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
