// A screen's onLoad that sets state from what the screen has (/complaint's order, from its data)
// shows or hides blocks in the screen's first render, not a frame later: a block that the state
// showed a frame late pushed the page down as it came (a layout shift of 0.13 on /complaint).
import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../app/app-shell';
import { createAppServices } from '../app/create-app-services';
import type { Screen } from '../generated/screen';
import { loadWidgets } from '../widgets/registry';
import { ScreenView } from './screen-view';
import { WidgetsContext } from './widgets-context';

function screenWith(onLoad: unknown[]): Screen {
  return {
    id: 'on-load',
    title: 'On load',
    routes: ['/onLoad'],
    state: { shown: false, count: 1 },
    onLoad,
    body: [
      { type: 'paragraph', text: 'Always' },
      { type: 'paragraph', text: 'Shown by the state', when: { var: 'state.shown' } },
    ],
  } as unknown as Screen;
}

/** Whether the block the state shows was in the first commit that had the screen, and the state after onLoad. */
async function firstCommit(onLoad: unknown[]): Promise<boolean | undefined> {
  const widgets = await loadWidgets(['paragraph']);
  let inFirst: boolean | undefined;
  // A sibling after the screen: its layout effect runs in every commit, after the screen's, before the browser paints.
  function Commits() {
    useLayoutEffect(() => {
      if (inFirst === undefined && document.querySelector('[data-screen="on-load"]')) inFirst = document.body.textContent?.includes('Shown by the state');
    });
    return null;
  }
  await act(async () => {
    render(
      <AppShell services={createAppServices('')} history={createMemoryHistory({ initialEntries: ['/onLoad'] })} prerendered={false} drawnOver={false} cache={{}}>
        <WidgetsContext.Provider value={widgets}>
          <ScreenView document={screenWith(onLoad)} file="screens/on-load.json" search={{}} />
          <Commits />
        </WidgetsContext.Provider>
      </AppShell>,
    );
  });
  return inFirst;
}

describe("a screen's onLoad that sets state", () => {
  it('shows the blocks that state shows in the first render of the screen', async () => {
    expect(await firstCommit([{ type: 'set-state', values: { shown: true } }])).toBe(true);
    expect(screen.getByText('Shown by the state')).toBeInTheDocument();
  });

  it('applies its leading set-state steps once, each against the state the one before left, and runs the steps after them', async () => {
    const onLoad = [
      { type: 'set-state', values: { count: { '+': [{ var: 'state.count' }, 1] } } },
      { type: 'set-state', values: { count: { '*': [{ var: 'state.count' }, 10] }, shown: { '==': [{ var: 'state.count' }, 2] } } },
      { type: 'wait', ms: 1 },
      { type: 'set-state', values: { count: { '+': [{ var: 'state.count' }, 1] } } },
    ];
    const widgets = await loadWidgets(['paragraph']);
    const document = { ...screenWith(onLoad), body: [{ type: 'paragraph', text: { cat: ['count ', { var: 'state.count' }] } }, ...screenWith([]).body.slice(1)] } as unknown as Screen;
    await act(async () => {
      render(
        <AppShell services={createAppServices('')} history={createMemoryHistory({ initialEntries: ['/onLoad'] })} prerendered={false} drawnOver={false} cache={{}}>
          <WidgetsContext.Provider value={widgets}>
            <ScreenView document={document} file="screens/on-load.json" search={{}} />
          </WidgetsContext.Provider>
        </AppShell>,
      );
    });
    // (1 + 1) × 10, then + 1 after the wait: each leading step once (StrictMode renders twice), the rest as steps.
    expect(await screen.findByText('count 21')).toBeInTheDocument();
    expect(screen.getByText('Shown by the state')).toBeInTheDocument();
  });
});
