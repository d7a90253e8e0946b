import { PureComponent, type ComponentType, type ContextType, type ReactNode } from 'react';
import type { Block } from '../generated/screen';
import { truthy } from '../expressions/evaluate';
import { BlockSkeleton } from './block-skeleton';
import { dataNeeds } from './data-pending';
import { useUnknownRoots } from './render-phase';
import { formatProblem } from '../lib/problem';
import { reportClientError } from '../telemetry/report';
import { noRuntime, RuntimeContext, type ScreenRuntime } from './runtime-context';
import { useExpression } from './use-expression';
import { canvasBlockAttribute, canvasFrameAttribute } from './studio-canvas';
import { useWidgets, type WidgetProps } from './widgets-context';

/** Whether the page is drawn in the studio's canvas (studio-canvas.ts); false in a production build, which then drops the wrapper. */
const inStudioCanvas = import.meta.env.DEV && typeof window !== 'undefined' && window.frameElement?.hasAttribute(canvasFrameAttribute) === true;

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
    // A block its data shows or hides may reserve its place (placeholderHeight): the screen said it is
    // usually shown, and leaving it out would push what is below down when it comes (/complaint's order card: a layout shift of 0.13).
    if ((block as { placeholderHeight?: number }).placeholderHeight !== undefined) return <BlockSkeleton block={block} />;
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

/**
 * One block: its error boundary and, while its props stay the same, a render skipped (as memo
 * would). A block that throws shows a short message with a retry instead of taking the screen
 * down with it; the console gets the place in the problem format, and field telemetry the error.
 * One class rather than a memo around a boundary: a screen of N fields drew one component fewer
 * per block (bench/render-counts.ts).
 */
export class BlockView extends PureComponent<WidgetProps, { failed: boolean }> {
  static override contextType = RuntimeContext;
  declare context: ContextType<typeof RuntimeContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private runtime(): ScreenRuntime {
    if (!this.context) throw new Error(noRuntime);
    return this.context;
  }

  override componentDidCatch(error: unknown): void {
    const { file } = this.runtime();
    const { pointer } = this.props;
    const message = error instanceof Error ? error.message : String(error);
    console.error(formatProblem({ file, pointer, message: `block failed at runtime: ${message}` }));
    reportClientError({ source: 'boundary', error, block: { file, pointer } });
  }

  override render(): ReactNode {
    const view = this.state.failed ? this.failed() : <Gate block={this.props.block} pointer={this.props.pointer} />;
    if (!inStudioCanvas) return view;
    return (
      <div {...{ [canvasBlockAttribute]: this.props.pointer }} style={{ display: 'contents' }}>
        {view}
      </div>
    );
  }

  private failed(): ReactNode {
    const { messages } = this.runtime().services.market;
    return (
      <div role="alert" className="block-failed">
        <span>{messages.blockFailed}</span>{' '}
        <button type="button" className="link-button" onClick={() => this.setState({ failed: false })}>
          {messages.retry}
        </button>
      </div>
    );
  }
}

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
