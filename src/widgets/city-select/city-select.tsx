import { useEffect, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import type { CitySelectBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/block-view';
import { useRuntime } from '../../renderer/runtime-context';
import { useText } from '../../renderer/use-expression';
import { useField } from '../../renderer/use-field';
import { useFieldOptions } from '../field-options';
import { PickerInput } from '../picker-input';
import { PickerSheet } from '../picker-sheet';

interface Province {
  name: string;
  cities: string[];
}

let cache: Promise<Province[]> | null = null;
/** The place list is only fetched when a city picker first opens. */
function loadProvinces(): Promise<Province[]> {
  cache ??= import('../../../config/ph-locations.json').then((m) => m.default.provinces);
  return cache;
}

export function CitySelect({ block }: WidgetProps<CitySelectBlock>) {
  const { market } = useRuntime().services;
  const { field, label, placeholder, disabled, error } = useField(block, useFieldOptions());
  const confirm = useText(block.confirmLabel ?? market.messages.confirm);
  const cancel = useText(block.cancelLabel ?? market.messages.cancel);
  const [opened, setOpened] = useState(false);
  const [provinces, setProvinces] = useState<Province[] | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  useEffect(() => {
    if (opened && !provinces) void loadProvinces().then(setProvinces);
  }, [opened, provinces]);
  const value = field.value ? String(field.value) : '';
  const close = () => {
    setOpened(false);
    setProvince(null);
    field.onBlur();
  };
  const cities = provinces?.find((p) => p.name === province)?.cities ?? [];
  const options = province ? cities.map((c) => ({ label: c, value: `${province}, ${c}` })) : (provinces ?? []).map((p) => ({ label: p.name, value: p.name }));
  return (
    <>
      <PickerInput
        label={label}
        placeholder={placeholder || market.messages.pickerPlaceholder}
        text={value}
        error={error}
        disabled={disabled}
        required={Boolean(block.rules?.required)}
        inputRef={field.ref}
        onOpen={() => setOpened(true)}
      />
      {opened ? (
        <PickerSheet
          key={province ?? 'provinces'}
          title={province ?? label}
          opened
          options={options}
          initial={province ? value : ''}
          confirmLabel={confirm}
          cancelLabel={cancel}
          closeLabel={market.messages.close}
          header={
            province ? (
              <Anchor component="button" type="button" size="sm" onClick={() => setProvince(null)}>
                ‹ {market.messages.back}
              </Anchor>
            ) : provinces ? null : (
              <Text c="dimmed">{market.messages.loading}</Text>
            )
          }
          onCancel={close}
          onConfirm={(next) => {
            if (!province) {
              setProvince(next);
              return;
            }
            field.onChange(next);
            close();
          }}
        />
      ) : null}
    </>
  );
}
