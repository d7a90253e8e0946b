import { useState } from 'react';
import type { CitySelectBlock, SelectPickerBlock } from '../generated/screen';
import { useRuntime } from '../renderer/runtime-context';
import { useText } from '../renderer/use-expression';
import { useField } from '../renderer/use-field';
import { useFieldIds } from './field-frame/field-frame';
import { useFieldOptions } from './field-options';
import type { PickerInputProps } from './picker-input';

/** What every sheet picker shares: its field binding, open state, input props and sheet labels. */
export function usePicker(block: SelectPickerBlock | CitySelectBlock) {
  const { market } = useRuntime().services;
  const bound = useField(block, useFieldOptions());
  const confirmLabel = useText(block.confirmLabel ?? market.messages.confirm);
  const cancelLabel = useText(block.cancelLabel ?? market.messages.cancel);
  const ids = useFieldIds();
  const [opened, setOpened] = useState(false);
  const value = bound.field.value === undefined || bound.field.value === null ? '' : String(bound.field.value);
  return {
    ...bound,
    market,
    value,
    opened,
    setOpened,
    inputProps: (text: string): PickerInputProps => ({
      ids,
      label: bound.label,
      placeholder: bound.placeholder || market.messages.pickerPlaceholder,
      text,
      error: bound.error,
      disabled: bound.disabled,
      required: Boolean(block.rules?.required),
      inputRef: bound.field.ref,
      onOpen: () => setOpened(true),
    }),
    sheetLabels: { confirmLabel, cancelLabel, closeLabel: market.messages.close },
  };
}
