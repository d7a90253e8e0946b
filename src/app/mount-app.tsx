// What every page needs before any component: Mantine's CSS variables, reset and global rules
// (each component's own stylesheet comes with it: src/build/mantine-styles-plugin.ts), then ours.
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app.css';
import { StrictMode, startTransition, type ComponentProps } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { App } from './app';
import { prerenderedAttribute, prerenderedRouteOf, routeKey } from './prerendered-route';
import { createAppRouter } from './router';

type Props = Omit<ComponentProps<typeof App>, 'started' | 'prerendered'>;

/**
 * Starts an entry: the dev API first in dev-API builds, then the app in #root. A page the build
 * prerendered for this very route (src/build/prerender-plugin.ts) is hydrated: React takes over the
 * markup already on screen instead of drawing it again. Any other page is drawn from scratch.
 */
export async function mountApp(props: Props): Promise<void> {
  // Only dev-API builds (mode devapi) keep this branch; production builds drop it and the mock code.
  if (import.meta.env.VITE_DEV_API === 'true') {
    const { startDevApi } = await import('../dev-api/browser');
    await startDevApi();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error(`${window.location.pathname}: the page lacks <div id="root">`);
  const prerendered = prerenderedRouteOf(root);
  const queryClient = new QueryClient();
  const router = createAppRouter(props.entry, props.history, { queryClient, services: props.services });
  if (prerendered === undefined || prerendered !== routeKey(router.history.location.pathname)) {
    // Served for another route (a host's fallback page): the markup is not this route's.
    root.replaceChildren();
    root.removeAttribute(prerenderedAttribute);
    createRoot(root).render(
      <StrictMode>
        <App {...props} started={{ queryClient, router }} />
      </StrictMode>,
    );
    return;
  }
  // The route's screen, widgets and renderer must be in before the first render, as they were for the build.
  await router.load();
  // The router draws its matches without the outer Suspense boundary when it renders on a server or
  // hydrates a server's page; this marks the latter, as TanStack's own hydrate() does, so the tree matches the build's.
  router.ssr = { manifest: undefined };
  // In a transition, React hydrates in slices of a few milliseconds with the browser free in between
  // (to scroll, to take a tap): on a slow phone one long task was most of Lighthouse's blocking time.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App {...props} started={{ queryClient, router }} prerendered />
      </StrictMode>,
      // A page whose markup React had to throw away: the build and the browser drew different things.
      // Reported as an uncaught error, so end-to-end tests fail on it and a tester sees it in the console.
      { onRecoverableError: (error) => reportError(new Error(`hydration mismatch on ${window.location.pathname}: ${String((error as Error)?.message ?? error)}`)) },
    );
  });
}
