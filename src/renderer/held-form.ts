import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getPath, withPath } from '../lib/value-path';

// A screen's form as the renderer calls it (getValues, setValue, subscribe…), with its values held
// here. A screen without fields keeps it for its life (./form-hook.ts); a screen with fields draws
// with it and hands its values to react-hook-form once the library has arrived (./screen-form.ts).
// Small, and in the chunk every app page fetches: what only fields need is in ./screen-form.ts.

export interface FormListener {
  name?: string | readonly string[];
  exact?: boolean;
  callback: () => void;
}

/**
 * react-hook-form's rule for who hears a change (its subscribe), so that a listener hears the same
 * before the handover and after: everyone for a change without a name; else, exact, the name and
 * what holds it (a field "bank.account" hears "bank" set whole); else also what it holds.
 */
function hears(listener: FormListener, changed: string | undefined): boolean {
  if (listener.name === undefined || changed === undefined) return true;
  const names = typeof listener.name === 'string' ? [listener.name] : listener.name;
  return names.some((name) => name === changed || name.startsWith(`${changed}.`) || (!listener.exact && (name.startsWith(changed) || changed.startsWith(name))));
}

export interface HeldForm {
  /** Only what the renderer calls on a form (./screen-body.tsx, services.ts, use-expression.ts, use-form-value.ts). */
  form: UseFormReturn;
  /** The starting values, which reset-form goes back to (fields write theirs in as they register). */
  defaults: FieldValues;
  values(): FieldValues;
  /** Puts a value in without telling anyone (a field registering). */
  put(name: string, value: unknown): void;
  /** Tells the listeners that hear `name` (everyone: undefined). */
  announce(name: string | undefined): void;
}

/** The form a screen starts with; a field drawn on it is a mistake the message names, until ./screen-form.ts gives it fields. */
export function createHeldForm(defaultValues: FieldValues): HeldForm {
  const defaults: FieldValues = { ...defaultValues };
  let values: FieldValues = { ...defaults };
  const listeners = new Set<FormListener>();
  const announce = (name: string | undefined) => {
    for (const listener of [...listeners]) if (hears(listener, name)) listener.callback();
  };
  const put = (name: string, value: unknown) => {
    values = withPath(values, name, value);
  };
  const set = (name: string, value: unknown) => {
    put(name, value);
    announce(name);
  };
  const noField = (what: string) => () => {
    throw new Error(`${what}: a field was drawn on a screen the build found none on (the manifest's "form", src/compiler/6-emit/screen-widgets.ts): its widget kind needs a "name" in its schema, and a dialog's field its dialog's own form (src/renderer/dialog-host.tsx)`);
  };
  const form = {
    // Dotted names reach into nested values, as react-hook-form's do.
    getValues: (name?: string) => (name === undefined ? { ...values } : getPath(values, name)),
    setValue: set,
    resetField: (name: string) => set(name, getPath(defaults, name)),
    reset: () => {
      values = { ...defaults };
      announce(undefined);
    },
    subscribe: (listener: FormListener) => {
      const own = { ...listener };
      listeners.add(own);
      return () => {
        listeners.delete(own);
      };
    },
    watch: (callback: () => void) => {
      const own = { callback };
      listeners.add(own);
      return { unsubscribe: () => listeners.delete(own) };
    },
    register: noField('register'),
    unregister: noField('unregister'),
    control: { _defaultValues: defaults },
  };
  return { form: form as unknown as UseFormReturn, defaults, values: () => values, put, announce };
}
