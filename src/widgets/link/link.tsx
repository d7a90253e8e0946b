import { Anchor } from '@mantine/core';
import type { LinkBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';
import { useStepsHandler } from '../use-steps-handler';
import { usePlainLink } from '../use-plain-link';

export function Link({ block }: WidgetProps<LinkBlock>) {
  const label = useText(block.label);
  const [onTap, busy, trigger] = useStepsHandler(block.onTap);
  // A tap that only goes to a page is a real anchor (it works with no script).
  const link = usePlainLink(block.onTap, onTap);
  if (link) {
    return (
      <Anchor {...link} ta={block.align} style={{ display: 'block', width: '100%' }}>
        {label}
      </Anchor>
    );
  }
  // A link whose steps call the server shows that it is waiting (and ignores taps until then).
  return (
    <Anchor
      component="button"
      type="button"
      {...trigger}
      onClick={onTap}
      aria-busy={busy || undefined}
      data-loading={busy || undefined}
      ta={block.align}
      style={{ display: 'block', width: '100%', opacity: busy ? 0.5 : undefined, cursor: busy ? 'progress' : undefined }}
    >
      {label}
    </Anchor>
  );
}
