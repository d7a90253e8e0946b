import { startTransition, useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { AppServicesContext, type AppServices } from '../renderer/app-services';
import { FirstPassContext } from '../renderer/first-pass';
import { Toaster } from '../renderer/toaster';
import { prerenderedAttribute } from './prerendered-route';
import { createAppRouter, type AppRouter } from './router';
import { theme } from './theme';

export interface AppProps {
  services: AppServices;
  entry: 'app' | 'promotion';
  history?: RouterHistory;
  /** Made by the caller when it must load the route before the first render (hydration, prerendering). */
  started?: { queryClient: QueryClient; router: AppRouter };
  /** Drawn over the build's prerendered page (src/renderer/first-pass.ts): the first pass draws what the build drew. */
  prerendered?: boolean;
}

/** The app of one entry: its screens' routes, with the providers every screen needs. */
export function App({ services, entry, history, started, prerendered = false }: AppProps) {
  const [queryClient] = useState(() => started?.queryClient ?? new QueryClient());
  const [router] = useState(() => started?.router ?? createAppRouter(entry, history, { queryClient, services }));
  const [firstPass, setFirstPass] = useState(prerendered);
  // Runs once the hydration pass is committed: the app then draws with what the page really has,
  // in a transition (in slices, the page staying responsive) as the hydration was.
  useEffect(() => startTransition(() => setFirstPass(false)), []);
  // Drawn with the page's own values: #root no longer holds the build's markup (tests wait for this).
  useEffect(() => {
    if (prerendered && !firstPass) document.getElementById('root')?.removeAttribute(prerenderedAttribute);
  }, [prerendered, firstPass]);
  return (
    <MantineProvider theme={theme}>
      <AppServicesContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>
          <FirstPassContext.Provider value={firstPass}>
            <RouterProvider router={router} />
          </FirstPassContext.Provider>
        </QueryClientProvider>
        <Toaster store={services.toast} />
      </AppServicesContext.Provider>
    </MantineProvider>
  );
}
