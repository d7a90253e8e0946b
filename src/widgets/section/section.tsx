import type { SectionBlock } from '../../generated/screen';
import { BlockList, type WidgetProps } from '../../renderer/block-view';

/** A full-width band; its content keeps a readable width (see .site-section in app.css). */
export function Section({ block, pointer }: WidgetProps<SectionBlock>) {
  const Element = block.landmark === 'footer' ? 'footer' : 'section';
  return (
    <Element className="site-section" data-tone={block.tone ?? 'plain'} data-padding={block.padding ?? 'md'}>
      <div className="site-section-inner" data-width={block.width ?? 'wide'} data-columns={block.columns ?? 1} data-align={block.align ?? 'left'}>
        <BlockList blocks={block.children} pointer={`${pointer}/children`} />
      </div>
    </Element>
  );
}
