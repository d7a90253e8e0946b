import { Stack } from '@mantine/core';
import type { BannerBlock } from '../../generated/screen';
import { checkUrl, pageAddress } from '../../lib/safe-url';
import { BlockList } from '../../renderer/block-view';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';

export function Banner({ block, pointer }: WidgetProps<BannerBlock>) {
  const image = useText(block.image);
  const checked = checkUrl(image, pageAddress());
  const url = checked ? (checked.kind === 'web' ? checked.href : checked.path) : null;
  // The page's main picture is decoded with the frame that draws it, as the image widget's (no async
  // decoding): already fetched by the page's early script, it then paints with the screen, not frames later.
  const loading = block.priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const };
  // An <img>, not a CSS background-image: Chromium sends the page address (with the session query) as
  // Referer for images an inline style loads, whatever the page's referrer policy (issue 9).
  return (
    <div className="block-banner" data-tone={block.tone} style={{ minHeight: block.minHeight }}>
      {url ? <img className="block-banner-image" src={url} alt="" referrerPolicy="no-referrer" {...loading} /> : null}
      <Stack gap={4} className="block-banner-content">
        <BlockList blocks={block.children} pointer={`${pointer}/children`} />
      </Stack>
    </div>
  );
}
