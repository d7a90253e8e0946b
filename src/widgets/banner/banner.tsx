import { Stack } from '@mantine/core';
import type { BannerBlock } from '../../generated/screen';
import { checkUrl } from '../../lib/safe-url';
import { BlockList, type WidgetProps } from '../../renderer/block-view';
import { useText } from '../../renderer/use-expression';

export function Banner({ block, pointer }: WidgetProps<BannerBlock>) {
  const image = useText(block.image);
  const checked = checkUrl(image, window.location.href);
  const url = checked ? (checked.kind === 'web' ? checked.href : checked.path) : null;
  return (
    <div
      className="block-banner"
      data-tone={block.tone ?? 'dark'}
      style={{ minHeight: block.minHeight ?? 120, backgroundImage: url ? `url(${JSON.stringify(url)})` : undefined }}
    >
      <Stack gap={4}>
        <BlockList blocks={block.children} pointer={`${pointer}/children`} />
      </Stack>
    </div>
  );
}
