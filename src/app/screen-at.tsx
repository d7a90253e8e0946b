import { useState } from 'react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app';
import { createAppServices } from './create-app-services';

/** The whole app opened at one URL, in memory: how stories and previews show a screen. */
export function ScreenAt({ url, entry = 'app' }: { url: string; entry?: 'app' | 'promotion' }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries: [url] }));
  const [services] = useState(() => createAppServices(new URL(url, 'http://localhost').search));
  return <App services={services} entry={entry} history={history} />;
}
