import { useMemo } from 'react';
import type { Block } from '../generated/screen';
import { BlockList } from './block-view';
import { LocalScopeContext, useLocalScope } from './runtime-context';

/** Blocks rendered for one item of a list: item and index in scope, and the outer item as parent. */
export function ItemBlocks({ item, index, blocks, pointer }: { item: unknown; index: number; blocks: Block[] | undefined; pointer: string }) {
  const outer = useLocalScope();
  const scope = useMemo(() => ({ ...outer, parent: outer.item, item, index }), [outer, item, index]);
  return (
    <LocalScopeContext.Provider value={scope}>
      <BlockList blocks={blocks} pointer={pointer} />
    </LocalScopeContext.Provider>
  );
}
