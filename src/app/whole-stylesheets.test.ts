// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableWholeStylesheets, wholeSheetAttribute } from './whole-stylesheets';

function sheetLinks(count: number): HTMLLinkElement[] {
  document.head.innerHTML = Array.from({ length: count }, (_, n) => `<link disabled ${wholeSheetAttribute} rel="stylesheet" href="/assets/s${n}.css">`).join('') + '<link disabled rel="stylesheet" href="/assets/other.css">';
  return [...document.head.querySelectorAll<HTMLLinkElement>(`[${wholeSheetAttribute}]`)];
}

const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);

describe('the whole stylesheets of a prerendered page', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('enables the marked links only, and waits until each has loaded or failed', async () => {
    const [first, second] = sheetLinks(2) as [HTMLLinkElement, HTMLLinkElement];
    const ready = enableWholeStylesheets(document, 60_000);
    expect(first.hasAttribute('disabled')).toBe(false);
    expect(second.hasAttribute('disabled')).toBe(false);
    expect(document.head.querySelector('[href="/assets/other.css"]')?.hasAttribute('disabled')).toBe(true);
    first.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(false);
    second.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  it('stops waiting after its patience, so a sheet that never comes does not keep the page lifeless', async () => {
    vi.useFakeTimers();
    sheetLinks(1);
    let done = false;
    void enableWholeStylesheets(document, 4000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('has nothing to wait for on a page that was not prerendered', async () => {
    expect(await settled(enableWholeStylesheets(document))).toBe(true);
  });
});
