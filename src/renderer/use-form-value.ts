import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { getPath as get, setPath as set } from '../lib/value-path';

const unsubscribed = () => () => {};

/**
 * One name of the screen's react-hook-form, bound with one subscription to its value.
 *
 * react-hook-form's useController also subscribes to the form state, registers the field again on
 * every render and runs three effects; at N = 500 that was about 280 ms of the 1050 ms a screen's
 * fields took to mount at 4× CPU (npm run bench). The renderer needs none of that form state: the
 * field registry (field-registry.ts) keeps checks and messages. What this keeps of useController:
 * the field is registered with its value from its first render, a value written elsewhere
 * (reset-form) re-renders it, changes and blurs mark it dirty and touched, and reset-form takes it
 * back to its initial value (or to a restored draft's).
 *
 * `rerender` false: a change of the value does not re-render the caller, which reads the value as
 * it draws and keeps its control up to date itself (a text field's input: ./use-field.ts `shows`).
 */
export function useFormValue(form: UseFormReturn, name: string, initial: unknown, unregisterOnUnmount: boolean, rerender = true) {
  const { control, register, subscribe, getValues, unregister } = form;
  // Registered in the first render, as useController did; register() also gives the change and blur handlers.
  const [handlers] = useState(() => {
    // Until the form has mounted, getValues reads its default values: the value is put there too,
    // so that a block drawn in the same first pass reads it (an itemWhen reading the card type).
    if (get(control._defaultValues, name) === undefined) set(control._defaultValues, name, initial);
    return register(name, { value: initial });
  });
  useEffect(() => {
    // Again on every mount: StrictMode's rehearsed unmount, below, may have unregistered the field.
    register(name, { value: initial });
    // reset-form goes back to this value (a restored draft's value is already there).
    if (get(control._defaultValues, name) === undefined) set(control._defaultValues, name, initial);
    return () => {
      if (unregisterOnUnmount) unregister(name);
    };
    // the initial value is read once, when the field mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, control, register, unregister, unregisterOnUnmount]);
  const read = () => {
    // Until the form has mounted, getValues reads the default values, where a field without a draft has nothing yet.
    const current: unknown = getValues(name);
    return current === undefined ? initial : current;
  };
  const subscribeValue = useCallback((listener: () => void) => subscribe({ name, exact: true, formState: { values: true }, callback: listener }), [subscribe, name]);
  const value = useSyncExternalStore(
    rerender ? subscribeValue : unsubscribed,
    read,
    // The prerendered page (and its hydration) reads the same: the form's values, blank in that pass.
    read,
  );
  const onChange = useCallback((next: unknown) => handlers.onChange({ target: { name, value: next }, type: 'change' }), [handlers, name]);
  const onBlur = useCallback(() => handlers.onBlur({ target: { name, value: getValues(name) }, type: 'blur' }), [handlers, name, getValues]);
  return useMemo(() => ({ name, value, onChange, onBlur }), [name, value, onChange, onBlur]);
}
