import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { evaluate, evaluateParams, evaluateText } from '../expressions/evaluate';
import { readPaths } from '../expressions/inspect';
import type { KeyStore } from '../lib/key-store';
import { LocalScopeContext, useRuntime } from './runtime-context';

/** Literals never change, so a block whose property is a literal calls no hooks for it. */
export function isDynamic(expression: unknown): boolean {
  return typeof expression === 'object' && expression !== null;
}

/**
 * Re-renders the caller when what read() gives changes, value by value: a new list of the same
 * values is no change. React reads it again once the caller has mounted, so a value that came in
 * while the page was being drawn (a field further down putting in its default) is not missed.
 */
function useReadings(subscribe: (onChange: () => void) => () => void, read: () => unknown[]): void {
  const last = useRef<unknown[]>([]);
  const snapshot = () => {
    const next = read();
    const previous = last.current;
    if (next.length === previous.length && next.every((v, i) => Object.is(v, previous[i]))) return previous;
    last.current = next;
    return next;
  };
  useSyncExternalStore(subscribe, snapshot, snapshot);
}

function useKeys(store: KeyStore, keys: string[]): void {
  const signature = keys.join('\u0000');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offs = keys.map((k) => store.subscribe(k, onChange));
      return () => offs.forEach((off) => off());
    },
    // keys are derived from a static expression; the signature is their identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, signature],
  );
  useReadings(subscribe, () => keys.map((k) => store.get(k)));
}

const noNames: string[] = [];
const unsubscribed = () => () => {};

/**
 * The form's values named (all of them for `whole`). Not react-hook-form's useWatch: it reads the
 * values once, as the block first draws, and a block drawn before a field that puts in its default
 * showed nothing until something else drew it again. A change the form announces for a name also
 * counts when the value is the same object, changed inside (a value with parts).
 */
function useFormNames(form: UseFormReturn, names: string[], whole: boolean): void {
  const changes = useRef(0);
  const watched = whole || names.length > 0;
  const signature = names.join('\u0000');
  const subscribe = useCallback(
    (onChange: () => void) =>
      form.subscribe({
        name: whole ? undefined : names,
        formState: { values: true },
        callback: () => {
          changes.current += 1;
          onChange();
        },
      }),
    // names are derived from a static expression; the signature is their identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, signature, whole],
  );
  const { getValues } = form;
  useReadings(watched ? subscribe : unsubscribed, () =>
    !watched ? noNames : [changes.current, ...(whole ? Object.entries(getValues()).flat() : names.map((name) => getValues(name) as unknown))],
  );
}

function secondSegments(paths: string[], root: string): string[] {
  const out = new Set<string>();
  for (const path of paths) {
    const [head, second] = path.split('.');
    if (head === root && second) out.add(second);
  }
  return [...out];
}

/**
 * Re-renders the calling block when something the expression reads changes: the form fields,
 * state keys, data sources, env and query values named in its var paths (nothing for a literal).
 */
export function useExpressionInputs(expression: unknown): void {
  const runtime = useRuntime();
  const paths = useMemo(() => readPaths(expression), [expression]);
  const needs = useMemo(
    () => ({
      wholeForm: paths.some((p) => p === 'form'),
      form: secondSegments(paths, 'form'),
      state: secondSegments(paths, 'state'),
      data: secondSegments(paths, 'data'),
      env: secondSegments(paths, 'env'),
      query: secondSegments(paths, 'query'),
    }),
    [paths],
  );
  useFormNames(runtime.form, needs.form, needs.wholeForm);
  useKeys(runtime.services.state, needs.state);
  useKeys(runtime.data, needs.data);
  useKeys(runtime.env, needs.env);
  useKeys(runtime.query, needs.query);
}

/** Evaluates an expression in the block's scope, re-rendering the block when its inputs change. */
function useDynamicExpression(expression: unknown): unknown {
  const runtime = useRuntime();
  const local = useContext(LocalScopeContext);
  useExpressionInputs(expression);
  return evaluate(expression, runtime.scope(local));
}

const noExpressions: Record<string, unknown> = {};

/**
 * A map of name → expression (a navigate step's query) evaluated in the block's scope, re-rendering
 * the caller when what they read changes; an empty map for none. The same hooks whatever the map.
 */
export function useExpressionMap(map: Record<string, unknown> | undefined): Record<string, unknown> {
  const runtime = useRuntime();
  const local = useContext(LocalScopeContext);
  const expressions = map ?? noExpressions;
  const values = useMemo(() => Object.values(expressions), [expressions]);
  useExpressionInputs(values);
  return map ? evaluateParams(map, runtime.scope(local)) : noExpressions;
}

export function useExpression(expression: unknown): unknown {
  // The branch depends only on the block's JSON, which never changes for a mounted block,
  // so each block calls the same hooks on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return isDynamic(expression) ? useDynamicExpression(expression) : expression;
}

/** Text for display: literal strings as they are, expressions evaluated ('' for nothing). */
export function useText(text: unknown): string {
  const value = useExpression(text);
  return value === undefined || value === null ? '' : String(value);
}

/**
 * useText for text that no block's boundary is around (the screen's title): '' when the data
 * cannot make text of it. A block given such data shows its boundary with a retry; this text would
 * take the whole screen down instead (a reply is JSON, which can give an object an own toString
 * that String() cannot call: {"toString": 1}; the screen fuzz found it in a title).
 */
export function useTextOutsideBlocks(text: unknown): string {
  const runtime = useRuntime();
  const local = useContext(LocalScopeContext);
  const dynamic = isDynamic(text);
  // The branch depends on the screen's JSON, the same on every render of a mounted screen.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (dynamic) useExpressionInputs(text);
  try {
    return evaluateText(text, runtime.scope(local));
  } catch {
    return '';
  }
}
