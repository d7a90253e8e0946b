import { afterEach, describe, expect, it, vi } from 'vitest';
import { tapTriggerAttribute } from '../renderer/tap-trigger';
import { loadAppOnUse, prerenderedMarksOf, type PrerenderedMarks } from './load-app-on-use';
import { appFailedTemplateId, appOnUseElementId, appOnUsePlanOf, appReplacedTemplateId, type AppOnUsePlan } from './on-use-plan';
import { clearPrerenderedMarks, prerenderedAttribute, prerenderedLanguageAttribute } from './prerendered-route';

const plan: AppOnUsePlan = { loader: '/assets/load-app-on-use-d.js', entry: '/assets/main-a.js', files: ['/assets/main-a.js', '/assets/ui-b.js', '/assets/ui-c.css'] };
const failure = 'Network error';
const replacedText = 'A new version is ready.';
/** The templates' ids, and a site that still serves the page's own release. */
const told = { failedTemplateId: appFailedTemplateId, replacedTemplateId: appReplacedTemplateId, releaseReplaced: async () => false };

/** A static page that loads the app on use, as the build writes it and its own script leaves it (marks gone), with two triggers and a link. */
function onUsePage() {
  document.head.innerHTML = `<script type="application/json" id="${appOnUseElementId}">${JSON.stringify(plan)}</script><template id="${appFailedTemplateId}"><div class="toast-layer" role="alert"><div class="toast">${failure}</div></div></template><template id="${appReplacedTemplateId}"><div class="release-notice" role="alert"><span>${replacedText}</span><button type="button">Reload</button></div></template>`;
  document.body.innerHTML = `<div id="root" ${prerenderedAttribute}="/" ${prerenderedLanguageAttribute}="en"><a href="/About">About</a><button type="button" ${tapTriggerAttribute}="">Menu item</button><p><button type="button" ${tapTriggerAttribute}=""><span>Contact us</span></button></p></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const marks = prerenderedMarksOf(root);
  clearPrerenderedMarks(root);
  const [menuItem, contact] = [...root.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  return { root, marks, menuItem, contact };
}

/** An app entry that, run, takes the page over as the app does: it reads the marks, then drops them once drawn. */
function fakeApp(root: HTMLElement) {
  const seen: PrerenderedMarks[] = [];
  const taps: string[] = [];
  const run = vi.fn(async () => {
    seen.push(prerenderedMarksOf(root));
    setTimeout(() => {
      // Hydrated: React's handlers are on the buttons now.
      root.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => taps.push(button.textContent ?? '')));
      clearPrerenderedMarks(root);
    }, 5);
  });
  return { run, seen, taps };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the app, loaded on first use of a static page', () => {
  it('reads the plan the build wrote, and none on a page without one', () => {
    onUsePage();
    expect(appOnUsePlanOf(document)).toEqual(plan);
    document.head.innerHTML = '';
    expect(appOnUsePlanOf(document)).toBeUndefined();
  });

  it('fetches nothing until a trigger is used, then every file, runs the entry on the build’s marks, and taps the trigger again once the app has taken over', async () => {
    const { root, marks, contact } = onUsePage();
    const { run, seen, taps } = fakeApp(root);
    const fetchFile = vi.fn(async (_url: string) => undefined);
    loadAppOnUse(root, plan, marks, { run, fetchFile, ...told, toastMs: 3000 });
    root.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    root.querySelector('p')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // A finger passing over a trigger (its pointerover comes with any touch) is not a use.
    contact.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    expect(fetchFile).not.toHaveBeenCalled();

    contact.querySelector('span')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    contact.querySelector('span')?.click();
    expect(contact.getAttribute('aria-busy')).toBe('true');
    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual(plan.files);
    // A second tap while the app comes is not done twice.
    contact.click();
    await vi.waitFor(() => expect(taps).toEqual(['Contact us']));
    expect(run).toHaveBeenCalledWith(plan.entry);
    expect(seen).toEqual([{ route: '/', language: 'en' }]);
    expect(contact.hasAttribute('aria-busy')).toBe(false);
    expect(fetchFile).toHaveBeenCalledTimes(plan.files.length);
    // The app's now: a tap is the app's alone.
    contact.click();
    await new Promise((done) => setTimeout(done, 20));
    expect(taps).toEqual(['Contact us', 'Contact us']);
    expect(contact.hasAttribute('aria-busy')).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a mouse over a trigger', (element: HTMLElement) => element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))],
    ['the keyboard’s focus on it', (element: HTMLElement) => element.focus()],
    ['a key on it', (element: HTMLElement) => element.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }))],
  ])('starts loading on %s, before the tap (which nothing then replaces)', async (_what, use) => {
    const { root, marks, contact } = onUsePage();
    const { run, taps } = fakeApp(root);
    const fetchFile = vi.fn(async (_url: string) => undefined);
    loadAppOnUse(root, plan, marks, { run, fetchFile, ...told, toastMs: 3000 });
    use(contact);
    expect(fetchFile).toHaveBeenCalledTimes(plan.files.length);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    // The app came without a tap to do: none is done.
    await new Promise((done) => setTimeout(done, 20));
    expect(taps).toEqual([]);
  });

  it('taps the trigger at the same place when the app drew it anew', async () => {
    const { root, marks, contact } = onUsePage();
    const taps: string[] = [];
    const run = vi.fn(async () => {
      setTimeout(() => {
        root.innerHTML = '<button type="button" data-tap-steps="">Menu item</button><button type="button" data-tap-steps="">Contact us again</button>';
        root.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => taps.push(button.textContent ?? '')));
        clearPrerenderedMarks(root);
      }, 5);
    });
    loadAppOnUse(root, plan, marks, { run, fetchFile: async () => undefined, ...told, toastMs: 3000 });
    contact.click();
    await vi.waitFor(() => expect(taps).toEqual(['Contact us again']));
  });

  it('tells the reader when a file cannot come, loses nothing, and tries again on the next tap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { root, marks, contact } = onUsePage();
      const { run, taps } = fakeApp(root);
      let online = false;
      const fetchFile = vi.fn(async (url: string) => {
        if (!online && url.endsWith('.css')) throw new Error(`${url}: offline`);
      });
      loadAppOnUse(root, plan, marks, { run, fetchFile, ...told, toastMs: 3000 });
      contact.click();
      await vi.waitFor(() => expect(document.querySelector('body > [role="alert"]')?.textContent).toBe(failure));
      expect(run).not.toHaveBeenCalled();
      expect(contact.hasAttribute('aria-busy')).toBe(false);
      expect(root.hasAttribute(prerenderedAttribute)).toBe(false);
      // The toast goes as the app's do.
      vi.advanceTimersByTime(3000);
      expect(document.querySelector('[role="alert"]')).toBeNull();

      contact.click();
      await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
      online = true;
      contact.click();
      // The message goes as the new attempt starts.
      expect(document.querySelector('[role="alert"]')).toBeNull();
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
      vi.advanceTimersByTime(10);
      await vi.waitFor(() => expect(taps).toEqual(['Contact us']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a new version is ready, once and until the reload, when the site serves another release (issue 63: a pruned tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { root, marks, contact } = onUsePage();
      const { run } = fakeApp(root);
      const releaseReplaced = vi.fn(async () => true);
      loadAppOnUse(root, plan, marks, { run, fetchFile: async (url) => Promise.reject(new Error(`${url}: 404`)), ...told, releaseReplaced, toastMs: 3000 });
      contact.click();
      await vi.waitFor(() => expect(document.querySelector('body > [role="alert"]')?.textContent).toBe(`${replacedText}Reload`));
      expect(document.body.textContent).not.toContain(failure);
      expect(document.querySelector('body > .release-notice button')?.textContent).toBe('Reload');
      // Not a toast: still there after the toast's time, and a second failed tap adds none.
      vi.advanceTimersByTime(5000);
      contact.click();
      await vi.waitFor(() => expect(releaseReplaced).toHaveBeenCalledTimes(2));
      expect(document.querySelectorAll('body > [role="alert"]')).toHaveLength(1);
      expect(run).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts an app that does not take the page over in time as failed', async () => {
    const { root, marks, contact } = onUsePage();
    const run = vi.fn(async () => undefined);
    loadAppOnUse(root, plan, marks, { run, fetchFile: async () => undefined, ...told, toastMs: 3000, takeOverMs: 20 });
    contact.click();
    await vi.waitFor(() => expect(document.querySelector('body > [role="alert"]')).not.toBeNull());
    expect(contact.hasAttribute('aria-busy')).toBe(false);
    expect(root.hasAttribute(prerenderedAttribute)).toBe(false);
  });
});
