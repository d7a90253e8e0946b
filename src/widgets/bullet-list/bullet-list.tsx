import { List } from '@mantine/core';
import type { BulletListBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';

function Entry({ text }: { text: unknown }) {
  return <List.Item>{useText(text)}</List.Item>;
}

export function BulletList({ block }: WidgetProps<BulletListBlock>) {
  return (
    <List type={block.ordered ? 'ordered' : 'unordered'} spacing={4} withPadding>
      {block.items.map((item, i) => (
        <Entry key={i} text={item} />
      ))}
    </List>
  );
}
