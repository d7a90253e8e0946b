// The screen's blocks as a tree (body, footer, dialogs, nested lists), one button each: select,
// and with the selection, move (Alt+↑/↓ or the buttons), duplicate (Ctrl+D) and delete (Delete).
import { memo, useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { BlockEntry } from './document-edits';

export interface OutlineActions {
  select: (pointer: string) => void;
  move: (by: number) => void;
  duplicate: () => void;
  remove: () => void;
}

export function Outline({ entries, selected, actions }: { entries: BlockEntry[]; selected: string | undefined; actions: OutlineActions }) {
  const list = useRef<HTMLUListElement>(null);
  // The keyboard stays with the block: after a move (or a select by arrow) its button has the focus.
  useEffect(() => {
    if (selected && list.current?.contains(document.activeElement)) document.getElementById(outlineId(selected))?.focus();
  }, [selected, entries]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = entries.findIndex((e) => e.pointer === selected);
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) actions.move(event.key === 'ArrowUp' ? -1 : 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const next = entries[index + (event.key === 'ArrowUp' ? -1 : 1)];
      if (next) actions.select(next.pointer);
    } else if (event.key === 'Delete') actions.remove();
    else if (event.key === 'd' && (event.ctrlKey || event.metaKey)) actions.duplicate();
    else return;
    event.preventDefault();
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="outline-title">
      <Text component="h2" fw={700} id="outline-title">
        Outline
      </Text>
      <Group gap={4}>
        <Button size="xs" variant="default" disabled={!selected} onClick={() => actions.move(-1)}>
          Move up
        </Button>
        <Button size="xs" variant="default" disabled={!selected} onClick={() => actions.move(1)}>
          Move down
        </Button>
        <Button size="xs" variant="default" disabled={!selected} onClick={actions.duplicate}>
          Duplicate
        </Button>
        <Button size="xs" variant="default" color="red" disabled={!selected} onClick={actions.remove}>
          Delete
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        ↑/↓ select, Alt+↑/↓ move, Ctrl+D duplicate, Delete delete.
      </Text>
      <ul ref={list} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Blocks" onKeyDown={onKeyDown}>
        {entries.map((entry) => (
          <OutlineRow key={entry.pointer} pointer={entry.pointer} type={entry.type} summary={entry.summary} depth={entry.depth} selected={entry.pointer === selected} select={actions.select} />
        ))}
      </ul>
    </Stack>
  );
}

/**
 * One block's line. Memoized on its own values: a key typed into a property changes one line's
 * summary, and redrawing every line of a long screen for it made each keystroke slow
 * (scripts/perf/studio-speed.ts).
 */
const OutlineRow = memo(function OutlineRow({ pointer, type, summary, depth, selected, select }: { pointer: string; type: string; summary: string; depth: number; selected: boolean; select: (pointer: string) => void }) {
  return (
    <li>
      <UnstyledButton
        id={outlineId(pointer)}
        data-pointer={pointer}
        aria-pressed={selected}
        onClick={() => select(pointer)}
        style={{ display: 'block', width: '100%', paddingLeft: 8 + depth * 16, paddingBlock: 2, borderRadius: 4, background: selected ? 'var(--mantine-color-blue-1)' : undefined }}
      >
        <Text size="sm" span fw={600}>
          {type}
        </Text>{' '}
        <Text size="sm" span c="dimmed">
          {pointer}
          {summary ? ` · ${summary.slice(0, 48)}` : ''}
        </Text>
      </UnstyledButton>
    </li>
  );
});

export const outlineId = (pointer: string) => `outline${pointer.replace(/[^a-zA-Z0-9-]/g, '_')}`;
