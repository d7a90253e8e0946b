// The form of a screen with fields. It draws at once with the values held by ./held-form.ts, and
// react-hook-form keeps them from when the library has arrived: fetched after the screen's first
// draw, not before it (issue 44: 12 kB gzip off every page with fields), so a borrower on a slow
// line sees the fields sooner, and what they type meanwhile is handed over with the rest. Loaded
// only with such a screen (src/app/screen-modules.ts, the manifest's `form`); a screen without
// fields keeps the held form (./form-hook.ts).
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getPath } from '../lib/value-path';
import { afterPaintWhenIdle } from './after-paint';
import { createHeldForm } from './held-form';

type FormLibrary = typeof import('./form-library');
type LibraryForm = ReturnType<FormLibrary['createFormControl']>;
type Handlers = ReturnType<UseFormReturn['register']>;

/** A form with fields, with its handover. */
export interface FieldForm {
  form: UseFormReturn;
  /** Whether react-hook-form keeps the values now. */
  handedOver(): boolean;
  /** Gives the values, the fields and the listeners to react-hook-form; again does nothing. */
  handOver(library: FormLibrary): void;
}

/**
 * What the renderer holds (the form, the handlers each field got as it registered, its listeners)
 * stays the same through the handover; only where the values live changes.
 */
export function createFieldForm(defaultValues: FieldValues): FieldForm {
  const held = createHeldForm(defaultValues);
  const before = held.form;
  let library: LibraryForm | null = null;
  const registered = new Set<string>();
  // A field asks for its handlers once, as it registers (./use-form-value.ts); they must still
  // write after the handover, so they ask the form that keeps the values on each call.
  const libraryHandlers = new Map<string, Handlers>();
  const handlersOf = (name: string) => {
    let handlers = libraryHandlers.get(name);
    if (!handlers) libraryHandlers.set(name, (handlers = library!.register(name)));
    return handlers;
  };
  // After the handover a write goes to the library, and the held form's listeners hear of it from
  // here, as before it: react-hook-form's own subject is not listened to, since a listener of its
  // values had it copy the whole form on every keystroke and spread its state once more per
  // listener (issue 64). Every write a field or a step makes comes through this form.
  const written = <T>(name: string | undefined, result: T): T => {
    held.announce(name);
    return result;
  };
  const form = {
    ...before,
    getValues: (name?: string) => (library ?? before).getValues(name as never),
    setValue: (name: string, value: unknown) => (library ? written(name, library.setValue(name, value)) : before.setValue(name, value)),
    resetField: (name: string) => (library ? written(name, library.resetField(name)) : before.resetField(name)),
    reset: () => (library ? written(undefined, library.reset()) : before.reset()),
    register: (name: string, options?: { value?: unknown }) => {
      registered.add(name);
      if (library) libraryHandlers.set(name, library.register(name, options));
      // As react-hook-form does: a value the form already has wins over the one given.
      else if (getPath(held.values(), name) === undefined && options?.value !== undefined) held.put(name, options.value);
      return {
        name,
        ref: () => undefined,
        // react-hook-form's change handler keeps the value before it first waits (it has no rule to check here).
        onChange: async (event: { target: { value: unknown } }) => (library ? written(name, handlersOf(name).onChange(event)) : before.setValue(name, event.target.value)),
        onBlur: async (event: { target: unknown }) => (library ? handlersOf(name).onBlur(event) : undefined),
      } as unknown as Handlers;
    },
    unregister: (name: string) => {
      registered.delete(name);
      libraryHandlers.delete(name);
      return library ? written(name, library.unregister(name)) : before.setValue(name, undefined);
    },
    // Where a field writes its starting value (reset-form goes back to it): the library's own once it keeps the values.
    control: {
      get _defaultValues() {
        return library ? library.control._defaultValues : held.defaults;
      },
    },
  };
  return {
    form: form as unknown as UseFormReturn,
    handedOver: () => library !== null,
    handOver({ createFormControl }) {
      if (library) return;
      const made = createFormControl({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: held.defaults });
      // The values themselves, not copies (setValue copies): a field whose value changed identity
      // without a change announced took it for a change from elsewhere (the photo list, which
      // then dropped the uploads still running).
      for (const [name, value] of Object.entries(held.values())) made.control._formValues[name] = value;
      for (const name of registered) libraryHandlers.set(name, made.register(name));
      // Marks the library's form mounted, so that its getValues reads the values, not the defaults;
      // the listeners hear of changes from `written` above, not from the library.
      made.subscribe({ callback: () => undefined })();
      library = made;
    },
  };
}

/** The library's part the handover uses, in a chunk of its own that no page links up front. */
const loadFormLibrary = () => import('./form-library');

/** The screen's form, starting from `defaultValues` (a restored draft, or none). */
export function useScreenForm(defaultValues: FieldValues): UseFormReturn {
  const [fieldForm] = useState(() => createFieldForm(defaultValues));
  useEffect(() => {
    if (fieldForm.handedOver()) return undefined;
    let mounted = true;
    // Once the screen is painted and the browser idle: the held form serves every field until then,
    // and fetched at once the library shared a slow connection with what the screen was still
    // drawing (issue 64: /loanConfirmNew's promotion dialog). A failed fetch leaves the values held,
    // where fields, checks and steps keep working.
    const cancel = afterPaintWhenIdle(() =>
      loadFormLibrary().then(
        (library) => mounted && fieldForm.handOver(library),
        () => undefined,
      ),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [fieldForm]);
  return fieldForm.form;
}
