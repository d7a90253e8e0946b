import market from '../../config/market.json';
import { clientConfig } from '../api/request';
import { createBridge } from '../bridge/bridge';
import type { Market } from '../generated/market';
import { currentLanguage } from '../i18n/language';
import { createToastStore } from '../lib/toast-store';
import type { AppServices } from '../renderer/app-services';

/**
 * The app's services for this page. The client's session is that of the address the app opened at;
 * each screen calls with the session of its own address instead (src/api/request.ts pageClient).
 * Its calls carry the page's language as it is at each call.
 */
export function createAppServices(search: string = window.location.search): AppServices {
  const values = market as Market;
  return {
    market: values,
    client: clientConfig(values, search, currentLanguage),
    toast: createToastStore(values.toast),
    bridge: createBridge(window as never, values.bridge.name),
  };
}
