import { useMemo, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { theme } from '../app/theme';
import { createAppServices } from '../app/create-app-services';
import { parseSearch, stringifySearch } from '../app/search-params';
import type { Screen } from '../generated/screen';
import { AppServicesContext } from '../renderer/app-services';
import { ScreenView } from '../renderer/screen-view';
import { Toaster } from '../renderer/toaster';
import { WidgetsContext, type WidgetRegistry } from '../renderer/widgets-context';
import { allWidgetTypes, loadWidgets } from '../widgets/registry';
import { StorySettled } from './story-settled';

/**
 * Renders a screen document that is not in screens/ (a widget's example, the playground's text)
 * at its own first route, against the dev API. Navigation elsewhere shows nothing.
 */
export function PreviewScreen({ document, url }: { document: Screen; url?: string }) {
  const [services] = useState(() => createAppServices(''));
  const [queryClient] = useState(() => new QueryClient());
  const router = useMemo(() => {
    const root = createRootRoute({ component: Outlet });
    const route = createRoute({
      getParentRoute: () => root,
      path: document.routes[0] ?? '/',
      // Any document may come here (the playground's text): every widget is loaded.
      loader: () => loadWidgets(allWidgetTypes),
      component: function Preview() {
        return (
          <WidgetsContext.Provider value={route.useLoaderData() as WidgetRegistry}>
            <ScreenView document={document} file="preview" search={route.useSearch() as Record<string, string>} />
          </WidgetsContext.Provider>
        );
      },
    });
    return createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [url ?? document.routes[0] ?? '/'] }), parseSearch, stringifySearch });
  }, [document, url]);
  return (
    <MantineProvider theme={theme}>
      <AppServicesContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>
          <StorySettled>
            <RouterProvider router={router} />
          </StorySettled>
        </QueryClientProvider>
        <Toaster store={services.toast} />
      </AppServicesContext.Provider>
    </MantineProvider>
  );
}
