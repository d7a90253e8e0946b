import { Button, Stack, Text } from '@mantine/core';
import type { EmptyStateBlock } from '../../generated/screen';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useText } from '../../renderer/use-expression';
import { useStepsHandler } from '../use-steps-handler';

export function EmptyState({ block }: WidgetProps<EmptyStateBlock>) {
  const text = useText(block.text);
  const actionLabel = useText(block.actionLabel);
  const [onAction, busy, trigger] = useStepsHandler(block.onAction);
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {onAction && actionLabel ? (
        <Button variant="light" {...trigger} onClick={onAction} loading={busy}>
          {actionLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
