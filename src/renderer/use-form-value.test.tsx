import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useFormValue } from './use-form-value';

const renders = new Map<string, number>();

function Field({ form, name, initial, unregisterOnUnmount = false }: { form: UseFormReturn; name: string; initial: unknown; unregisterOnUnmount?: boolean }) {
  const field = useFormValue(form, name, initial, unregisterOnUnmount);
  renders.set(name, (renders.get(name) ?? 0) + 1);
  return <input aria-label={name} value={String(field.value)} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />;
}

/** A form of two fields, the second one removable; `form` is handed out for the test to drive. */
function harness(options: { defaultValues?: Record<string, unknown>; unregisterOnUnmount?: boolean } = {}) {
  const handle: { form?: UseFormReturn; hideSecond?: () => void; showSecond?: () => void } = {};
  function Form() {
    const form = useForm({ defaultValues: options.defaultValues ?? {} });
    const [second, setSecond] = useState(true);
    handle.form = form;
    handle.hideSecond = () => setSecond(false);
    handle.showSecond = () => setSecond(true);
    return (
      <>
        <Field form={form} name="first" initial="a" />
        {second && <Field form={form} name="second" initial="b" unregisterOnUnmount={options.unregisterOnUnmount} />}
      </>
    );
  }
  renders.clear();
  render(
    <StrictMode>
      <Form />
    </StrictMode>,
  );
  return handle as Required<typeof handle>;
}

describe('useFormValue', () => {
  it('holds the initial value in the form, and a change re-renders its own field only', () => {
    const { form } = harness();
    expect(form.getValues()).toEqual({ first: 'a', second: 'b' });
    const before = new Map(renders);
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'x' } });
    expect(screen.getByLabelText('first')).toHaveValue('x');
    expect(renders.get('first')).toBeGreaterThan(before.get('first') ?? 0);
    expect(renders.get('second')).toBe(before.get('second'));
  });

  it('marks the field dirty on change and touched on blur, as useController did', () => {
    const { form } = harness();
    fireEvent.change(screen.getByLabelText('second'), { target: { value: 'bee' } });
    fireEvent.blur(screen.getByLabelText('second'));
    expect(form.getValues('second')).toBe('bee');
    expect(form.getFieldState('second')).toMatchObject({ isDirty: true, isTouched: true });
  });

  it('shows a value written from outside (reset-form) and resets to the initial value, or to the draft when there is one', () => {
    const { form } = harness({ defaultValues: { second: 'draft' } });
    expect(screen.getByLabelText('second')).toHaveValue('draft');
    act(() => {
      form.setValue('first', 'typed');
      form.setValue('second', 'typed');
    });
    expect(screen.getByLabelText('first')).toHaveValue('typed');
    act(() => {
      form.resetField('first');
      form.resetField('second');
    });
    expect(screen.getByLabelText('first')).toHaveValue('a');
    expect(screen.getByLabelText('second')).toHaveValue('draft');
  });

  it('keeps an unmounted field’s value unless asked to unregister it, and survives StrictMode’s rehearsed unmount either way', () => {
    const kept = harness();
    act(() => kept.form.setValue('second', 'typed'));
    act(() => kept.hideSecond());
    expect(kept.form.getValues('second')).toBe('typed');
    act(() => kept.showSecond());
    expect(screen.getByLabelText('second')).toHaveValue('typed');
  });

  it('takes a field unregistered on unmount out of the form, and back with its initial value', () => {
    const dropped = harness({ unregisterOnUnmount: true });
    // Registered after StrictMode's rehearsal: resetField acts only on registered fields.
    expect(dropped.form.getValues('second')).toBe('b');
    act(() => dropped.form.setValue('second', 'typed'));
    act(() => dropped.form.resetField('second'));
    expect(dropped.form.getValues('second')).toBe('b');
    expect(screen.getByLabelText('second')).toHaveValue('b');
    act(() => dropped.hideSecond());
    expect(dropped.form.getValues()).toEqual({ first: 'a' });
    act(() => dropped.showSecond());
    expect(dropped.form.getValues('second')).toBe('b');
    expect(screen.getByLabelText('second')).toHaveValue('b');
  });
});
