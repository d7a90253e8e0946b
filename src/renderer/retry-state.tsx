import { Button, Center, Stack, Text } from '@mantine/core';
import { useAppServices } from './app-services';

/**
 * What a screen shows in place of itself when what it needs did not arrive (its data, or its code on
 * the landing): the message, and the market's retry button.
 */
export function RetryState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { market } = useAppServices();
  return (
    <Center className="screen-state" role="alert">
      <Stack align="center" gap="sm">
        <Text>{message}</Text>
        <Button variant="light" onClick={onRetry}>
          {market.messages.retry}
        </Button>
      </Stack>
    </Center>
  );
}
