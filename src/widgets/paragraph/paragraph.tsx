import { Text } from '@mantine/core';
import type { ParagraphBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';

// teal.9, not teal.8: 5.0:1 on white (WCAG AA); teal.8 was 3.9:1 (Lighthouse color-contrast).
const colors = { normal: undefined, muted: 'dimmed', danger: 'red.8', success: 'teal.9' } as const;

/** Text is always rendered as text; server strings never become HTML. */
export function Paragraph({ block }: WidgetProps<ParagraphBlock>) {
  const text = useText(block.text);
  return (
    <Text size={block.size} fw={block.weight === 'bold' ? 700 : undefined} c={colors[block.tone]} ta={block.align} style={{ whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  );
}
