import { Group, Stack } from '@mantine/core';
import type { RepeatBlock } from '../../generated/screen';
import { BlockList } from '../../renderer/block-view';
import type { WidgetProps } from '../../renderer/widgets-context';
import { ItemBlocks } from '../../renderer/item-blocks';
import { useExpression } from '../../renderer/use-expression';

const gaps = { none: 0, xs: 'xs', sm: 'sm', md: 'md', lg: 'lg' } as const;

export function Repeat({ block, pointer }: WidgetProps<RepeatBlock>) {
  const items = useExpression(block.items);
  const list = Array.isArray(items) ? items : [];
  if (!list.length) return <BlockList blocks={block.empty} pointer={`${pointer}/empty`} />;
  const gap = gaps[block.gap];
  const children = list.map((item, i) => <ItemBlocks key={i} item={item} index={i} blocks={block.children} pointer={`${pointer}/children`} />);
  return block.direction === 'row' ? <Group gap={gap}>{children}</Group> : <Stack gap={gap}>{children}</Stack>;
}
