import dayjs from 'dayjs';
import { TextInput } from '@mantine/core';
import type { DayFieldBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/block-view';
import { useField } from '../../renderer/use-field';
import { useFieldOptions } from '../field-options';

const inputFormat = 'YYYY-MM-DD';

/** The phone's own date picker (light and accessible); the form stores valueFormat. */
export function DayField({ block }: WidgetProps<DayFieldBlock>) {
  const { field, label, disabled, error } = useField(block, useFieldOptions());
  const format = block.valueFormat ?? inputFormat;
  const stored = field.value ? dayjs(String(field.value), format) : null;
  return (
    <TextInput
      ref={field.ref}
      type="date"
      size="md"
      label={label}
      disabled={disabled}
      error={error}
      withAsterisk={Boolean(block.rules?.required)}
      value={stored?.isValid() ? stored.format(inputFormat) : ''}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        field.onChange(picked ? dayjs(picked, inputFormat).format(format) : '');
      }}
      onBlur={field.onBlur}
    />
  );
}
