import { Button, Center, Stack, Text } from '@mantine/core';
import { useAppServices } from './app-services';

/**
 * What a screen shows in place of itself when what it needs did not arrive (its data, or its code on
 * the landing): the message, and the market's retry button. `screen`, the id of the screen whose
 * data did not come, is drawn as data-screen-failed, beside the drawn screen's data-screen: a test
 * that waits for a screen knows it arrived, failed, and not that some other screen failed. `action`
 * names the button when it does more than try again (a new release's reload).
 */
export function RetryState({ message, onRetry, screen, action }: { message: string; onRetry: () => void; screen?: string; action?: string }) {
  const { market } = useAppServices();
  return (
    <Center className="screen-state" role="alert" data-screen-failed={screen}>
      <Stack align="center" gap="sm">
        <Text>{message}</Text>
        <Button variant="light" onClick={onRetry}>
          {action ?? market.messages.retry}
        </Button>
      </Stack>
    </Center>
  );
}
