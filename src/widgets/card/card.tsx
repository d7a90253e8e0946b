import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CardBlock } from '../../generated/screen';
import { BlockList } from '../../renderer/block-view';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';
import { useStepsHandler } from '../use-steps-handler';
import { usePlainLink } from '../use-plain-link';

export function Card({ block, pointer }: WidgetProps<CardBlock>) {
  const title = useText(block.title);
  const ariaLabel = useText(block.ariaLabel);
  const [onTap, busy, trigger] = useStepsHandler(block.onTap);
  // A card whose tap only goes to a page (a complaint in the list, to its details) is a link, as a button or link block is.
  const link = usePlainLink(block.onTap, onTap);
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
      {link ? (
        <UnstyledButton component="a" {...link} aria-label={ariaLabel || title || undefined} w="100%" display="block">
          {inner}
        </UnstyledButton>
      ) : onTap ? (
        <UnstyledButton {...trigger} onClick={onTap} aria-label={ariaLabel || title || undefined} aria-busy={busy} w="100%">
          {inner}
        </UnstyledButton>
      ) : (
        inner
      )}
    </Paper>
  );
}
