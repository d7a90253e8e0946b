import { useMemo, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { theme } from '../app/theme';
import { createAppServices } from '../app/create-app-services';
import { parseSearch, stringifySearch } from '../lib/search-params';
import type { Screen } from '../generated/screen';
import { AppServicesContext } from '../renderer/app-services';
import { DataScreenView } from '../renderer/data-screen-view';
import { DataViewContext } from '../renderer/data-view';
import { NavigationContext } from '../renderer/navigation';
import { ScreenView } from '../renderer/screen-view';
import { Toaster } from '../renderer/toaster';
import { WidgetsContext, type WidgetRegistry } from '../renderer/widgets-context';
import { FormHookContext } from '../renderer/form-hook';
import { useScreenForm } from '../renderer/screen-form';
import { allWidgetTypes, loadWidgets } from '../widgets/registry';
import { StorySettled } from './story-settled';

/**
 * Renders a screen document that is not in screens/ (a widget's example, the playground's text)
 * at its own first route, against the dev API. Navigation elsewhere shows nothing.
 */
export function PreviewScreen({ document, url }: { document: Screen; url?: string }) {
  const [services] = useState(() => createAppServices(''));
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
            <FormHookContext.Provider value={useScreenForm}>
              <ScreenView document={document} file="preview" search={route.useSearch() as Record<string, string>} />
            </FormHookContext.Provider>
          </WidgetsContext.Provider>
        );
      },
    });
    return createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [url ?? document.routes[0] ?? '/'] }), parseSearch, stringifySearch });
  }, [document, url]);
  return (
    <MantineProvider theme={theme}>
      <AppServicesContext.Provider value={services}>
        <NavigationContext.Provider value={router.history}>
          <DataViewContext.Provider value={DataScreenView}>
            <StorySettled>
              <RouterProvider router={router} />
            </StorySettled>
          </DataViewContext.Provider>
        </NavigationContext.Provider>
        <Toaster store={services.toast} />
      </AppServicesContext.Provider>
    </MantineProvider>
  );
}
