import { createContext, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { createHeldForm } from './held-form';

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
  const [held] = useState(() => createHeldForm(defaultValues));
  return held.form;
};
