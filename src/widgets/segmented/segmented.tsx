import type { SegmentedBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useField } from '../../renderer/use-field';
import { fieldFrame, useFieldIds } from '../field-frame/field-frame';
import { useFieldOptions } from '../field-options';
import './segmented.css';

/**
 * A tab row bound to a form value, as native radios (arrow keys move between them); keeps the
 * option's own type (1 stays a number). Plain elements and CSS: Mantine's SegmentedControl
 * measures its sliding indicator after mount, which forced a layout of the whole bank form
 * (over half a second with 500 fields at 4× throttling, npm run bench).
 */
export function Segmented({ block }: WidgetProps<SegmentedBlock>) {
  const { field, label, disabled, error } = useField(block, useFieldOptions());
  const ids = useFieldIds();
  const current = String(field.value ?? '');
  // The radio a message sends the focus to: the chosen one, else the first.
  const focusTarget = Math.max(0, block.options.findIndex((o) => String(o.value) === current));
  return fieldFrame(
    { ids, label, required: Boolean(block.rules?.required), error, group: true },
    <div
      className="segmented"
      role="radiogroup"
      aria-labelledby={label ? `${ids.inputId}label` : undefined}
      aria-describedby={error ? ids.errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      {block.options.map((option, index) => {
        const value = String(option.value);
        const checked = value === current;
        return (
          <label key={value} className="segmented-option" data-active={checked || undefined}>
            <input
              ref={index === focusTarget ? field.ref : undefined}
              className="segmented-input"
              type="radio"
              name={field.name}
              value={value}
              checked={checked}
              disabled={disabled}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
            />
            <span className="segmented-label">{option.label}</span>
          </label>
        );
      })}
    </div>,
  );
}
