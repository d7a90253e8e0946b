import type { SelectPickerBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useExpression } from '../../renderer/use-expression';
import { pickerInput } from '../picker-input';
import { LazyPickerSheet as PickerSheet } from '../lazy-picker-sheet';
import type { PickerOption } from '../picker-sheet';
import { usePicker } from '../use-picker';

function toOptions(block: SelectPickerBlock, fromData: unknown): PickerOption[] {
  if (block.options) return block.options.map((o) => ({ label: o.label, value: String(o.value) }));
  if (!Array.isArray(fromData)) return [];
  const labelKey = block.optionLabelKey;
  const valueKey = block.optionValueKey;
  return fromData
    .filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null)
    .map((o) => ({ label: String(o[labelKey] ?? ''), value: String(o[valueKey] ?? '') }));
}

export function SelectPicker({ block }: WidgetProps<SelectPickerBlock>) {
  const picker = usePicker(block);
  const fromData = useExpression(block.optionsFrom);
  const options = toOptions(block, fromData);
  const chosen = options.find((o) => o.value === picker.value);
  return (
    <>
      {pickerInput(picker.inputProps(chosen?.label ?? ''))}
      {picker.opened ? (
        <PickerSheet
          title={picker.label}
          opened
          options={options}
          initial={picker.value}
          {...picker.sheetLabels}
          onCancel={() => {
            picker.setOpened(false);
            picker.field.onBlur();
          }}
          onConfirm={(next) => {
            picker.field.onChange(next);
            picker.setOpened(false);
          }}
        />
      ) : null}
    </>
  );
}
