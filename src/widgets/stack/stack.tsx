import { Group, Stack as MantineStack } from '@mantine/core';
import type { StackBlock } from '../../generated/screen';
import { BlockList } from '../../renderer/block-view';
import type { WidgetProps } from '../../renderer/widgets-context';

const gaps = { none: 0, xs: 'xs', sm: 'sm', md: 'md', lg: 'lg' } as const;
const pads = { none: 0, sm: 'sm', md: 'md', lg: 'lg' } as const;
const align = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;
const justify = { start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between' } as const;

export function Stack({ block, pointer }: WidgetProps<StackBlock>) {
  const props = {
    gap: gaps[block.gap],
    p: pads[block.padding],
    align: align[block.align],
    justify: justify[block.justify],
    lang: block.lang,
  };
  const children = <BlockList blocks={block.children} pointer={`${pointer}/children`} />;
  return block.direction === 'row' ? (
    <Group wrap="nowrap" data-align={block.align} {...props}>
      {children}
    </Group>
  ) : (
    <MantineStack {...props}>{children}</MantineStack>
  );
}
