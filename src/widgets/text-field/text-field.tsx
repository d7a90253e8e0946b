import type { ChangeEvent } from 'react';
import { Text, TextInput, Textarea } from '@mantine/core';
import type { TextFieldBlock } from '../../generated/screen';
import { cleanInput, defaultInputMode, displayInput, type InputFormat } from '../../lib/formats';
import { countGraphemes, truncateGraphemes } from '../../lib/graphemes';
import type { WidgetProps } from '../../renderer/block-view';
import { useField } from '../../renderer/use-field';
import { useFieldOptions } from '../field-options';

export function TextField({ block }: WidgetProps<TextFieldBlock>) {
  const { field, label, placeholder, disabled, error } = useField(block, useFieldOptions());
  const format = (block.format ?? 'none') as InputFormat;
  const max = block.rules?.maxLength?.value;
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const cleaned = cleanInput(format, event.currentTarget.value);
    // Input past the limit is refused as typed (SPEC point 5), counted as a person counts.
    field.onChange(max === undefined ? cleaned : truncateGraphemes(cleaned, max));
  };
  const counter = block.counter && max !== undefined ? (
    <Text size="xs" c="dimmed" ta="right" aria-live="polite">{`${countGraphemes(value)}/${max}`}</Text>
  ) : null;
  const common = {
    ref: field.ref,
    name: field.name,
    label,
    placeholder,
    disabled,
    error,
    value: displayInput(format, value),
    onChange,
    onBlur: field.onBlur,
    withAsterisk: Boolean(block.rules?.required),
    inputMode: block.inputMode ?? defaultInputMode(format),
    size: 'md' as const,
  };
  return (
    <div>
      {block.multiline ? <Textarea {...common} autosize minRows={4} /> : <TextInput {...common} />}
      {counter}
    </div>
  );
}
