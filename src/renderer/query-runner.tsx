// TanStack Query for a data screen, fetched after the page's first screen (issue 44): it makes the
// app's query cache, taking over the replies asked before it (./first-replies.ts), and keeps a
// screen's sources in it from then on: polling, the refetch step, a reload once the phone is back
// online. The data view (./data-screen-view.tsx) draws what it reports.
import { memo, useCallback, useLayoutEffect, useMemo } from 'react';
import { QueryClient, useQueries } from '@tanstack/react-query';
import type { QueryCacheSlot } from './data-view';
import type { SourceCall } from './first-replies';

/** The app's query cache, made on first use with the replies held until then (src/renderer/data-view.ts QueryCacheSlot). */
export function queryClientOf(slot: QueryCacheSlot): QueryClient {
  if (slot.client) return slot.client;
  const client = new QueryClient();
  for (const { queryKey, reply } of slot.first?.held() ?? []) {
    // A reply in keeps the time it came, so the cache knows its age; one on its way is the same call,
    // not a second one; a failed one is asked again by the screen that wants it.
    if (reply.status === 'success') client.setQueryData(queryKey, reply.data, { updatedAt: reply.at });
    else if (reply.status === 'pending') void client.prefetchQuery({ queryKey, queryFn: () => reply.promise, retry: false });
  }
  slot.client = client;
  slot.first = undefined;
  return client;
}

/** One source's state, as the data view reads it. */
export interface SourceState {
  data?: unknown;
  error: unknown;
  isPending: boolean;
  isRefetchError: boolean;
  refetch(): void;
}

export interface SourcesReport {
  states: SourceState[];
  /** The refetch step: the source's calls again (active ones only: a source that is off stays off). */
  refetch(name: string): Promise<void>;
}

export interface QueryRunnerProps {
  slot: QueryCacheSlot;
  screenId: string;
  /** Each source's Query options (src/renderer/screen-data.ts sourceQuery). */
  calls: readonly (SourceCall & Record<string, unknown>)[];
  /** Take the replies in the cache however old: the page's first screen, or replies held before the cache. */
  keepReplies: boolean;
  report(report: SourcesReport): void;
}

/** Keeps the sources in the cache and reports their state to the view before it paints; draws nothing. */
export const QueryRunner = memo(function QueryRunner({ slot, screenId, calls, keepReplies, report }: QueryRunnerProps) {
  const client = queryClientOf(slot);
  const results = useQueries({ queries: calls.map((call) => ({ ...call, ...(keepReplies ? { refetchOnMount: false } : {}) })) }, client);
  const refetch = useCallback((name: string) => client.refetchQueries({ queryKey: ['screen-data', screenId, name] }), [client, screenId]);
  const signature = results.map((r) => `${r.status}:${r.fetchStatus}:${r.dataUpdatedAt}:${r.errorUpdatedAt}:${r.isRefetchError}`).join('|');
  const states = useMemo(
    () => results.map((r) => ({ data: r.data, error: r.error, isPending: r.isPending, isRefetchError: r.isRefetchError, refetch: () => void r.refetch() })),
    // the signature says when a source's state changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );
  useLayoutEffect(() => report({ states, refetch }), [states, refetch, report]);
  return null;
});
