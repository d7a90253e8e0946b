import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyStore } from '../lib/key-store';
import type { ScreenRuntime } from './runtime-context';

// The dialog code, as the screen draws it: React.lazy fetches it the first time it is drawn.
vi.mock('./dialog-host', () => ({ DialogHost: () => <p>dialog code</p> }));

// jsdom loads no picture: one is complete once the test says it has loaded.
const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')!;
afterEach(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
});

/** A screen with two pictures still loading and the screen's dialogs, as ScreenBody draws them. */
async function screenWithPicture() {
  vi.resetModules();
  const [{ LazyDialogs }, { RuntimeContext }] = await Promise.all([import('./lazy-dialogs'), import('./runtime-context')]);
  const dialogs = createKeyStore({ open: [] });
  function Screen() {
    const element = useRef<HTMLDivElement>(null);
    return (
      <>
        <div ref={element}>
          <img alt="" src="/images/banner.svg" />
          {/* On screen: it loads now, lazy or not. */}
          <img alt="" src="/images/tip.svg" loading="lazy" />
        </div>
        <LazyDialogs screen={element} />
      </>
    );
  }
  Object.defineProperty(HTMLImageElement.prototype, 'complete', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.dataset.loaded === 'yes';
    },
  });
  const { container } = render(
    <RuntimeContext.Provider value={{ dialogs } as unknown as ScreenRuntime}>
      <Screen />
    </RuntimeContext.Provider>,
  );
  const loaded = (which: number) => {
    const picture = container.querySelectorAll('img')[which]!;
    picture.dataset.loaded = 'yes';
    picture.dispatchEvent(new Event('load'));
  };
  return { dialogs, loaded };
}

describe('the screen’s dialog code', () => {
  it('is fetched once the screen’s pictures have loaded and the browser is idle, not with the screen', async () => {
    const { loaded } = await screenWithPicture();
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByText('dialog code')).toBeNull();
    await act(async () => loaded(0));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByText('dialog code')).toBeNull();
    await act(async () => loaded(1));
    expect(await screen.findByText('dialog code')).toBeInTheDocument();
  });

  it('is fetched at once when a dialog opens first', async () => {
    const { dialogs } = await screenWithPicture();
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByText('dialog code')).toBeNull();
    await act(async () => dialogs.set('open', ['terms']));
    expect(await screen.findByText('dialog code')).toBeInTheDocument();
    // Kept once there: closing the dialog does not unload its code.
    await act(async () => dialogs.set('open', []));
    expect(screen.getByText('dialog code')).toBeInTheDocument();
  });
});
