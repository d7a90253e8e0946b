import { Input, Rating } from '@mantine/core';
import type { StarRatingBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useField } from '../../renderer/use-field';
import { useFieldOptions } from '../field-options';

export function StarRating({ block }: WidgetProps<StarRatingBlock>) {
  // No star chosen is an empty value, so a required rule catches it.
  const { field, label, disabled, error } = useField(block as typeof block & { default?: number }, useFieldOptions());
  const count = block.count;
  return (
    <Input.Wrapper label={label || undefined} error={error} withAsterisk={Boolean(block.rules?.required)}>
      <Rating
        ref={field.ref}
        name={field.name}
        count={count}
        size={block.size}
        value={Number(field.value) || 0}
        readOnly={disabled}
        onChange={(value) => field.onChange(value)}
        getSymbolLabel={(i) => `${i} / ${count}`}
        py={4}
      />
    </Input.Wrapper>
  );
}
