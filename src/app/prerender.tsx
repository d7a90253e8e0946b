// The server entry of the build's prerender step (src/build/prerender-plugin.ts), run in Node: draws
// one route of an entry in one language as its built pass (src/renderer/render-phase.ts), the markup the
// browser then hydrates when it picks the same language.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/history';
import market from '../../config/market.json';
import { clientConfig } from '../api/request';
import { createBridge } from '../bridge/bridge';
import type { Market } from '../generated/market';
import type { Screen } from '../generated/screen';
import { currentLanguage, loadLanguageMessages, setPageLanguage } from '../i18n/language';
import { createToastStore } from '../lib/toast-store';
import type { AppServices } from '../renderer/app-services';
import { App } from './app';
import { Landing, loadLandingScreen } from './landing';
import { loadRouteScreen } from './route-screen';
import { setScreenManifest } from './screen-index';

/** Services for a page with no address query and no host app: what the build knows. */
function buildTimeServices(): AppServices {
  const values = market as Market;
  return { market: values, client: clientConfig(values, '', currentLanguage), toast: createToastStore(values.toast), bridge: createBridge({} as never, values.bridge.name) };
}

export interface PrerenderedRoute {
  /** The markup of #root. */
  markup: string;
  /** The screen's own title and description (screen "title", "description"), when they are plain text. */
  title?: string;
  description?: string;
}

/** What the build draws for a route: the entry's app, loaded at that path, and the route's screen. */
async function loadedApp(entry: 'app' | 'promotion', path: string, services: AppServices): Promise<{ app: ReactNode; screen?: Screen }> {
  if (entry === 'promotion') {
    const history = createMemoryHistory({ initialEntries: [path] });
    const started = await loadLandingScreen(path);
    return { app: <Landing services={services} history={history} started={started} prerendered />, screen: started?.screen.document };
  }
  // No prefetch target: the build makes no API call (nor does the first pass: no query cache is made).
  const first = await loadRouteScreen(entry, path, {});
  const history = createMemoryHistory({ initialEntries: [path] });
  return { app: <App services={services} history={history} started={{ cache: {}, first }} prerendered />, screen: first?.screen.document };
}

/** A route of an entry drawn as its first pass in `language`; what it throws names nothing, the caller adds the route. */
export async function prerenderRoute(entry: 'app' | 'promotion', path: string, language: string): Promise<PrerenderedRoute> {
  // As src/app/mount-app.tsx does before the app starts: screens then load in it, the market's messages are in it.
  setPageLanguage(language);
  await loadLanguageMessages();
  setScreenManifest(() => import('virtual:screens'));
  const services = buildTimeServices();
  const { app, screen } = await loadedApp(entry, path, services);
  // prerender, not renderToString: it waits for what suspends (the router's matches, lazy parts)
  // instead of leaving their loading state for the browser to replace.
  const { prelude } = await prerenderToNodeStream(<StrictMode>{app}</StrictMode>, {
    onError: (error) => {
      throw error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return {
    markup: Buffer.concat(chunks).toString('utf8'),
    title: typeof screen?.title === 'string' ? screen.title : undefined,
    description: screen?.description,
  };
}
