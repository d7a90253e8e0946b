import dayjs from 'dayjs';
import type { DayFieldBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useField } from '../../renderer/use-field';
import { controlAria, fieldFrame, useFieldIds } from '../field-frame/field-frame';
import { useFieldOptions } from '../field-options';

const inputFormat = 'YYYY-MM-DD';

/** The phone's own date picker (light and accessible); the form stores valueFormat. */
export function DayField({ block }: WidgetProps<DayFieldBlock>) {
  const { field, label, disabled, error } = useField(block, useFieldOptions());
  const ids = useFieldIds();
  const required = Boolean(block.rules?.required);
  const format = block.valueFormat ?? inputFormat;
  const stored = field.value ? dayjs(String(field.value), format) : null;
  return fieldFrame(
    { ids, label, required, error },
    <input
      ref={field.ref}
      {...controlAria(ids, error, required)}
      className="field-control"
      type="date"
      name={field.name}
      disabled={disabled}
      value={stored?.isValid() ? stored.format(inputFormat) : ''}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        field.onChange(picked ? dayjs(picked, inputFormat).format(format) : '');
      }}
      onBlur={field.onBlur}
    />,
  );
}
