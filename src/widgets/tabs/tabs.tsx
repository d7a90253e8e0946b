import { useState } from 'react';
import { Tabs as MantineTabs } from '@mantine/core';
import type { TabsBlock } from '../../generated/screen';
import { BlockList } from '../../renderer/block-view';
import type { WidgetProps } from '../../renderer/widgets-context';
import { ItemBlocks } from '../../renderer/item-blocks';
import { useExpression } from '../../renderer/use-expression';

export function Tabs({ block, pointer }: WidgetProps<TabsBlock>) {
  const items = useExpression(block.items);
  const tabs = Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
  const [active, setActive] = useState('0');
  if (!tabs.length) return <BlockList blocks={block.empty} pointer={`${pointer}/empty`} />;
  const labelKey = block.labelKey;
  const index = Math.min(Number(active), tabs.length - 1);
  return (
    <MantineTabs value={String(index)} onChange={(v) => setActive(v ?? '0')} keepMounted={false}>
      <MantineTabs.List grow>
        {tabs.map((tab, i) => (
          <MantineTabs.Tab key={i} value={String(i)}>
            {String(tab?.[labelKey] ?? '')}
          </MantineTabs.Tab>
        ))}
      </MantineTabs.List>
      <MantineTabs.Panel value={String(index)} pt="md">
        <ItemBlocks item={tabs[index]} index={index} blocks={block.children} pointer={`${pointer}/children`} />
      </MantineTabs.Panel>
    </MantineTabs>
  );
}
