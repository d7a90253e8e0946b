import { useMemo } from 'react';
import { Group, Stack } from '@mantine/core';
import type { RepeatBlock } from '../../generated/screen';
import { BlockList, type WidgetProps } from '../../renderer/block-view';
import { LocalScopeContext, useLocalScope } from '../../renderer/runtime-context';
import { useExpression } from '../../renderer/use-expression';

const gaps = { none: 0, xs: 'xs', sm: 'sm', md: 'md', lg: 'lg' } as const;

function Item({ item, index, block, pointer }: { item: unknown; index: number; block: RepeatBlock; pointer: string }) {
  const outer = useLocalScope();
  // An inner repeat still reaches the outer item as parent.
  const scope = useMemo(() => ({ ...outer, parent: outer.item, item, index }), [outer, item, index]);
  return (
    <LocalScopeContext.Provider value={scope}>
      <BlockList blocks={block.children} pointer={`${pointer}/children`} />
    </LocalScopeContext.Provider>
  );
}

export function Repeat({ block, pointer }: WidgetProps<RepeatBlock>) {
  const items = useExpression(block.items);
  const list = Array.isArray(items) ? items : [];
  if (!list.length) return <BlockList blocks={block.empty} pointer={`${pointer}/empty`} />;
  const gap = gaps[block.gap ?? 'sm'];
  const children = list.map((item, i) => <Item key={i} item={item} index={i} block={block} pointer={pointer} />);
  return block.direction === 'row' ? <Group gap={gap}>{children}</Group> : <Stack gap={gap}>{children}</Stack>;
}
