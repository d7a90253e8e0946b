import { useState } from 'react';
import { createMemoryHistory } from '@tanstack/history';
import { App } from './app';
import { createAppServices } from './create-app-services';
import { Landing } from './landing';

/** The whole app of an entry opened at one URL, in memory: how stories and previews show a screen. */
export function ScreenAt({ url, entry = 'app' }: { url: string; entry?: 'app' | 'promotion' }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries: [url] }));
  const [services] = useState(() => createAppServices(new URL(url, 'http://localhost').search));
  return entry === 'promotion' ? <Landing services={services} history={history} /> : <App services={services} history={history} />;
}
