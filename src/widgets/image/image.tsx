import { UnstyledButton } from '@mantine/core';
import type { ImageBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/block-view';
import { checkUrl, pageAddress } from '../../lib/safe-url';
import { useText } from '../../renderer/use-expression';
import { soleRead } from '../../expressions/inspect';
import { pictureSlotAttribute } from '../../api/early-replies';
import { useStepsHandler } from '../use-steps-handler';

const radii = { none: 0, sm: 4, md: 8, round: '50%' } as const;
const size = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * Only in-app paths and http(s) images load; anything else shows nothing but its alt text. With an
 * aspect ratio the box has its size before the picture (or its address) arrives, so the blocks
 * below it do not move when it comes. The place of a priority picture whose src reads one value is
 * marked with that value's path: when an early reply names the picture before the app has started,
 * the page's early script shows it there (src/app/early-pictures.ts).
 */
export function Image({ block }: WidgetProps<ImageBlock>) {
  const src = useText(block.src);
  const alt = useText(block.alt);
  const [onTap, , trigger] = useStepsHandler(block.onTap);
  const checked = checkUrl(src, pageAddress());
  const ratio = block.aspectRatio;
  const style = {
    width: size(block.width),
    height: ratio === undefined ? size(block.height) : 'auto',
    aspectRatio: ratio === undefined ? undefined : String(ratio),
    objectFit: block.fit,
    borderRadius: radii[block.radius],
    display: 'block',
    maxWidth: '100%',
  } as const;
  const placeholder = { ...style, background: 'var(--mantine-color-gray-1)' };
  const slot = block.priority ? { [pictureSlotAttribute]: soleRead(block.src) } : {};
  const picture = checked ? (
    <img src={checked.kind === 'web' ? checked.href : checked.path} alt={alt} {...(block.priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })} style={style} />
  ) : alt ? (
    <span role="img" aria-label={alt} style={placeholder} {...slot} />
  ) : (
    // No address yet and nothing to say: a panel holding the picture's place, not an image.
    <span aria-hidden="true" style={placeholder} {...slot} />
  );
  return onTap ? (
    <UnstyledButton {...trigger} onClick={onTap} aria-label={alt || undefined}>
      {picture}
    </UnstyledButton>
  ) : (
    picture
  );
}
