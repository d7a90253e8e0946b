import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { QueryClient, QueryClientProvider, useQueries, useQueryClient } from '@tanstack/react-query';
import { closeEarlyReplies } from '../api/early-replies';
import { useAppServices } from './app-services';
import { CallFailure } from './data-query';
import { ScreenBody } from './screen-body';
import { keepsLayout, useBuiltPass } from './render-phase';
import { screenSources, sourceQuery } from './screen-data';
import { QueryCacheContext, type DataViewProps, type QueryCacheSlot } from './data-view';
import { RetryState } from './retry-state';
import { hasShownAScreen, ShownBody } from './screen-view';

const noData: Record<string, unknown> = {};

/** The app's query cache, made on first use (src/renderer/data-view.ts QueryCacheSlot). */
export function queryClientOf(slot: QueryCacheSlot): QueryClient {
  slot.client ??= new QueryClient();
  return slot.client;
}

/**
 * Loads a screen's data, then renders its body. While blocking data loads the screen shows its
 * layout (src/renderer/render-phase.ts) and says it is loading; a failure shows the server's
 * message with a retry (and toasts it, SPEC point 7).
 */
export function DataScreenView(props: DataViewProps) {
  const slot = useContext(QueryCacheContext);
  // Outside an app (a preview of one screen): a cache of this view's own.
  const [own] = useState<QueryCacheSlot>({});
  return (
    <QueryClientProvider client={queryClientOf(slot ?? own)}>
      <LoadedData {...props} />
    </QueryClientProvider>
  );
}

function LoadedData({ document, file, query, client }: DataViewProps) {
  const app = useAppServices();
  const built = useBuiltPass();
  const sources = useMemo(() => screenSources(document, query, app.market), [document, query, app.market]);
  // The page's first screen takes the replies its page asked for (the early calls, the route's
  // prefetch), however long the app took to draw it: nothing the borrower did can have changed them
  // yet, and one older than the queries' freshness (a second, less than a slow phone's first render)
  // was asked again as the screen showed it.
  const [firstScreen] = useState(() => !hasShownAScreen(app));
  const results = useQueries({ queries: built ? [] : sources.map((source) => ({ ...sourceQuery(client, document, source), ...(firstScreen ? { refetchOnMount: false } : {}) })) });
  const queryClient = useQueryClient();
  // The refetch step: the source's calls again (active ones only: a source that is off stays off).
  const refetch = useMemo(() => (name: string) => queryClient.refetchQueries({ queryKey: ['screen-data', document.id, name] }), [queryClient, document.id]);

  // A polled source that fails to load again keeps the reply on show and tries at its next turn:
  // the page the borrower is reading is not swapped for an error by a background call.
  const failure = results.find((r, i) => r.error && sources[i]?.source.blocking !== false && !(sources[i]?.source.poll && r.isRefetchError))?.error;
  const failureMessage = failure instanceof CallFailure ? failure.result.message : failure ? app.market.messages.networkError : '';
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (failure && toasted.current !== failure) {
      toasted.current = failure;
      app.toast.show(failureMessage, 'fail');
    }
  }, [failure, failureMessage, app.toast]);

  const pendingIndex = sources.findIndex((s, i) => keepsLayout(s.source, { enabled: s.enabled, loading: Boolean(results[i]?.isPending) }, built));
  const ready = !failure && pendingIndex < 0;
  // Every call of the page's first screen has been made: a reply started early that none took is dropped.
  useEffect(() => {
    if (ready || failure) closeEarlyReplies();
  }, [ready, failure]);
  if (failure) return <RetryState message={failureMessage} onRetry={() => results.forEach((r) => r.error && void r.refetch())} screen={document.id} />;
  if (pendingIndex >= 0) {
    const endpoint = sources[pendingIndex]?.endpoint;
    // The screen's layout (headings, labels, footer; placeholders where data goes) holds the page
    // in place until the data comes: nothing moves then, and the prerendered page shows it too.
    return (
      <>
        <div className="screen-state" data-layout role="status" aria-live="polite">
          {endpoint?.loadingText ?? app.market.messages.loading}
        </div>
        <ScreenBody key={`${document.id}:layout`} document={document} file={file} query={query} data={noData} client={client} pending />
      </>
    );
  }
  const data: Record<string, unknown> = {};
  sources.forEach(({ name, source, stored }, i) => {
    data[name] = source.storage ? stored : (results[i]?.data ?? null);
  });
  return <ShownBody document={document} file={file} query={query} data={data} client={client} refetch={refetch} />;
}
