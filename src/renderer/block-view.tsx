import { memo, type ComponentType } from 'react';
import type { Block } from '../generated/screen';
import { truthy } from '../expressions/evaluate';
import { BlockBoundary } from './block-boundary';
import { BlockSkeleton } from './block-skeleton';
import { dataNeeds } from './data-pending';
import { useUnknownRoots } from './render-phase';
import { useRuntime } from './runtime-context';
import { useExpression } from './use-expression';
import { useWidgets } from './widgets-context';

export interface WidgetProps<B extends Block = Block> {
  block: B;
  /** JSON pointer of the block in its screen file, for problem reports and child pointers. */
  pointer: string;
}

function Gate({ block, pointer }: WidgetProps) {
  const widgets = useWidgets();
  // Every render calls it, `when` or not: without one it reads nothing and gives undefined.
  const when = useExpression(block.when);
  const unknown = useUnknownRoots();
  if (unknown.length) {
    // The screen's layout, before its data: a block shown or not by the data is left out, one that
    // shows data is a placeholder. The build's page has no query either: drawn as if it were empty,
    // /repaymentOfCode said "No QR code was given" until the app had run. Nor has it a form value (no
    // draft, nothing typed): "You repay on {…form.term…}" drew as the half sentence "You repay on";
    // and its now() is the build's day, which would not match the reader's when the page hydrates.
    const needs = dataNeeds(block, unknown);
    if (needs.when) return null;
    if (needs.shows) return <BlockSkeleton block={block} />;
  }
  const visible = block.when === undefined || truthy(when);
  if (!visible) return null;
  const Widget = widgets[block.type] as ComponentType<WidgetProps> | undefined;
  // Thrown so the block's boundary reports the place; the rest of the screen still works.
  if (!Widget) throw new Error(`the screen's widgets lack block type "${block.type}" (expected src/compiler/6-emit/screen-widgets.ts to list every type the screen renders)`);
  return <Widget block={block} pointer={pointer} />;
}

export const BlockView = memo(function BlockView({ block, pointer }: WidgetProps) {
  const runtime = useRuntime();
  const messages = runtime.services.market.messages;
  return (
    <BlockBoundary file={runtime.file} pointer={pointer} message={messages.blockFailed} retryLabel={messages.retry}>
      <Gate block={block} pointer={pointer} />
    </BlockBoundary>
  );
});

/** Blocks of one list; `start` is the first one's index in it when they are a part of the list (a screen's body split around its <main>). */
export function BlockList({ blocks, pointer, start = 0 }: { blocks: Block[] | undefined; pointer: string; start?: number }) {
  return (
    <>
      {(blocks ?? []).map((block, i) => (
        <BlockView key={start + i} block={block} pointer={`${pointer}/${start + i}`} />
      ))}
    </>
  );
}
