import { createContext, useContext } from 'react';
import type { ClientConfig } from '../api/client';
import type { Bridge } from '../bridge/bridge';
import type { Market } from '../generated/market';
import type { ToastStore } from '../lib/toast-store';

/** App-wide services, created once per entry (or per story/test) and given to every screen. */
export interface AppServices {
  market: Market;
  client: ClientConfig;
  toast: ToastStore;
  bridge: Bridge;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('No app services: wrap the app in <AppServicesContext.Provider> (see src/app/create-app-services.ts).');
  return services;
}
