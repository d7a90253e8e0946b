// The screen drawn by the app itself (the dev server serves it with the dev API) at 390×844, in
// each of the market's languages (English and Filipino) side by side, in any of the states Storybook shows it in (Loaded, Loading,
// Server failure and the screen's scenarios, planned by the same src/storybook/story-plan.ts), and
// drawn again after each save.
import { memo, useState } from 'react';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import market from '../../../config/market.json';
import type { Screen } from '../../generated/screen';
import { planStories, type PlannedStory } from '../../storybook/story-plan';
import { OVERRIDES_STORAGE_KEY } from '../../dev-api/session-preload';
import type { ListedScreen } from './api-client';
import type { Doc } from './document-edits';

export function storyAddress(screen: ListedScreen, story: PlannedStory, language?: string): string {
  const [path, search = ''] = story.url.split('?');
  const query = new URLSearchParams(search);
  if (language) query.set('lang', language);
  const address = `${path}${query.size ? `?${query.toString()}` : ''}`;
  return screen.entry === 'promotion' ? `/promotion/#${address}` : address;
}

// Memoized: its values change only with a save or another screen, not with each key typed in the panel.
export const Canvas = memo(function Canvas({ screen, document, drawn }: { screen: ListedScreen; document: Doc; drawn: number }) {
  const [chosen, setChosen] = useState(0);
  if (!screen.routes.length) return <Text size="sm">A fragment has no route of its own: open a screen that uses it to see it drawn.</Text>;
  const stories = planStories(document as unknown as Screen, market.provider);
  const story = stories[chosen] ?? stories[0]!;
  // The frames share this page's sessionStorage, where the dev API reads the replies a state needs
  // when it starts (src/dev-api/session-preload.ts): set before the frames below load.
  sessionStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(story.replies));
  // Each frame names its language: a frame's `lang` value also sets the language cookie the frames
  // share, and a frame without one would be drawn in the language the other frame set last.
  const frames = market.languages.choices.map(({ code, name }) => [name, storyAddress(screen, story, code)] as const);
  return (
    <Stack gap="xs" component="section" aria-labelledby="canvas-title">
      <Text component="h2" fw={700} id="canvas-title">
        Canvas
      </Text>
      <NativeSelect label="State" description="As Storybook shows the screen: its replies come from the dev API." value={String(chosen)} data={stories.map((s, i) => ({ value: String(i), label: s.name }))} onChange={(event) => setChosen(Number(event.currentTarget.value))} />
      <Group align="start" wrap="nowrap" gap="md">
        {frames.map(([language, address]) => (
          <Stack key={language} gap={4}>
            <Text size="sm">
              {language}: <code>{address}</code>
            </Text>
            <iframe key={`${address}#${story.name}#${drawn}`} title={`${screen.title ?? screen.file} in ${language}`} src={address} width={390} height={844} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} />
          </Stack>
        ))}
      </Group>
    </Stack>
  );
});
