// A block its data shows or hides is left out of the page before the data, unless the screen gives
// it a placeholderHeight: then a box of that height holds its place, so what is below it does not
// move when it comes (/complaint's order card).
import { prerenderToNodeStream } from 'react-dom/static';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { createAppServices } from '../app/create-app-services';
import type { Screen } from '../generated/screen';
import { loadWidgets } from '../widgets/registry';
import { AppServicesContext } from './app-services';
import { NavigationContext } from './navigation';
import { BuiltPassProvider } from './render-phase';
import { ScreenView } from './screen-view';
import { WidgetsContext } from './widgets-context';

function withCard(placeholderHeight?: number): Screen {
  return {
    id: 'cards',
    title: 'Cards',
    routes: ['/cards'],
    state: { order: null },
    onLoad: [{ type: 'set-state', values: { order: { var: 'query.orderId' } } }],
    body: [
      { type: 'card', when: { var: 'state.order' }, ...(placeholderHeight ? { placeholderHeight } : {}), children: [{ type: 'paragraph', text: 'The order' }] },
      { type: 'heading', text: 'Below the card', level: 2 },
    ],
  } as unknown as Screen;
}

/** The page the build draws (src/app/prerender.tsx), as markup in a detached element. */
async function builtPage(document: Screen): Promise<HTMLElement> {
  const widgets = await loadWidgets(['card', 'paragraph', 'heading']);
  const { prelude } = await prerenderToNodeStream(
    <MantineProvider theme={theme}>
      <AppServicesContext.Provider value={createAppServices('')}>
        <NavigationContext.Provider value={createMemoryHistory({ initialEntries: ['/cards'] })}>
          <BuiltPassProvider value>
            <WidgetsContext.Provider value={widgets}>
              <ScreenView document={document} file="screens/cards.json" search={{}} />
            </WidgetsContext.Provider>
          </BuiltPassProvider>
        </NavigationContext.Provider>
      </AppServicesContext.Provider>
    </MantineProvider>,
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  const root = window.document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('placeholderHeight on the page before its values', () => {
  it('draws a box of that height where the block will be, hidden from screen readers', async () => {
    const page = await builtPage(withCard(140));
    const box = page.querySelector<HTMLElement>('.block-skeleton[data-kind="box"]');
    expect(box?.style.height).toBe('140px');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(page.textContent).not.toContain('The order');
    expect(page.textContent).toContain('Below the card');
    // The box comes before what is below the block.
    expect(box!.compareDocumentPosition(page.querySelector('h2')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the block out without one', async () => {
    const page = await builtPage(withCard());
    expect(page.querySelector('.block-skeleton')).toBeNull();
    expect(page.textContent).toContain('Below the card');
  });
});
