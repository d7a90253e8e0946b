import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/history';
import { Landing } from '../../src/app/landing';
import { createAppServices } from '../../src/app/create-app-services';
import type { AppServices } from '../../src/renderer/app-services';

/**
 * Renders the promotion landing (entry "promotion") at a path inside the
 * hash, e.g. '/?id=1&UC=x' for /promotion/#/?id=1&UC=x, in memory. Calls go to the dev API when
 * the test started src/dev-api/node.ts's server.
 */
export function renderPromotion(path: string): { services: AppServices; history: ReturnType<typeof createMemoryHistory> } {
  const history = createMemoryHistory({ initialEntries: [path] });
  const services = createAppServices('');
  render(<Landing services={services} history={history} />);
  return { services, history };
}
