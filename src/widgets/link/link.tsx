import { Anchor } from '@mantine/core';
import type { LinkBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/block-view';
import { useText } from '../../renderer/use-expression';
import { useStepsHandler } from '../use-steps-handler';

export function Link({ block }: WidgetProps<LinkBlock>) {
  const label = useText(block.label);
  const [onTap] = useStepsHandler(block.onTap);
  return (
    <Anchor component="button" type="button" onClick={onTap} ta={block.align ?? 'left'} style={{ display: 'block', width: '100%' }}>
      {label}
    </Anchor>
  );
}
