import { useEffect, useMemo, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { evaluate, evaluateParams, truthy } from '../expressions/evaluate';
import type { Screen } from '../generated/screen';
import { useAppServices } from './app-services';
import { CallFailure, screenDataQuery } from './data-query';
import { ScreenBody } from './screen-body';

export interface ScreenViewProps {
  document: Screen;
  /** Source file for problem reports, e.g. screens/bind-bank.json. */
  file: string;
  /** The query parameters of the address (strings). */
  search: Record<string, string>;
}

/** Resolves declared query parameters: defaults, patterns, and the session parameters kept. */
export function resolveQuery(document: Screen, search: Record<string, string>, sessionParams: string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of sessionParams) if (search[name] !== undefined) query[name] = search[name];
  for (const [name, param] of Object.entries(document.query ?? {})) {
    const value = search[name];
    const valid = value !== undefined && (!param.pattern || new RegExp(param.pattern).test(value));
    if (valid) query[name] = value;
    else if (param.default !== undefined) query[name] = param.default;
  }
  return query;
}

/**
 * Reads a storage data source: the JSON a store step wrote. Missing, blocked or corrupt storage
 * gives null (the screen shows its own empty state), never an error.
 */
export function readStorageSource(storage: { key: string; area?: 'local' | 'session' }): unknown {
  try {
    const area = storage.area === 'session' ? window.sessionStorage : window.localStorage;
    const text = area.getItem(storage.key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * Loads a screen's data, then renders its body. While blocking data loads the screen shows its
 * loading state; a failure shows the server's message with a retry (and toasts it, SPEC point 7).
 */
export function ScreenView({ document, file, search }: ScreenViewProps) {
  const app = useAppServices();
  const query = useMemo(() => resolveQuery(document, search, app.market.sessionParams), [document, search, app.market.sessionParams]);
  const sources = useMemo(() => {
    const scope = { query, market: app.market, state: document.state ?? {} };
    return Object.entries(document.data ?? {}).map(([name, source]) => {
      const wanted = source.when === undefined || truthy(evaluate(source.when, scope));
      // Storage is read once per opening, synchronously: it never shows a loading state.
      const stored = source.storage && wanted ? readStorageSource(source.storage) : null;
      const endpoint = source.endpoint === undefined ? undefined : document.endpoints?.[source.endpoint];
      const enabled = endpoint !== undefined && wanted;
      const params = endpoint ? evaluateParams(source.params, scope) : {};
      return { name, source, endpoint, enabled, params, stored };
    });
  }, [document, query, app.market]);
  const results = useQueries({
    queries: sources.map(({ name, endpoint, enabled, params }) => ({
      ...screenDataQuery(app.client, document.id, name, endpoint ?? { method: 'GET', path: '/', success: 'int0' }, params),
      enabled,
    })),
  });

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

  const pendingIndex = results.findIndex((r, i) => r.isPending && sources[i]?.enabled && sources[i]?.source.blocking !== false);
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
    return (
      <Center className="screen-state" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader size="md" />
          <Text c="dimmed">{endpoint?.loadingText ?? app.market.messages.loading}</Text>
        </Stack>
      </Center>
    );
  }
  const data: Record<string, unknown> = {};
  sources.forEach(({ name, source, stored }, i) => {
    data[name] = source.storage ? stored : (results[i]?.data ?? null);
  });
  return <ScreenBody key={document.id} document={document} file={file} query={query} data={data} />;
}
