import { createContext, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '../api/client';
import type { Screen } from '../generated/screen';
import { createFirstReplies, type FirstReplies, type SourceCall } from './first-replies';

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
 * Where an app keeps its query cache. The cache is made once a data screen has been drawn (from
 * the replies held before it, ./first-replies.ts: src/renderer/query-runner.tsx queryClientOf), so
 * no page fetches the query cache's code before its first screen. One per app, not per page
 * module: stories and tests open many apps in one page, and none may see another's replies.
 */
export interface QueryCacheSlot {
  client?: QueryClient;
  /** The replies asked before the cache was made (./first-replies.ts), which it takes over. */
  first?: FirstReplies;
}

/** Where a screen's replies are asked and found: the query cache once it is made, else the replies held before it. */
export interface ReplyCache {
  prefetch(call: SourceCall): void;
  /** Whether the call's reply is in. */
  has(call: SourceCall): boolean;
  /** Settles when the call's reply is in or has failed (asked now if it has not been). */
  settled(call: SourceCall): Promise<void>;
}

export function replyCacheOf(slot: QueryCacheSlot): ReplyCache {
  const { client } = slot;
  if (client)
    return {
      prefetch: (call) => void client.prefetchQuery(call),
      has: (call) => client.getQueryState(call.queryKey)?.status === 'success',
      settled: (call) => client.ensureQueryData(call).then(
        () => undefined,
        () => undefined,
      ),
    };
  const first = (slot.first ??= createFirstReplies());
  return {
    prefetch: (call) => void first.call(call),
    has: (call) => first.get(call)?.status === 'success',
    settled: (call) => first.settled(call),
  };
}

export const QueryCacheContext = createContext<QueryCacheSlot | null>(null);
