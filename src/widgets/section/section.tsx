import { useId } from 'react';
import { Title } from '@mantine/core';
import type { SectionBlock } from '../../generated/screen';
import { BlockList } from '../../renderer/block-view';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';

/** A full-width band; its content keeps a readable width (see .site-section in app.css). */
export function Section({ block, pointer }: WidgetProps<SectionBlock>) {
  const title = useText(block.title);
  const titleId = useId();
  const Element = block.landmark === 'footer' ? 'footer' : 'section';
  return (
    <Element
      className="site-section"
      // The footer that ends a screen's body is drawn after its <main> (src/renderer/page-landmarks.ts); the
      // role keeps one written elsewhere, inside <main> where a <footer> is no landmark, in axe's sight.
      role={block.landmark === 'footer' ? 'contentinfo' : undefined}
      aria-labelledby={title ? titleId : undefined}
      data-tone={block.tone}
      data-padding={block.padding}
    >
      <div className="site-section-inner" data-width={block.width} data-columns={block.columns} data-align={block.align}>
        {title ? (
          <Title order={2} size="h3" id={titleId} className="site-section-title" ta={block.align}>
            {title}
          </Title>
        ) : null}
        <BlockList blocks={block.children} pointer={`${pointer}/children`} />
      </div>
    </Element>
  );
}
