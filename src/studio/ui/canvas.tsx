// The screen drawn by the app itself (the dev server serves it with the dev API) at 390×844, in
// each of the market's languages (English and Filipino) side by side, in any of the states Storybook shows it in (Loaded, Loading,
// Server failure and the screen's scenarios, planned by the same src/storybook/story-plan.ts), and
// drawn again after each save. A click on a block selects it (canvas-pick.ts), as the outline does.
import { memo, useEffect, useRef, useState } from 'react';
import { Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import market from '../../../config/market.json';
import type { Screen } from '../../generated/screen';
import { planStories, type PlannedStory } from '../../storybook/story-plan';
import { OVERRIDES_STORAGE_KEY } from '../../dev-api/session-preload';
import { canvasFrameAttribute } from '../../renderer/studio-canvas';
import { readPlaces, type CanvasPlaces, type ListedScreen } from './api-client';
import { drawnFor, listenForPicks, placeOf, showSelection } from './canvas-pick';
import type { Doc } from './document-edits';

export function storyAddress(screen: ListedScreen, story: PlannedStory, language?: string): string {
  const [path, search = ''] = story.url.split('?');
  const query = new URLSearchParams(search);
  if (language) query.set('lang', language);
  const address = `${path}${query.size ? `?${query.toString()}` : ''}`;
  return screen.entry === 'promotion' ? `/promotion/#${address}` : address;
}

interface CanvasProps {
  screen: ListedScreen;
  /** The document as saved: what the dev server draws. */
  document: Doc;
  /** Counts the saves, each of which draws the frames again. */
  drawn: number;
  /** The selected block's pointer in the file. */
  selected: string | undefined;
  /** Selects the block the file wrote at a pointer (one identity for the page's life); false when the edited document has no such block there. */
  pick: (pointer: string) => boolean;
}

// Memoized: its values change only with a save, another screen or another selection, not with each key typed in the panel.
export const Canvas = memo(function Canvas({ screen, document, drawn, selected, pick }: CanvasProps) {
  const [chosen, setChosen] = useState(0);
  const [picking, setPicking] = useState(true);
  const [places, setPlaces] = useState<CanvasPlaces>({});
  const [missed, setMissed] = useState(false);
  const loadedFrames = useRef(new Set<HTMLIFrameElement>());
  const latest = useRef({ picking, places, selected });
  latest.current = { picking, places, selected };
  // Where the file wrote each drawn block, read again after each save (the blocks may have moved).
  useEffect(() => {
    let current = true;
    setMissed(false);
    void readPlaces(screen.file).then((read) => current && setPlaces(read), () => current && setPlaces({}));
    return () => void (current = false);
  }, [screen.file, drawn]);
  useEffect(() => {
    for (const frame of loadedFrames.current) showSelection(frame, drawnFor(places, selected));
  }, [places, selected]);
  const loaded = (frame: HTMLIFrameElement) => {
    const placed = (compiled: string) => placeOf(latest.current.places, compiled);
    listenForPicks(frame, {
      on: () => latest.current.picking,
      outlined: (compiled) => {
        const place = placed(compiled);
        return drawnFor(latest.current.places, place);
      },
      pick: (compiled) => {
        const place = placed(compiled);
        if (place !== undefined) setMissed(!pick(place));
      },
    });
    showSelection(frame, drawnFor(latest.current.places, latest.current.selected));
  };
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
      <Checkbox label="A click on the canvas selects a block" description="Off: the screen answers clicks as a borrower's does. The outline selects by keyboard." checked={picking} onChange={(event) => setPicking(event.currentTarget.checked)} />
      <Text size="sm" role="status">
        {missed ? 'That block has moved in your edits since the last save: save, then click it again.' : ''}
      </Text>
      <Group align="start" wrap="nowrap" gap="md">
        {frames.map(([language, address]) => (
          <Stack key={language} gap={4}>
            <Text size="sm">
              {language}: <code>{address}</code>
            </Text>
            <iframe
              key={`${address}#${story.name}#${drawn}`}
              {...{ [canvasFrameAttribute]: '' }}
              ref={(frame) => {
                if (!frame) return;
                loadedFrames.current.add(frame);
                return () => void loadedFrames.current.delete(frame);
              }}
              onLoad={(event) => loaded(event.currentTarget)}
              title={`${screen.title ?? screen.file} in ${language}`}
              src={address}
              width={390}
              height={844}
              style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
            />
          </Stack>
        ))}
      </Group>
    </Stack>
  );
});
