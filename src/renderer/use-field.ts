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

export interface FieldOptions {
  unregisterOnUnmount?: boolean;
  extraCheck?: () => string | null;
  /** What the field keeps of a text typed into its control (a format's cleaning, a length cap). */
  typed?: (text: string) => unknown;
  /**
   * The control shows the value by itself (an uncontrolled input or textarea, given `field.ref`):
   * the text it shows for a value. The field writes that text into the control when the value
   * changes, typed or put in from elsewhere (reset-form, a restored draft, a step), and a change
   * does not re-render the field unless `rerender`: a keystroke draws nothing in React (issue 64).
   */
  shows?: (value: unknown) => string;
  /** With `shows`: whether a change of the value re-renders the field too (a character counter reads it). Default: false. */
  rerender?: boolean;
}

/**
 * Binds a field block to the screen's form. Each field subscribes to its own value and message
 * only, so a change re-renders that field and nothing else (and a control that shows the value by
 * itself, `shows`, not even that); its check and message live in the screen's field registry
 * (field-registry.ts).
 */
export function useField(block: FieldBlock, options: FieldOptions = {}) {
  const runtime = useRuntime();
  const local = useLocalScope();
  const { form } = runtime;
  const { control, getValues, setValue: setFormValue } = form;
  const extra = options.extraCheck;
  const { name } = block;
  const check = useMemo(() => {
    const byRules = buildFieldCheck(block.rules, runtime.services.market as unknown as Record<string, unknown>);
    // A widget's own condition (e.g. uploads still running) comes before the JSON rules.
    return extra ? (value: unknown, scope: () => Scope) => extra() ?? byRules(value, scope) : byRules;
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
  const bound = useFormValue(form, name, initial, options.unregisterOnUnmount ?? false, !options.shows || options.rerender === true);
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
  const latest = useRef({ check, local, typed: options.typed, shows: options.shows, value: bound.value });
  useLayoutEffect(() => {
    latest.current = { check, local, typed: options.typed, shows: options.shows, value: bound.value };
  });
  // A control that shows the value by itself gets the text of the value whenever it differs.
  const show = useCallback(() => {
    const text = latest.current.shows;
    const control = element.current as HTMLInputElement | HTMLTextAreaElement | null;
    if (!text || !control) return;
    const value: unknown = getValues(name);
    const shown = text(value === undefined ? initial : value);
    if (control.value !== shown) control.value = shown;
  }, [getValues, name, initial]);
  const shows = Boolean(options.shows);
  useLayoutEffect(() => {
    if (!shows) return undefined;
    // A value put in between the render and now is shown too; else the control keeps what it has:
    // text typed into the page the build drew, before the scripts ran, is read from it once the
    // page is hydrated (./screen-body.tsx), and writing the blank value over it lost it.
    const value: unknown = getValues(name);
    if (!Object.is(value === undefined ? initial : value, latest.current.value)) show();
    return form.subscribe({ name, exact: true, formState: { values: true }, callback: show });
  }, [shows, form, name, show, getValues, initial]);
  useEffect(
    () =>
      fields.add(name, {
        check: () => latest.current.check(getValues(name), () => runtime.scope(latest.current.local)),
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
      // The text kept, as it is shown (digits only, a phone number grouped), whether or not the form announced it.
      show();
      fields.changed(name);
    },
    [setValue, show, fields, name],
  );
  const label = useText(block.label);
  const placeholder = useText(block.placeholder);
  const disabled = truthy(useExpression(block.disabled ?? false));
  return { field: { ...bound, ref, onChange }, label, placeholder, disabled, error };
}
