import { Input, SegmentedControl } from '@mantine/core';
import type { SegmentedBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/block-view';
import { useField } from '../../renderer/use-field';
import { useFieldOptions } from '../field-options';

/** A tab row bound to a form value; keeps the option's own type (1 stays a number). */
export function Segmented({ block }: WidgetProps<SegmentedBlock>) {
  const { field, label, disabled, error } = useField(block, useFieldOptions());
  const data = block.options.map((o) => ({ label: o.label, value: String(o.value) }));
  return (
    <Input.Wrapper label={label || undefined} error={error}>
      <SegmentedControl
        fullWidth
        size="md"
        radius="xl"
        data={data}
        disabled={disabled}
        value={String(field.value ?? '')}
        onChange={(next) => field.onChange(block.options.find((o) => String(o.value) === next)?.value ?? next)}
      />
    </Input.Wrapper>
  );
}
