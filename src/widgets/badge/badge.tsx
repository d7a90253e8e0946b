import { Badge as MantineBadge } from '@mantine/core';
import type { BadgeBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';

export function Badge({ block }: WidgetProps<BadgeBlock>) {
  const text = useText(block.text);
  return (
    <MantineBadge color={block.color} variant="light" radius="sm" tt="none">
      {text}
    </MantineBadge>
  );
}
