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
  // A test that holds the frames stubs them: put back even when one of its assertions failed.
  vi.unstubAllGlobals();
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
  const { container, unmount } = render(
    <RuntimeContext.Provider value={{ dialogs } as unknown as ScreenRuntime}>
      <Screen />
    </RuntimeContext.Provider>,
  );
  const loaded = (which: number) => {
    container.querySelectorAll('img')[which]!.dispatchEvent(new Event('load'));
  };
  return { dialogs, loaded, unmount };
}

/**
 * Frames painted only when the test calls the returned function (each call paints two, then lets
 * timers run); the browser idle never (`idle: 'never'`) or at the next timer.
 */
function holdFrames(idle: 'never' | 'soon'): () => Promise<unknown> {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal('requestIdleCallback', idle === 'never' ? () => 0 : (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('cancelIdleCallback', idle === 'never' ? () => undefined : (id: number) => clearTimeout(id));
  return () =>
    act(
      () =>
        new Promise((done) => {
          for (const frame of frames.splice(0)) frame(0);
          for (const frame of frames.splice(0)) frame(0);
          setTimeout(done, 20);
        }),
    );
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

  it('is fetched when a dialog opens, once the screen’s first frames are painted, without waiting for its pictures or an idle browser', async () => {
    // Frames painted when the test says; pictures never loaded, the browser never idle: only the
    // open dialog can ask for the code.
    const paintFrames = holdFrames('never');
    const { dialogs, unmount } = await screenWithPicture();
    await act(async () => dialogs.set('open', ['terms']));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    // The screen's frames first: its largest picture paints in them, the dialog's code would come before it.
    expect(screen.queryByText('dialog code')).toBeNull();
    await paintFrames();
    expect(await screen.findByText('dialog code')).toBeInTheDocument();
    // Kept once there: closing the dialog does not unload its code.
    await act(async () => dialogs.set('open', []));
    expect(screen.getByText('dialog code')).toBeInTheDocument();
    unmount();
  });

  it('holds code for later back while an opened dialog’s code comes, until the dialog is drawn', async () => {
    const paintFrames = holdFrames('soon');
    const { dialogs, unmount } = await screenWithPicture();
    // The same module instance as the screen's (screenWithPicture reset the modules).
    const { afterPaintWhenIdle } = await import('./after-paint');
    await act(async () => dialogs.set('open', ['promo']));
    const later = vi.fn();
    afterPaintWhenIdle(later);
    await paintFrames();
    expect(await screen.findByText('dialog code')).toBeInTheDocument();
    // The dialog is in the page, not yet painted: the query cache's or the form's code still waits.
    expect(later).not.toHaveBeenCalled();
    await paintFrames();
    await paintFrames();
    expect(later).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('asks an IntersectionObserver whether a lazy picture is in view, never the picture’s place at once (issue 64)', async () => {
    // The lazy picture is below the fold: only the other one is waited for.
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push(target);
          setTimeout(() => this.report([{ target, isIntersecting: false } as IntersectionObserverEntry], this as unknown as IntersectionObserver), 0);
        }
        disconnect() {}
      },
    );
    const place = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const { loaded } = await screenWithPicture();
    // The observer answers first (its callback comes as the browser lays out the next frame).
    await act(() => new Promise((done) => setTimeout(done, 20)));
    await act(async () => loaded(0));
    expect(await screen.findByText('dialog code')).toBeInTheDocument();
    expect(observed.map((picture) => picture.getAttribute('src'))).toEqual(['/images/tip.svg']);
    expect(place, 'a read of a picture’s place lays the page out at once').not.toHaveBeenCalled();
    place.mockRestore();
  });
});
