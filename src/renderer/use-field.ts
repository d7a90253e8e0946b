import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { setPath as set } from '../lib/value-path';
import { evaluate, truthy, type Scope } from '../expressions/evaluate';
import type { FieldRules } from '../generated/screen';
import { buildFieldCheck } from './field-rules';
import { useBuiltPass, useMountedInBuiltPass } from './render-phase';
import { useLocalScope, useRuntime } from './runtime-context';
import { useFormValue } from './use-form-value';
import { useExpression, useText } from './use-expression';

export interface FieldBlock {
  name: string;
  label?: unknown;
  placeholder?: unknown;
  default?: string | number | boolean;
  defaultFrom?: unknown;
  rules?: FieldRules;
  disabled?: unknown;
}

/**
 * Binds a field block to the screen's form. Each field subscribes to its own value and message
 * only, so a keystroke re-renders that field and nothing else; its check and message live in the
 * screen's field registry (field-registry.ts).
 */
export function useField(block: FieldBlock, options: { unregisterOnUnmount?: boolean; extraCheck?: () => string | null; typed?: (text: string) => unknown } = {}) {
  const runtime = useRuntime();
  const local = useLocalScope();
  const { form } = runtime;
  const { control, getValues, setValue: setFormValue } = form;
  const extra = options.extraCheck;
  const { name } = block;
  const check = useMemo(() => {
    const byRules = buildFieldCheck(block.rules, runtime.services.market as unknown as Record<string, unknown>);
    // A widget's own condition (e.g. uploads still running) comes before the JSON rules.
    return extra ? (value: unknown, scope: Scope) => extra() ?? byRules(value, scope) : byRules;
  }, [block.rules, runtime, extra]);
  const initial = useMemo(() => {
    // A restored draft wins over the document's default.
    const draft = control._defaultValues[name] as unknown;
    if (draft !== undefined) return draft;
    if (block.defaultFrom !== undefined) return evaluate(block.defaultFrom, runtime.scope(local)) ?? '';
    return block.default ?? '';
    // the initial value is read once, when the field mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const bound = useFormValue(form, name, initial, options.unregisterOnUnmount ?? false);
  // Mounted in the hydration pass, the field took its default from a page without a query (as the
  // build drew it, at its full size: nothing moves). Once the page's own query is in, a default
  // read from it is taken again, unless the borrower typed before the scripts ran; a saved draft
  // comes after this (src/renderer/screen-body.tsx) and wins.
  const built = useBuiltPass();
  const mountedBuilt = useMountedInBuiltPass();
  useEffect(() => {
    if (!mountedBuilt || built || block.defaultFrom === undefined || getValues(name) !== initial) return;
    const value: unknown = evaluate(block.defaultFrom, runtime.scope(local)) ?? '';
    if (value === initial) return;
    set(control._defaultValues, name, value);
    setFormValue(name, value);
    // once, when the hydration pass is over
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [built]);
  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  const { fields } = runtime;
  // The registry reads the latest check and scope, so a re-render (new rules, a new item scope)
  // does not take the field out and back in, which would clear the message it shows.
  const latest = useRef({ check, local, typed: options.typed });
  useLayoutEffect(() => {
    latest.current = { check, local, typed: options.typed };
  });
  useEffect(
    () =>
      fields.add(name, {
        check: () => latest.current.check(getValues(name), runtime.scope(latest.current.local)),
        element: () => element.current,
        typed: (text) => (latest.current.typed ? latest.current.typed(text) : text),
      }),
    [fields, name, getValues, runtime],
  );
  const error = useSyncExternalStore(
    useCallback((listener: () => void) => fields.errors.subscribe(name, listener), [fields, name]),
    () => fields.errors.get(name) as string | undefined,
    // No message before anything is checked: none on the prerendered page either.
    () => undefined,
  );
  const { onChange: setValue } = bound;
  const onChange = useCallback(
    (value: unknown) => {
      setValue(value);
      fields.changed(name);
    },
    [setValue, fields, name],
  );
  const label = useText(block.label);
  const placeholder = useText(block.placeholder);
  const disabled = truthy(useExpression(block.disabled ?? false));
  return { field: { ...bound, ref, onChange }, label, placeholder, disabled, error };
}
