import { useState } from 'react';
import type { SelectPickerBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/block-view';
import { useRuntime } from '../../renderer/runtime-context';
import { useExpression, useText } from '../../renderer/use-expression';
import { useField } from '../../renderer/use-field';
import { useFieldOptions } from '../field-options';
import { PickerInput } from '../picker-input';
import { PickerSheet, type PickerOption } from '../picker-sheet';

function toOptions(block: SelectPickerBlock, fromData: unknown): PickerOption[] {
  if (block.options) return block.options.map((o) => ({ label: o.label, value: String(o.value) }));
  if (!Array.isArray(fromData)) return [];
  const labelKey = block.optionLabelKey ?? 'label';
  const valueKey = block.optionValueKey ?? 'value';
  return fromData
    .filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null)
    .map((o) => ({ label: String(o[labelKey] ?? ''), value: String(o[valueKey] ?? '') }));
}

export function SelectPicker({ block }: WidgetProps<SelectPickerBlock>) {
  const { market } = useRuntime().services;
  const { field, label, placeholder, disabled, error } = useField(block, useFieldOptions());
  const fromData = useExpression(block.optionsFrom);
  const confirm = useText(block.confirmLabel ?? market.messages.confirm);
  const cancel = useText(block.cancelLabel ?? market.messages.cancel);
  const [opened, setOpened] = useState(false);
  const options = toOptions(block, fromData);
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <PickerInput
        label={label}
        placeholder={placeholder || market.messages.pickerPlaceholder}
        text={chosen?.label ?? ''}
        error={error}
        disabled={disabled}
        required={Boolean(block.rules?.required)}
        inputRef={field.ref}
        onOpen={() => setOpened(true)}
      />
      {opened ? (
        <PickerSheet
          title={label}
          opened
          options={options}
          initial={value}
          confirmLabel={confirm}
          cancelLabel={cancel}
          closeLabel={market.messages.close}
          onCancel={() => {
            setOpened(false);
            field.onBlur();
          }}
          onConfirm={(next) => {
            field.onChange(next);
            setOpened(false);
          }}
        />
      ) : null}
    </>
  );
}
