import market from '../../config/market.json';
import { clientConfig } from '../api/request';
import { createBridge } from '../bridge/bridge';
import type { Market } from '../generated/market';
import { createToastStore } from '../lib/toast-store';
import type { AppServices } from '../renderer/app-services';

/** The app's services for this page: session parameters read once from the address the host opened. */
export function createAppServices(search: string = window.location.search): AppServices {
  const values = market as Market;
  return {
    market: values,
    client: clientConfig(values, search),
    toast: createToastStore(values.toast),
    bridge: createBridge(window as never, values.bridge.name),
  };
}
