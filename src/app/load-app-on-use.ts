// The app, loaded when a part of a static page is first used (issue 31). A route page whose screen
// needs scripts only for parts the reader uses (src/compiler/6-emit/script-needs.ts: a tap's steps,
// a dialog; the schemas' x-on-use) ships as a static page with a plan (src/app/on-use-plan.ts) and
// no app. The page's own script (src/app/static-page.ts) loads this module on such a page (the page
// links it beside that script; a page without the plan never fetches it) and runs it:
// - the first press or key on an element whose tap runs steps (src/renderer/tap-trigger.ts), or a
//   mouse over it or the keyboard's focus on it (the reader is about to use it: a few hundred
//   milliseconds before the tap), starts fetching every file the app's first render of the route
//   needs; nothing is fetched for the app before. The tap itself marks that element busy (aria-busy)
//   until the app is there;
// - once all are in, the build's marks go back on #root and the app's entry runs as on any route
//   page: it hydrates the markup on screen (src/app/mount-app.tsx) and drops the marks once it has
//   drawn the page with its own values; then the tap is done again, now by the app (the dialog opens);
// - a file that cannot come leaves the page as it was: the reader is told (the market's network
//   error, as a toast), and the next tap tries again; but when the site now serves a newer release
//   (a deploy and a prune took this page's files), a notice says a new version is ready and its
//   button reloads the page (issue 63), as a retry would only ask for the same missing files. The
//   files are fetched before any runs because the browser keeps a module that failed to load as
//   failed, so an import that failed once would fail again on the second tap.
import { checkRelease } from '../lib/release-check';
import { tapTriggerAttribute } from '../renderer/tap-trigger';
import type { AppOnUsePlan } from './on-use-plan';
import { clearPrerenderedMarks, prerenderedAttribute, prerenderedLanguageAttribute, prerenderedLanguageOf, prerenderedRouteOf } from './prerendered-route';

/** The build's marks on #root (src/build/prerender-plugin.ts), which the app reads to hydrate. */
export interface PrerenderedMarks {
  route?: string;
  language?: string;
}

export const prerenderedMarksOf = (root: Element): PrerenderedMarks => ({ route: prerenderedRouteOf(root), language: prerenderedLanguageOf(root) });

export interface OnUseOptions {
  /** Runs the entry module (a dynamic import). */
  run?: (url: string) => Promise<unknown>;
  /** Fetches a file whole, failing when it does not come. */
  fetchFile?: (url: string) => Promise<void>;
  /** The id of the <template> of what the reader is told when the app cannot come (on-use-plan.ts appFailedTemplateId: the static script's, so this chunk imports none of it). */
  failedTemplateId: string;
  /** The id of the <template> told instead when the site serves a newer release (on-use-plan.ts appReplacedTemplateId): its button reloads. */
  replacedTemplateId: string;
  /** Whether the site serves another release than the page's (src/lib/release-check.ts). */
  releaseReplaced?: () => Promise<boolean>;
  /** How long that toast stays (market.json toast.defaultMs). */
  toastMs: number;
  /** How long the app may take to draw the page once its files are in; past it the tap counts as failed. */
  takeOverMs?: number;
}

async function fetchWhole(url: string): Promise<void> {
  const reply = await fetch(url, { credentials: 'same-origin' });
  if (!reply.ok) throw new Error(`${url}: ${reply.status}`);
  // Read to the end, so the browser's cache holds all of it for the module loader.
  await reply.arrayBuffer();
}

