import { createContext, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '../api/client';
import type { Screen } from '../generated/screen';

/** What a screen that loads data is drawn by: src/renderer/data-screen-view.tsx, with the query cache. */
export interface DataViewProps {
  document: Screen;
  file: string;
  query: Record<string, string>;
  client: ClientConfig;
}

/**
 * The data view, given by whoever loaded the screen with it (src/app/screen-loader.tsx): only the
 * screens that load data bring the query cache's code (the promotion landing's screens load none,
 * and its bundle has none).
 */
export const DataViewContext = createContext<ComponentType<DataViewProps> | null>(null);

/** Whether a screen loads data (from endpoints or storage), and so is drawn by the data view. */
export const loadsData = (document: Pick<Screen, 'data'>): boolean => Object.keys(document.data ?? {}).length > 0;

/**
 * Where an app keeps its query cache. The cache is made when a screen first loads data (the data
 * view, or the route's prefetch, makes it: src/renderer/data-screen-view.tsx queryClientOf), so a
 * page whose screens load none never loads the query cache's code. One per app, not per page
 * module: stories and tests open many apps in one page, and none may see another's replies.
 */
export interface QueryCacheSlot {
  client?: QueryClient;
}

export const QueryCacheContext = createContext<QueryCacheSlot | null>(null);
