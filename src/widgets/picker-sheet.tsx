import { useState, type ReactNode } from 'react';
import { Button, Drawer, Group, Radio, ScrollArea, Stack } from '@mantine/core';

export interface PickerOption {
  label: string;
  value: string;
}

interface Props {
  title: string;
  opened: boolean;
  options: PickerOption[];
  initial: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm(value: string): void;
  onCancel(): void;
  header?: ReactNode;
}

/** The bottom sheet of SPEC screen 1's pickers: choose, then Confirm or Cancel. Mounted only while open. */
export function PickerSheet({ title, opened, options, initial, confirmLabel, cancelLabel, closeLabel, onConfirm, onCancel, header }: Props) {
  const [choice, setChoice] = useState(initial);
  return (
    <Drawer opened={opened} onClose={onCancel} position="bottom" size="auto" title={title} radius="md" closeButtonProps={{ 'aria-label': closeLabel }}>
      <Stack gap="md">
        {header}
        <ScrollArea.Autosize mah="50vh">
          <Radio.Group value={choice} onChange={setChoice} aria-label={title}>
            <Stack gap="sm" py={4}>
              {options.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} size="md" />
              ))}
            </Stack>
          </Radio.Group>
        </ScrollArea.Autosize>
        <Group grow>
          <Button variant="default" onClick={onCancel} radius="xl">
            {cancelLabel}
          </Button>
          <Button onClick={() => onConfirm(choice)} disabled={choice === ''} radius="xl">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
