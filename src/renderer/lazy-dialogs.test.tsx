import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyStore } from '../lib/key-store';
import type { ScreenRuntime } from './runtime-context';

// The dialog code, as the screen draws it: React.lazy fetches it the first time it is drawn.
vi.mock('./dialog-host', () => ({ DialogHost: () => <p>dialog code</p> }));

// jsdom loads and decodes no picture: one is ready to paint once the test says it has loaded.
const decode = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
afterEach(() => {
  if (decode) Object.defineProperty(HTMLImageElement.prototype, 'decode', decode);
  else delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
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
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      return new Promise((done) => this.addEventListener('load', done, { once: true }));
    },
  });
  const { container } = render(
    <RuntimeContext.Provider value={{ dialogs } as unknown as ScreenRuntime}>
      <Screen />
    </RuntimeContext.Provider>,
  );
  const loaded = (which: number) => {
    container.querySelectorAll('img')[which]!.dispatchEvent(new Event('load'));
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
