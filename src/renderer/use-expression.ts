import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { evaluate } from '../expressions/evaluate';
import { readPaths } from '../expressions/inspect';
import type { KeyStore } from '../lib/key-store';
import { LocalScopeContext, useRuntime } from './runtime-context';

/** Literals never change, so a block whose property is a literal calls no hooks for it. */
export function isDynamic(expression: unknown): boolean {
  return typeof expression === 'object' && expression !== null;
}

function useKeys(store: KeyStore, keys: string[]): void {
  const signature = keys.join('\u0000');
  const last = useRef<unknown[]>([]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offs = keys.map((k) => store.subscribe(k, onChange));
      return () => offs.forEach((off) => off());
    },
    // keys are derived from a static expression; the signature is their identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, signature],
  );
  const snapshot = () => {
    const next = keys.map((k) => store.get(k));
    const previous = last.current;
    if (next.length === previous.length && next.every((v, i) => Object.is(v, previous[i]))) return previous;
    last.current = next;
    return next;
  };
  useSyncExternalStore(subscribe, snapshot, snapshot);
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
  const { control } = useFormContext();
  useWatch({ control, name: needs.wholeForm ? undefined : (needs.form as never), disabled: !needs.wholeForm && needs.form.length === 0 } as never);
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
