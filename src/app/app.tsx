import { useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { AppServicesContext, type AppServices } from '../renderer/app-services';
import { Toaster } from '../renderer/toaster';
import { WidgetsContext, type WidgetRegistry } from '../renderer/widgets-context';
import { createAppRouter } from './router';
import { theme } from './theme';

// Loaded on demand, so an entry that passes its own (smaller) widget list never ships the full one.
const loadFullRegistry = (): Promise<WidgetRegistry> => import('../widgets/registry').then((m) => m.widgetRegistry);

/**
 * The app of one entry. widgets: the block widgets this entry ships (default: every widget,
 * loaded on first render; src/app/main.tsx passes them up front).
 */
export function App({ services, entry, history, widgets }: { services: AppServices; entry: 'app' | 'promotion'; history?: RouterHistory; widgets?: WidgetRegistry }) {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() => createAppRouter(entry, history));
  const [registry, setRegistry] = useState<WidgetRegistry | null>(widgets ?? null);
  useEffect(() => {
    if (registry) return undefined;
    let live = true;
    void loadFullRegistry().then((full) => live && setRegistry(full));
    return () => {
      live = false;
    };
  }, [registry]);
  return (
    <MantineProvider theme={theme}>
      <AppServicesContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>
          {registry ? (
            <WidgetsContext.Provider value={registry}>
              <RouterProvider router={router} />
            </WidgetsContext.Provider>
          ) : null}
        </QueryClientProvider>
        <Toaster store={services.toast} />
      </AppServicesContext.Provider>
    </MantineProvider>
  );
}
