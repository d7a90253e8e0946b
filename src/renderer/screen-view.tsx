import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { closeEarlyReplies } from '../api/early-replies';
import { pageClient } from '../api/request';
import type { Screen } from '../generated/screen';
import { useAppServices } from './app-services';
import { CallFailure } from './data-query';
import { ScreenBody } from './screen-body';
import { useFirstPass } from './first-pass';
import { resolveQuery, screenSources, sourceQuery } from './screen-data';

export interface ScreenViewProps {
  document: Screen;
  /** Source file for problem reports, e.g. screens/bind-bank.json. */
  file: string;
  /** The query parameters of the address (strings). */
  search: Record<string, string>;
}

const noSearch: Record<string, string> = {};
const noData: Record<string, unknown> = {};

/** The apps that have drawn a screen's body since the page loaded. */
const screensShown = new WeakSet<object>();

/**
 * Loads a screen's data, then renders its body. While blocking data loads the screen shows its
 * layout (src/renderer/data-pending.ts) and says it is loading; a failure shows the server's
 * message with a retry (and toasts it, SPEC point 7).
 */
export function ScreenView({ document, file, search: pageSearch }: ScreenViewProps) {
  const app = useAppServices();
  // The prerendered page was drawn for the bare path: the hydration pass draws it again so, without the query or any reply.
  const firstPass = useFirstPass();
  const search = firstPass ? noSearch : pageSearch;
  const query = useMemo(() => resolveQuery(document, search, app.market.sessionParams), [document, search, app.market.sessionParams]);
  const sources = useMemo(() => screenSources(document, query, app.market), [document, query, app.market]);
  // This screen's calls carry the session of its own address, not of the address the app started at.
  const client = useMemo(() => pageClient(app.client, search, app.market.sessionParams), [app.client, search, app.market.sessionParams]);
  const results = useQueries({ queries: firstPass ? [] : sources.map((source) => sourceQuery(client, document, source)) });

  useEffect(() => {
    const title = typeof document.title === 'string' ? document.title : '';
    if (title) window.document.title = title;
  }, [document.title]);

  // Search engines read each public page's own description (screen "description").
  useEffect(() => {
    if (document.description === undefined) return;
    let meta = window.document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = window.document.createElement('meta');
      meta.name = 'description';
      window.document.head.append(meta);
    }
    meta.content = document.description;
  }, [document.description]);

  const failure = results.find((r, i) => r.error && sources[i]?.source.blocking !== false)?.error;
  const failureMessage = failure instanceof CallFailure ? failure.result.message : failure ? app.market.messages.networkError : '';
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (failure && toasted.current !== failure) {
      toasted.current = failure;
      app.toast.show(failureMessage, 'fail');
    }
  }, [failure, failureMessage, app.toast]);

  // In the hydration pass every source is still to come, as it was for the build: storage included.
  const pendingIndex = sources.findIndex((s, i) => s.source.blocking !== false && (firstPass ? s.enabled || Boolean(s.source.storage) : s.enabled && results[i]?.isPending));
  // When the loading state is what the borrower sees (the page's first screen, or data arriving),
  // the body is drawn in a transition, which React renders in slices of a few milliseconds with the
  // browser free in between (to paint, scroll, take a tap), instead of one task as long as the whole
  // screen: on a slow phone that blocked the page for hundreds of milliseconds (Lighthouse total
  // blocking time). A screen opened from another with its data at hand is drawn at once, so moving
  // between screens never flashes the loading state.
  const ready = !failure && pendingIndex < 0;
  const bodyReady = useDeferredValue(ready, ready && (firstPass || screensShown.has(app)));
  // Every call of the page's first screen has been made: a reply started early that none took is dropped.
  useEffect(() => {
    if (ready || failure) closeEarlyReplies();
  }, [ready, failure]);
  useEffect(() => {
    if (bodyReady) screensShown.add(app);
  }, [bodyReady, app]);
  if (failure) {
    return (
      <Center className="screen-state" role="alert">
        <Stack align="center" gap="sm">
          <Text>{failureMessage}</Text>
          <Button variant="light" onClick={() => results.forEach((r) => r.error && void r.refetch())}>
            {app.market.messages.retry}
          </Button>
        </Stack>
      </Center>
    );
  }
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
  if (!bodyReady) {
    return (
      <Center className="screen-state" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader size="md" />
          <Text c="dimmed">{app.market.messages.loading}</Text>
        </Stack>
      </Center>
    );
  }
  const data: Record<string, unknown> = {};
  sources.forEach(({ name, source, stored }, i) => {
    data[name] = source.storage ? stored : (results[i]?.data ?? null);
  });
  return <ScreenBody key={document.id} document={document} file={file} query={query} data={data} client={client} />;
}
