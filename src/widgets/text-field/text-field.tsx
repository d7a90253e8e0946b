import type { ChangeEvent } from 'react';
import type { TextFieldBlock } from '../../generated/screen';
import { cleanInput, defaultInputMode, displayInput, phoneStyleOf, type InputFormat } from '../../lib/formats';
import { countGraphemes, truncateGraphemes } from '../../lib/graphemes';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useRuntime } from '../../renderer/runtime-context';
import { useField } from '../../renderer/use-field';
import { controlAria, fieldFrame, useFieldIds } from '../field-frame/field-frame';
import { useFieldOptions } from '../field-options';

export function TextField({ block }: WidgetProps<TextFieldBlock>) {
  const format = block.format as InputFormat;
  // Phone numbers are typed the way the market's mobile rule reads them (0917 123 4567 in the Philippines).
  const phoneStyle = phoneStyleOf(useRuntime().services.market.mobile);
  const max = block.rules?.maxLength?.value;
  // What the field keeps of a typed text: the format's characters, and input past the limit refused
  // as typed (SPEC point 5), counted as a person counts. Text typed before the scripts ran goes through it too.
  const typed = (text: string) => {
    const cleaned = cleanInput(format, text, phoneStyle);
    return max === undefined ? cleaned : truncateGraphemes(cleaned, max);
  };
  const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const counted = Boolean(block.counter && max !== undefined);
  // The input shows the value by itself (uncontrolled): a keystroke re-renders nothing, and the
  // field writes the kept text back only where it differs from what was typed (issue 64: React's
  // render and commit were half of a keystroke's script at 4× CPU). A counter re-renders to count.
  const shows = (value: unknown) => displayInput(format, textOf(value), phoneStyle);
  const { field, label, placeholder, disabled, error } = useField(block, { ...useFieldOptions(), typed, shows, rerender: counted });
  const ids = useFieldIds();
  const required = Boolean(block.rules?.required);
  const value = textOf(field.value);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(typed(event.currentTarget.value));
  const common = {
    ...controlAria(ids, error, required),
    className: 'field-control',
    name: field.name,
    placeholder: placeholder || undefined,
    disabled,
    defaultValue: shows(value),
    onChange,
    onBlur: field.onBlur,
    inputMode: block.inputMode ?? defaultInputMode(format),
  };
  const counter =
    counted ? (
      <p className="field-counter" aria-live="polite">{`${countGraphemes(value)}/${max}`}</p>
    ) : null;
  return fieldFrame(
    { ids, label, required, error, below: counter, multiline: block.multiline },
    block.multiline ? <textarea ref={field.ref} rows={4} {...common} /> : <input ref={field.ref} type="text" {...common} />,
  );
}
