import { UnstyledButton } from '@mantine/core';
import type { ImageBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { checkUrl, pageAddress } from '../../lib/safe-url';
import { useText } from '../../renderer/use-expression';
import { soleRead } from '../../expressions/inspect';
import { pictureSlotAttribute } from '../../api/early-replies';
import { pictureCrossOrigin } from '../../api/api-pictures';
import { useStepsHandler } from '../use-steps-handler';

const radii = { none: 0, sm: 4, md: 8, round: '50%' } as const;
const size = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * Only in-app paths and http(s) images load; anything else shows nothing but its alt text. With an
 * aspect ratio the box has its size before the picture (or its address) arrives, so the blocks
 * below it do not move when it comes. The place of a priority picture whose src reads one value (and
 * that has no alt text yet) is marked with that value's path and holds a hidden image: when an early
 * reply names the picture before the app has started, the page's early script shows it there
 * (src/app/early-pictures.ts); the app then draws it, from the browser's cache, in the same box.
 * A picture on the API (api_url()) is loaded without cookies off the page's origin (src/api/api-pictures.ts).
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
  const loading = block.priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  const slot = block.priority ? soleRead(block.src) : undefined;
  const crossOrigin = pictureCrossOrigin(block.src);
  const picture = checked ? (
    <img src={checked.kind === 'web' ? checked.href : checked.path} alt={alt} crossOrigin={crossOrigin} {...loading} style={style} />
  ) : alt ? (
    <span role="img" aria-label={alt} style={placeholder} />
  ) : slot !== undefined ? (
    // The panel with, hidden in it, the image the page's early script gives an address. An <img>, not a
    // background: Chromium sends the page's address as Referer for images an inline style loads
    // (src/widgets/banner/banner.tsx). Hidden until then: an image without one draws a frame.
    <span aria-hidden="true" style={{ ...placeholder, position: 'relative' }} {...{ [pictureSlotAttribute]: slot }}>
      <img alt="" hidden {...loading} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: block.fit, borderRadius: 'inherit' }} />
    </span>
  ) : (
    // No address yet and nothing to say: a panel holding the picture's place, not an image.
    <span aria-hidden="true" style={placeholder} />
  );
  return onTap ? (
    <UnstyledButton {...trigger} onClick={onTap} aria-label={alt || undefined}>
      {picture}
    </UnstyledButton>
  ) : (
    picture
  );
}
