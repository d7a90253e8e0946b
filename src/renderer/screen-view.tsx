import { useContext, useDeferredValue, useEffect, useMemo } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { pageClient } from '../api/request';
import type { Screen } from '../generated/screen';
import { useAppServices } from './app-services';
import { ScreenBody } from './screen-body';
import { useBuiltPass, useFirstLiveDraw } from './render-phase';
import { resolveQuery } from './screen-data';
import { DataViewContext, loadsData } from './data-view';

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

/** Whether the app has drawn a screen's body yet: if not, the screen on its way is the page's first. */
export const hasShownAScreen = (app: object): boolean => screensShown.has(app);

/**
 * One screen at an address: its title and description, its query, then its body, or its data
 * view (which shows the screen's layout while the data loads: src/renderer/render-phase.ts).
 */
export function ScreenView({ document, file, search: pageSearch }: ScreenViewProps) {
  const app = useAppServices();
  const DataView = useContext(DataViewContext);
  // The prerendered page was drawn for the bare path: the hydration pass draws it again so, without the query or any reply.
  const built = useBuiltPass();
  const search = built ? noSearch : pageSearch;
  const query = useMemo(() => resolveQuery(document, search, app.market.sessionParams), [document, search, app.market.sessionParams]);
  // This screen's calls carry the session of its own address, not of the address the app started at.
  const client = useMemo(() => pageClient(app.client, search, app.market.sessionParams), [app.client, search, app.market.sessionParams]);

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

  if (!loadsData(document)) return <ShownBody document={document} file={file} query={query} data={noData} client={client} atOnce />;
  if (!DataView) throw new Error(`${file}: the screen loads data, and was shown without the data view (src/renderer/data-screen-view.tsx), which whoever loads the screen provides`);
  return <DataView document={document} file={file} query={query} client={client} />;
}

/**
 * A screen's body, with its data in. A screen without data is drawn in the render that opens it:
 * its modules are in before the app's first render (src/app/mount-app.tsx loads the route first),
 * so a loading state in between would only delay the fields (issue 31). When a reply is what the
 * borrower waits for, its arrival is an urgent update, and the first body the app draws is drawn
 * in a transition instead, which React renders in slices of a few milliseconds with the browser
 * free in between (to paint, scroll, take a tap), not one task as long as the whole screen: on a
 * slow phone that blocked the page for hundreds of milliseconds (Lighthouse total blocking time).
 * A screen opened from another with its data at hand is drawn at once, so moving between screens
 * never flashes the loading state; so is one drawn in the app's first live render over the build's
 * page, itself a transition in slices: the layout goes straight to the data
 * (src/renderer/render-phase.ts).
 */
export function ShownBody({ atOnce = false, ...props }: Omit<Parameters<typeof ScreenBody>[0], 'pending'> & { atOnce?: boolean }) {
  const app = useAppServices();
  const built = useBuiltPass();
  const firstLiveDraw = useFirstLiveDraw();
  const bodyReady = useDeferredValue(true, atOnce || built || firstLiveDraw || screensShown.has(app));
  useEffect(() => {
    if (bodyReady) screensShown.add(app);
  }, [bodyReady, app]);
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
  return <ScreenBody key={props.document.id} {...props} />;
}
