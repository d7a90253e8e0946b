import { createContext, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getPath, withPath } from '../lib/value-path';

// Which form a screen has: react-hook-form for a screen with fields (./screen-form.ts, loaded with
// it: src/app/screen-loader.tsx provides it here), a plain one for a screen without, which steps
// and expressions still read (`form.x` is empty, reset-form resets nothing). One per screen
// document, so the hook a screen calls never changes while it is mounted. A dialog's fields are
// not the screen's: a dialog with fields makes its own form when it opens (./dialog-host.tsx).

/** A hook that makes the screen's form from its starting values. */
export type UseScreenForm = (defaultValues: FieldValues) => UseFormReturn;

/** The hook of the screen being drawn; absent: the screen has no fields. */
export const FormHookContext = createContext<UseScreenForm | null>(null);

/** The form of a screen without fields: its values (steps may still set some), with no field to register. */
export const usePlainForm: UseScreenForm = (defaultValues) => {
  const [form] = useState(() => plainForm(defaultValues));
  return form;
};

function plainForm(defaultValues: FieldValues): UseFormReturn {
  let values: FieldValues = { ...defaultValues };
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const noField = (what: string) => () => {
    throw new Error(`${what}: a field was drawn on a screen the build found none on (the manifest's "form", src/compiler/6-emit/screen-widgets.ts): its widget kind needs a "name" in its schema, and a dialog's field its dialog's own form (src/renderer/dialog-host.tsx)`);
  };
  const form = {
    // Dotted names reach into nested values, as react-hook-form's do.
    getValues: (name?: string) => (name === undefined ? { ...values } : getPath(values, name)),
    setValue: (name: string, value: unknown) => {
      values = withPath(values, name, value);
      changed();
    },
    resetField: (name: string) => {
      values = withPath(values, name, getPath(defaultValues, name));
      changed();
    },
    reset: () => {
      values = { ...defaultValues };
      changed();
    },
    subscribe: ({ callback }: { callback: () => void }) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    watch: (callback: () => void) => {
      listeners.add(callback);
      return { unsubscribe: () => listeners.delete(callback) };
    },
    register: noField('register'),
    unregister: noField('unregister'),
    get control() {
      return noField('control')();
    },
  };
  // Only what the renderer calls on a form (src/renderer/screen-body.tsx, services.ts, use-expression.ts).
  return form as unknown as UseFormReturn;
}
