// The screen drawn by the app itself (the dev server serves it with the dev API) at 390×844, in
// English and Filipino side by side, at a scenario's query; drawn again after each save.
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { ListedScreen } from './api-client';

export function screenAddress(screen: ListedScreen, scenario: number, language?: string): string | undefined {
  const route = screen.routes[0];
  if (!route) return undefined;
  const query = new URLSearchParams(screen.scenarios[scenario]?.query ?? {});
  if (language) query.set('lang', language);
  const path = `${route}${query.size ? `?${query.toString()}` : ''}`;
  return screen.entry === 'promotion' ? `/promotion/#${path}` : path;
}

export function Canvas({ screen, scenario, setScenario, drawn }: { screen: ListedScreen; scenario: number; setScenario: (index: number) => void; drawn: number }) {
  const english = screenAddress(screen, scenario);
  const filipino = screenAddress(screen, scenario, 'fil');
  return (
    <Stack gap="xs" component="section" aria-labelledby="canvas-title">
      <Text component="h2" fw={700} id="canvas-title">
        Canvas
      </Text>
      {screen.scenarios.length > 0 && (
        <NativeSelect
          label="Scenario"
          value={String(scenario)}
          data={[{ value: '-1', label: 'As first opened (no scenario)' }, ...screen.scenarios.map((s, i) => ({ value: String(i), label: s.name }))]}
          onChange={(event) => setScenario(Number(event.currentTarget.value))}
        />
      )}
      {english && filipino ? (
        <Group align="start" wrap="nowrap" gap="md">
          {[
            ['English', english],
            ['Filipino', filipino],
          ].map(([language, address]) => (
            <Stack key={language} gap={4}>
              <Text size="sm">
                {language}: <code>{address}</code>
              </Text>
              <iframe key={`${address}#${drawn}`} title={`${screen.title ?? screen.file} in ${language}`} src={address} width={390} height={844} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} />
            </Stack>
          ))}
        </Group>
      ) : (
        <Text size="sm">A fragment has no route of its own: open a screen that uses it to see it drawn.</Text>
      )}
    </Stack>
  );
}
