import { Checkbox as MantineCheckbox } from '@mantine/core';
import type { CheckboxBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useField } from '../../renderer/use-field';
import { useFieldOptions } from '../field-options';

export function Checkbox({ block }: WidgetProps<CheckboxBlock>) {
  const { field, label, disabled, error } = useField(block, useFieldOptions());
  return (
    <MantineCheckbox
      ref={field.ref}
      name={field.name}
      label={label}
      checked={Boolean(field.value)}
      disabled={disabled}
      error={error}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      size="md"
    />
  );
}
