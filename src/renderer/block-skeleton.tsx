import type { Block } from '../generated/screen';

/** Placeholder heights by block type, near what the block draws with typical data (layout shift stays small). */
const lines: Record<string, number> = { heading: 1, paragraph: 2, repeat: 3, 'key-value-list': 4, badge: 1 };

/**
 * What a block that shows data draws while the data is on the way: a grey box of about its size,
 * hidden from screen readers (the screen's status says it is loading).
 */
export function BlockSkeleton({ block }: { block: Block }) {
  const { aspectRatio, placeholderHeight, placeholderLines, ...sized } = block as Block & { aspectRatio?: number; height?: number | string; placeholderHeight?: number; placeholderLines?: number };
  const height = placeholderHeight ?? sized.height;
  if (aspectRatio !== undefined || height !== undefined) {
    const style = aspectRatio !== undefined ? { aspectRatio: String(aspectRatio), width: '100%' } : { height: typeof height === 'number' ? `${height}px` : height };
    return <div className="block-skeleton" data-kind="box" style={style} aria-hidden="true" />;
  }
  const count = placeholderLines ?? lines[block.type] ?? 1;
  return (
    <div className="block-skeleton-group" data-kind={block.type} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="block-skeleton" />
      ))}
    </div>
  );
}
