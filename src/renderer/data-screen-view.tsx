import { useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { closeEarlyReplies } from '../api/early-replies';
import { afterPaintWhenIdle } from './after-paint';
import { useAppServices } from './app-services';
import { CallFailure } from './data-query';
import { ScreenBody } from './screen-body';
import { keepsLayout, useBuiltPass } from './render-phase';
import { screenSources, sourceQuery } from './screen-data';
import { QueryCacheContext, type DataViewProps, type QueryCacheSlot } from './data-view';
import { createFirstReplies, type FirstReplies, type HeldReply, type SourceCall } from './first-replies';
import type { SourcesReport, SourceState } from './query-runner';
import { CodeFailedState } from './release-notice';
import { RetryState } from './retry-state';
import { hasShownAScreen, ShownBody } from './screen-view';

const noData: Record<string, unknown> = {};
const noSubscription = () => () => {};

// TanStack Query's part (./query-runner.tsx) is fetched once a screen with held replies has been
// drawn with them and the browser is idle (./after-paint.ts), or at once for a screen opened after
// the query cache was made: no page fetches it before its first screen is on show.
type Runner = typeof import('./query-runner');
let runner: Runner | undefined;
const loadRunner = () =>
  import('./query-runner').then((module) => {
    runner = module;
    return module;
  });

/**
 * Loads a screen's data, then renders its body. While blocking data loads the screen shows its
 * layout (src/renderer/render-phase.ts) and says it is loading; a failure shows the server's
 * message with a retry (and toasts it, SPEC point 7).
 */
export function DataScreenView(props: DataViewProps) {
  const slot = useContext(QueryCacheContext);
  // Outside an app (a preview of one screen): a cache of this view's own.
  const [own] = useState<QueryCacheSlot>({});
  return <LoadedData {...props} slot={slot ?? own} />;
}

/** A reply held before the query cache, as the view reads a source's state. */
function heldState(reply: HeldReply | undefined, again: () => void): SourceState {
  return {
    data: reply?.status === 'success' ? reply.data : undefined,
    error: reply?.status === 'error' ? reply.error : null,
    isPending: reply?.status !== 'success' && reply?.status !== 'error',
    isRefetchError: false,
    refetch: again,
  };
}

const enabled = (call: SourceCall) => (call as { enabled?: boolean }).enabled !== false;

function LoadedData({ document, file, query, client, slot }: DataViewProps & { slot: QueryCacheSlot }) {
  const app = useAppServices();
  const built = useBuiltPass();
  const sources = useMemo(() => screenSources(document, query, app.market), [document, query, app.market]);
  // The page's first screen takes the replies its page asked for (the early calls, the route's
  // prefetch), however long the app took to draw it: nothing the borrower did can have changed them
  // yet, and one older than the queries' freshness (a second, less than a slow phone's first render)
  // was asked again as the screen showed it.
  const [firstScreen] = useState(() => !hasShownAScreen(app));
  const calls = useMemo(() => (built ? [] : sources.map((source) => sourceQuery(client, document, source))), [built, sources, client, document]);
  // Before the query cache is made, replies are held (./first-replies.ts); the cache takes them over
  // once this screen has what it waits for, and reports the sources' state from then on.
  const [held] = useState<FirstReplies | undefined>(() => (slot.client ? undefined : (slot.first ??= createFirstReplies())));
  const [report, setReport] = useState<SourcesReport | null>(null);
  const holding = held !== undefined && report === null;
  useSyncExternalStore(holding ? held.subscribe : noSubscription, () => (holding ? held.version() : 0), () => 0);
  useEffect(() => {
    // Calls the route's prefetch did not start (a screen drawn without one: a preview, a test).
    if (holding) for (const call of calls) if (enabled(call)) held.call(call);
  }, [holding, held, calls]);

  const states: SourceState[] = report?.states ?? calls.map((call) => heldState(held?.get(call), () => held?.again(call)));
  const refetch = useMemo(
    () =>
      report?.refetch ??
      (async (name: string) => {
        calls.forEach((call, i) => sources[i]?.name === name && enabled(call) && held?.again(call));
      }),
    [report, calls, sources, held],
  );

  // A polled source that fails to load again keeps the reply on show and tries at its next turn:
  // the page the borrower is reading is not swapped for an error by a background call.
  const failure = states.find((r, i) => r.error && sources[i]?.source.blocking !== false && !(sources[i]?.source.poll && r.isRefetchError))?.error;
  const failureMessage = failure instanceof CallFailure ? failure.result.message : failure ? app.market.messages.networkError : '';
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (failure && toasted.current !== failure) {
      toasted.current = failure;
      app.toast.show(failureMessage, 'fail');
    }
  }, [failure, failureMessage, app.toast]);

  /** Asks again every source whose reply failed: the retry's tap, and the phone back online. */
  const retryFailed = () => states.forEach((r) => r.error && r.refetch());
  // A held reply that failed is asked again when the phone is back online, as the query cache does
  // (refetchOnReconnect, src/renderer/data-query.ts).
  useEffect(() => {
    if (!holding || !failure) return undefined;
    window.addEventListener('online', retryFailed);
    return () => window.removeEventListener('online', retryFailed);
  });

  const pendingIndex = sources.findIndex((s, i) => keepsLayout(s.source, { enabled: s.enabled, loading: Boolean(states[i]?.isPending) }, built));
  const ready = !failure && pendingIndex < 0;
  // Every call of the page's first screen has been made: a reply started early that none took is dropped.
  useEffect(() => {
    if (ready || failure) closeEarlyReplies();
  }, [ready, failure]);

  // The query cache's code: at once when this screen's replies are not held, else once the screen
  // has what it waits for, is painted and the browser is idle (fetched earlier, it ends before the
  // largest paint on a slow phone, which Lighthouse then counts it in, though the paint did not wait).
  const [shown, setShown] = useState(held === undefined);
  useEffect(() => (ready && !shown ? afterPaintWhenIdle(() => setShown(true)) : undefined), [ready, shown]);
  const wantsRunner = !built && shown;
  const [loaded, setLoaded] = useState(() => runner);
  const [runnerFailed, setRunnerFailed] = useState(false);
  useEffect(() => {
    if (!wantsRunner || loaded || runnerFailed) return undefined;
    let live = true;
    loadRunner().then(
      (module) => live && setLoaded(module),
      () => live && setRunnerFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wantsRunner, loaded, runnerFailed]);
  const Runner = wantsRunner ? loaded?.QueryRunner : undefined;
  const running = Runner ? <Runner slot={slot} screenId={document.id} calls={calls} keepReplies={firstScreen || held !== undefined} report={setReport} /> : null;

  // Without the cache's code and with no reply held, the screen cannot load: its retry asks for the code again.
  if (runnerFailed && !held) return <CodeFailedState onRetry={() => setRunnerFailed(false)} screen={document.id} />;
  if (failure)
    return (
      <>
        {running}
        <RetryState message={failureMessage} onRetry={retryFailed} screen={document.id} />
      </>
    );
  if (pendingIndex >= 0) {
    const endpoint = sources[pendingIndex]?.endpoint;
    // The screen's layout (headings, labels, footer; placeholders where data goes) holds the page
    // in place until the data comes: nothing moves then, and the prerendered page shows it too.
    return (
      <>
        {running}
        <div className="screen-state" data-layout role="status" aria-live="polite">
          {endpoint?.loadingText ?? app.market.messages.loading}
        </div>
        <ScreenBody key={`${document.id}:layout`} document={document} file={file} query={query} data={noData} client={client} pending />
      </>
    );
  }
  const data: Record<string, unknown> = {};
  sources.forEach(({ name, source, stored }, i) => {
    data[name] = source.storage ? stored : (states[i]?.data ?? null);
  });
  return (
    <>
      {running}
      <ShownBody document={document} file={file} query={query} data={data} client={client} refetch={refetch} />
    </>
  );
}
