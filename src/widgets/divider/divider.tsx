import { Divider as MantineDivider } from '@mantine/core';
import type { DividerBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';

export function Divider({ block }: WidgetProps<DividerBlock>) {
  return <MantineDivider my={block.spacing} />;
}
