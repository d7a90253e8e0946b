import { useEffect, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import type { CitySelectBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { pickerInput } from '../picker-input';
import { LazyPickerSheet as PickerSheet } from '../lazy-picker-sheet';
import { usePicker } from '../use-picker';
import { cityValue } from './city-value';

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

/** Two steps in one sheet: a province, then its city; the form stores "Province, City". */
export function CitySelect({ block }: WidgetProps<CitySelectBlock>) {
  const picker = usePicker(block);
  const { market } = picker;
  const [provinces, setProvinces] = useState<Province[] | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  useEffect(() => {
    if (picker.opened && !provinces) void loadProvinces().then(setProvinces);
  }, [picker.opened, provinces]);
  const close = () => {
    picker.setOpened(false);
    setProvince(null);
    picker.field.onBlur();
  };
  const cities = provinces?.find((p) => p.name === province)?.cities ?? [];
  const options = province ? cities.map((c) => ({ label: c, value: cityValue(province, c) })) : (provinces ?? []).map((p) => ({ label: p.name, value: p.name }));
  return (
    <>
      {pickerInput(picker.inputProps(picker.value))}
      {picker.opened ? (
        <PickerSheet
          key={province ?? 'provinces'}
          title={province ?? picker.label}
          opened
          options={options}
          initial={province ? picker.value : ''}
          {...picker.sheetLabels}
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
            picker.field.onChange(next);
            close();
          }}
        />
      ) : null}
    </>
  );
}
