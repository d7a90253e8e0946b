import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CardBlock } from '../../generated/screen';
import { BlockList, type WidgetProps } from '../../renderer/block-view';
import { useText } from '../../renderer/use-expression';
import { useStepsHandler } from '../use-steps-handler';

export function Card({ block, pointer }: WidgetProps<CardBlock>) {
  const title = useText(block.title);
  const ariaLabel = useText(block.ariaLabel);
  const [onTap, busy, trigger] = useStepsHandler(block.onTap);
  const inner = (
    <Stack gap="xs">
      {title ? (
        <Text fw={700} size="md">
          {title}
        </Text>
      ) : null}
      <BlockList blocks={block.children} pointer={`${pointer}/children`} />
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md" className="block-card">
      {onTap ? (
        <UnstyledButton {...trigger} onClick={onTap} aria-label={ariaLabel || title || undefined} aria-busy={busy} w="100%">
          {inner}
        </UnstyledButton>
      ) : (
        inner
      )}
    </Paper>
  );
}
