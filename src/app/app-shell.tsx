import { useEffect, useState, type ReactNode } from 'react';
import type { RouterHistory } from '@tanstack/history';
import { AppServicesContext, type AppServices } from '../renderer/app-services';
import { QueryCacheContext, type QueryCacheSlot } from '../renderer/data-view';
import { NavigationContext } from '../renderer/navigation';
import { BuiltPassProvider, FirstLiveDrawProvider, usePagePasses } from '../renderer/render-phase';
import { ReleaseNotice } from '../renderer/release-notice';
import { Toaster } from '../renderer/toaster';
import { BridgeLog } from './bridge-log';
import { clearPrerenderedMarks } from './prerendered-route';
import { ThemeProvider } from './theme-provider';

export interface AppShellProps {
  services: AppServices;
  history: RouterHistory;
  /** Drawn over the build's prerendered page: the built pass draws what the build drew (src/renderer/render-phase.ts). */
  prerendered?: boolean;
  /** Drawn over the build's page without taking it over, in a transition (src/app/draw-over.tsx): no built pass, and the first render is the first live one. */
  drawnOver?: boolean;
  /** The app's query cache, when something outside the shell fills it too (the router's prefetch). */
  cache?: QueryCacheSlot;
  children: ReactNode;
}

/** What every entry's screens need around them: theme, services, history, query cache, the built pass, the toast, the new-release notice. */
export function AppShell({ services, history, prerendered = false, drawnOver = false, cache, children }: AppShellProps) {
  const { built, firstLiveDraw } = usePagePasses(prerendered, drawnOver);
  const [ownCache] = useState<QueryCacheSlot>({});
  // Drawn with the page's own values: #root no longer holds the build's markup (tests wait for this).
  useEffect(() => {
    if (prerendered && !built) clearPrerenderedMarks(document.getElementById('root'));
  }, [prerendered, built]);
  return (
    <ThemeProvider>
      <AppServicesContext.Provider value={services}>
        <NavigationContext.Provider value={history}>
          <QueryCacheContext.Provider value={cache ?? ownCache}>
            <BuiltPassProvider value={built}>
              <FirstLiveDrawProvider value={firstLiveDraw}>{children}</FirstLiveDrawProvider>
              {/* Developer text, for the dev server, dev-API builds and Storybook only. Written inline so a
                  production build folds it to false and leaves the note's code out of the bundle. */}
              {(import.meta.env.DEV || import.meta.env.VITE_DEV_API === 'true') && <BridgeLog />}
            </BuiltPassProvider>
          </QueryCacheContext.Provider>
        </NavigationContext.Provider>
        <Toaster store={services.toast} />
        <ReleaseNotice />
      </AppServicesContext.Provider>
    </ThemeProvider>
  );
}
