import { afterEach, describe, expect, it } from 'vitest';
import type { Root } from 'react-dom/client';
import { act, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/history';
import { appEntry } from './app';
import { mountApp as mountAppOnce, type EntryApp } from './mount-app';
import { loadingStateDelayMs } from '../renderer/loading-delay';
import { prerenderedAttribute, prerenderedLanguageAttribute } from './prerendered-route';

// Issue 31, fields in the first render: a page the build did not draw for this route (the bench's
// page, a host's fallback, the dev server) gets its screen in the app's first render, with no
// loading state before its fields.

/** Every element added to #root, in the order React added them. */
function recordAdded(root: HTMLElement): Element[] {
  const added: Element[] = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) added.push(node, ...node.querySelectorAll('*'));
  }).observe(root, { childList: true, subtree: true });
  return added;
}

function freshRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

/** An entry whose load is `load`, noting each time it is drawn. */
function fakeEntry(load: Promise<void>, drawn: number[]): EntryApp {
  return {
    pathname: '/',
    load: () => load,
    loadForHydration: () => load,
    render: () => {
      drawn.push(performance.now());
      return <p>drawn</p>;
    },
  };
}

// Each app drawn is unmounted after its test: its screen's timers (the dialogs' code waits for two
// frames, then a timer) fired after the test file's window was gone, an unhandled error that failed
// the run under load (npm test, 2026-12-07: window is not defined, in lazy-dialogs.tsx).
const mounted: Root[] = [];
const mountApp = async (start: () => EntryApp) => {
  const drawn = await mountAppOnce(start);
  if (drawn) mounted.push(drawn);
};
afterEach(() => {
  act(() => mounted.splice(0).forEach((drawn) => drawn.unmount()));
  document.getElementById('root')?.remove();
});

describe('mountApp on a page the build did not draw for the route', () => {
  it('draws a form screen with its fields in the first render, never a loading state first', async () => {
    // A screen without data (screens/complaint-form.json): nothing but its modules to wait for.
    const url = '/complainPageNext?orderId=10174&problemType=2';
    // Its modules in, as on the route's page, which links their chunks: a first load brings them.
    await appEntry(createMemoryHistory({ initialEntries: [url] })).load();
    const root = freshRoot();
    const added = recordAdded(root);
    await act(() => mountApp(() => appEntry(createMemoryHistory({ initialEntries: [url] }))));
    await waitFor(() => expect(root.querySelector('textarea')).not.toBeNull());
    const firstField = added.findIndex((element) => element.matches('textarea, input:not([type=hidden])'));
    expect(firstField).toBeGreaterThanOrEqual(0);
    expect(added.slice(0, firstField).filter((element) => element.matches('[role="status"]'))).toEqual([]);
  });

  it('draws once the route is loaded', async () => {
    freshRoot();
    const drawn: number[] = [];
    let loaded = false;
    const load = new Promise<void>((resolve) =>
      setTimeout(() => {
        loaded = true;
        resolve();
      }, 20),
    );
    await act(() => mountApp(() => fakeEntry(load, drawn)));
    expect(loaded, 'drawn after the load').toBe(true);
    expect(drawn).toHaveLength(1);
  });

  it('draws once the loading state is due when the route takes longer', async () => {
    freshRoot();
    const drawn: number[] = [];
    const started = performance.now();
    await act(() => mountApp(() => fakeEntry(new Promise(() => undefined), drawn)));
    expect(drawn, 'drawn though the load never ends').toHaveLength(1);
    expect(drawn[0]! - started).toBeGreaterThanOrEqual(loadingStateDelayMs - 5);
  });

  it("keeps the build's markup of the route in another language on screen until its first render commits, which React draws in slices (issue 64)", async () => {
    const root = freshRoot();
    root.setAttribute(prerenderedAttribute, '/');
    root.setAttribute(prerenderedLanguageAttribute, 'xx');
    root.innerHTML = '<p>the build’s page</p>';
    const drawn: number[] = [];
    // Outside act: the render is left to React's scheduler, as in a browser.
    await mountApp(() => fakeEntry(Promise.resolve(), drawn));
    expect(root.textContent, 'still on screen once the render is asked for').toBe('the build’s page');
    await waitFor(() => expect(root.textContent).toBe('drawn'));
  });
});
