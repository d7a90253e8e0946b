// Every block type the schemas define (block-schemas.ts), with its description; the chosen one
// is inserted before or after the selected block.
import { memo, useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { BlockType } from './block-schemas';

export const Palette = memo(function Palette({ types, canInsert, insert }: { types: BlockType[]; canInsert: boolean; insert: (type: BlockType, where: 'before' | 'after') => void }) {
  const [chosen, setChosen] = useState(types[0]?.type ?? '');
  const type = types.find((t) => t.type === chosen);
  return (
    <Stack gap="xs" component="section" aria-labelledby="palette-title">
      <Text component="h2" fw={700} id="palette-title">
        Palette
      </Text>
      <NativeSelect label="Block type" value={chosen} data={types.map((t) => ({ value: t.type, label: t.type }))} onChange={(event) => setChosen(event.currentTarget.value)} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {type?.description}
      </Text>
      <Group gap={4}>
        <Button size="xs" disabled={!canInsert || !type} onClick={() => type && insert(type, 'before')}>
          Insert before
        </Button>
        <Button size="xs" disabled={!canInsert || !type} onClick={() => type && insert(type, 'after')}>
          Insert after
        </Button>
      </Group>
    </Stack>
  );
});
