import { useMemo, useState } from 'react';
import { Tabs as MantineTabs } from '@mantine/core';
import type { TabsBlock } from '../../generated/screen';
import { BlockList, type WidgetProps } from '../../renderer/block-view';
import { LocalScopeContext, useLocalScope } from '../../renderer/runtime-context';
import { useExpression } from '../../renderer/use-expression';

function TabPanel({ tab, index, block, pointer }: { tab: unknown; index: number; block: TabsBlock; pointer: string }) {
  const outer = useLocalScope();
  const scope = useMemo(() => ({ ...outer, item: tab, index }), [outer, tab, index]);
  return (
    <LocalScopeContext.Provider value={scope}>
      <BlockList blocks={block.children} pointer={`${pointer}/children`} />
    </LocalScopeContext.Provider>
  );
}

export function Tabs({ block, pointer }: WidgetProps<TabsBlock>) {
  const items = useExpression(block.items);
  const tabs = Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
  const [active, setActive] = useState('0');
  if (!tabs.length) return <BlockList blocks={block.empty} pointer={`${pointer}/empty`} />;
  const labelKey = block.labelKey ?? 'title';
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
        <TabPanel tab={tabs[index]} index={index} block={block} pointer={pointer} />
      </MantineTabs.Panel>
    </MantineTabs>
  );
}
