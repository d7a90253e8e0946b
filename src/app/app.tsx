import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { AppServicesContext, type AppServices } from '../renderer/app-services';
import { Toaster } from '../renderer/toaster';
import { createAppRouter } from './router';
import { theme } from './theme';

/** The app of one entry: its screens' routes, with the providers every screen needs. */
export function App({ services, entry, history }: { services: AppServices; entry: 'app' | 'promotion'; history?: RouterHistory }) {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() => createAppRouter(entry, history, { queryClient, services }));
  return (
    <MantineProvider theme={theme}>
      <AppServicesContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <Toaster store={services.toast} />
      </AppServicesContext.Provider>
    </MantineProvider>
  );
}
