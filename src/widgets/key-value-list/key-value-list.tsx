import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { KeyValueListBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useExpression, useText } from '../../renderer/use-expression';

function cell(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function KeyValueList({ block }: WidgetProps<KeyValueListBlock>) {
  const items = useExpression(block.items);
  const label = useText(block.label);
  const value = useText(block.value);
  const labelKey = block.labelKey;
  const valueKey = block.valueKey;
  // One row of texts (translated like any text), or the rows an expression gives.
  const rows = block.items === undefined ? [{ [labelKey]: label, [valueKey]: value }] : Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
  const more = useText(block.moreLabel);
  const less = useText(block.lessLabel);
  const [open, setOpen] = useState(false);
  const fold = block.foldAfter !== undefined && rows.length > block.foldAfter;
  const shown = fold && !open ? rows.slice(0, block.foldAfter) : rows;
  return (
    <Stack gap={6}>
      <dl className="kv-list">
        {shown.map((row, i) => (
          <Group key={i} justify="space-between" wrap="nowrap" gap="md" className="kv-row">
            <Text component="dt" c="dimmed" size="sm">
              {cell(row?.[labelKey])}
            </Text>
            <Text component="dd" size="sm" fw={500} ta="right">
              {cell(row?.[valueKey])}
            </Text>
          </Group>
        ))}
      </dl>
      {fold ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? less : more}
        </Anchor>
      ) : null}
    </Stack>
  );
}