/** Resolves once the app has dropped the build's marks (it drew the page with its own values), rejects after `ms`. */
function appTookOver(root: Element, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!root.hasAttribute(prerenderedAttribute)) return resolve();
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the app did not take the page over within ${ms} ms`));
    }, ms);
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(prerenderedAttribute)) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [prerenderedAttribute] });
  });
}

/** Waits for the first use of a part that needs the app, then loads it and does that tap. */
export function loadAppOnUse(root: HTMLElement, plan: AppOnUsePlan, marks: PrerenderedMarks, options: OnUseOptions): void {
  const { run = (url) => import(/* @vite-ignore */ url), fetchFile = fetchWhole, failedTemplateId, replacedTemplateId, releaseReplaced = () => checkRelease(root.ownerDocument), toastMs, takeOverMs = 20000 } = options;
  const doc = root.ownerDocument;
  const selector = `[${tapTriggerAttribute}]`;
  let loading: Promise<boolean> | undefined;
  /** The tap to do once the app is there, and its place among the triggers (should React have drawn the element anew). */
  let tapped: { element: HTMLElement; index: number } | undefined;
  let told: { element: Element; timer: ReturnType<typeof setTimeout> } | undefined;
  /** The app's tap, done by this script: not a use to carry over. */
  let replaying = false;

  const triggerOf = (target: EventTarget | null): HTMLElement | null => {
    const found = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
    return found && root.contains(found) ? found : null;
  };
  const untell = () => {
    if (!told) return;
    clearTimeout(told.timer);
    told.element.remove();
    told = undefined;
  };
  const shownFrom = (id: string): Element | undefined => {
    const template = doc.getElementById(id);
    const shown = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : undefined;
    if (!(shown instanceof Element)) return undefined;
    // Outside #root: the app must find the markup as the build drew it.
    doc.body.append(shown);
    return shown;
  };
  let replacedShown = false;
  const tell = async () => {
    untell();
    if (await releaseReplaced()) {
      // Told once, and kept until the reader reloads: every later tap would fail the same way.
      if (replacedShown) return;
      const notice = shownFrom(replacedTemplateId);
      if (!notice) return;
      replacedShown = true;
      notice.querySelector('button')?.addEventListener('click', () => doc.defaultView?.location.reload());
      return;
    }
    const shown = shownFrom(failedTemplateId);
    if (shown) told = { element: shown, timer: setTimeout(untell, toastMs) };
  };

  const attempt = async (): Promise<void> => {
    untell();
    await Promise.all(plan.files.map(fetchFile));
    if (marks.route !== undefined) root.setAttribute(prerenderedAttribute, marks.route);
    if (marks.language !== undefined) root.setAttribute(prerenderedLanguageAttribute, marks.language);
    await run(plan.entry);
    await appTookOver(root, takeOverMs);
  };

  const stop = () => {
    root.removeEventListener('pointerdown', onPress, true);
    root.removeEventListener('pointerover', onHover);
    root.removeEventListener('focusin', onPress);
    root.removeEventListener('keydown', onKey, true);
    root.removeEventListener('click', onClick);
  };
  /** Starts the app's load once; true once it has taken the page over, false when it failed (the next tap tries again). */
  const load = (): Promise<boolean> => {
    loading ??= attempt().then(
      () => {
        stop();
        return true;
      },
      () => {
        loading = undefined;
        // The page stays the build's, done as the static page left it.
        clearPrerenderedMarks(root);
        return false;
      },
    );
    return loading;
  };
  const onPress = (event: Event) => {
    if (triggerOf(event.target)) void load();
  };
  // A finger's pointerover comes with its press: only a mouse's says more.
  const onHover = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onPress(event);
  };
  const onKey = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && triggerOf(event.target)) void load();
  };
  const onClick = (event: MouseEvent) => {
    const element = triggerOf(event.target);
    // One tap is carried over: the first; later ones while the app comes change nothing.
    if (!element || tapped || replaying) return;
    tapped = { element, index: [...root.querySelectorAll(selector)].indexOf(element) };
    element.setAttribute('aria-busy', 'true');
    void load().then((ready) => {
      const done = tapped;
      tapped = undefined;
      if (!done) return;
      done.element.removeAttribute('aria-busy');
      if (!ready) return void tell();
      const again = done.element.isConnected ? done.element : root.querySelectorAll<HTMLElement>(selector)[done.index];
      replaying = true;
      try {
        again?.click();
      } finally {
        replaying = false;
      }
    });
  };
  root.addEventListener('pointerdown', onPress, true);
  root.addEventListener('pointerover', onHover);
  root.addEventListener('focusin', onPress);
  root.addEventListener('keydown', onKey, true);
  root.addEventListener('click', onClick);
}

