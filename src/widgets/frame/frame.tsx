import type { FrameBlock } from '../../generated/screen';
import { checkUrl, pageAddress } from '../../lib/safe-url';
import type { WidgetProps } from '../../renderer/block-view';
import { useRuntime } from '../../renderer/runtime-context';
import { useText } from '../../renderer/use-expression';

// Our own pages need scripts and their origin to boot; anyone else's page gets scripts but an
// opaque origin, so it can read neither this site's storage nor its session query.
const sandboxFor = { 'in-app': 'allow-scripts allow-same-origin', web: 'allow-scripts allow-popups' } as const;

export function Frame({ block }: WidgetProps<FrameBlock>) {
  const { market } = useRuntime().services;
  const src = useText(block.src);
  const title = useText(block.title);
  const checked = checkUrl(src, pageAddress());
  const height = typeof block.height === 'number' ? `${block.height}px` : block.height;
  if (!checked) {
    return (
      <div role="alert" className="block-failed">
        {market.messages.unsafeUrl}
      </div>
    );
  }
  return (
    <iframe
      src={checked.kind === 'web' ? checked.href : checked.path}
      title={title}
      sandbox={sandboxFor[checked.kind]}
      referrerPolicy="no-referrer"
      loading="lazy"
      style={{ width: '100%', height, border: 0, display: 'block' }}
    />
  );
}
