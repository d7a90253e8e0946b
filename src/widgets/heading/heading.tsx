import { Title } from '@mantine/core';
import type { HeadingBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';

const sizes = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;

export function Heading({ block }: WidgetProps<HeadingBlock>) {
  const text = useText(block.text);
  const level = block.level;
  return (
    <Title order={level} size={sizes[block.size ?? level]} ta={block.align} className="block-heading">
      {text}
    </Title>
  );
}
