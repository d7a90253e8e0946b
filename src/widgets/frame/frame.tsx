import type { FrameBlock } from '../../generated/screen';
import { checkUrl, pageAddress } from '../../lib/safe-url';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useRuntime } from '../../renderer/runtime-context';
import { useText } from '../../renderer/use-expression';

// Our own pages need scripts and their origin to boot; anyone else's page gets scripts but an
// opaque origin, so it can read neither this site's storage nor its session query.
const sandboxFor = { 'in-app': 'allow-scripts allow-same-origin', web: 'allow-scripts allow-popups' } as const;

/**
 * An in-app page in this page's language (its lang query value, which a host serves first): else the
 * framed page follows the language cookie, which this page's script writes from its own lang value
 * only after a lazy frame may have asked, so the frame's language would depend on timing (and differ
 * with scripts blocked).
 */
function inPageLanguage(path: string, language: string): string {
  const url = new URL(path, 'http://in-app.invalid');
  if (language) url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function Frame({ block }: WidgetProps<FrameBlock>) {
  const runtime = useRuntime();
  const { market } = runtime.services;
  // The page's language, which the screen's env holds (src/renderer/screen-env.ts) as the page starts.
  const language = String(runtime.env.get('language') ?? '');
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
      src={checked.kind === 'web' ? checked.href : inPageLanguage(checked.path, language)}
      title={title}
      sandbox={sandboxFor[checked.kind]}
      referrerPolicy="no-referrer"
      loading="lazy"
      style={{ width: '100%', height, border: 0, display: 'block' }}
    />
  );
}
