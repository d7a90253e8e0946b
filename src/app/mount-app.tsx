// What every page needs before any component: Mantine's CSS variables, reset and global rules
// (each component's own stylesheet comes with it: src/build/mantine-styles-plugin.ts), then ours.
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app.css';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { clearPrerenderedMarks, prerenderedLanguageOf, prerenderedRouteOf, takeOver } from './prerendered-route';
import { choosePageLanguage, loadLanguageMessages } from '../i18n/language';
import { enableWholeStylesheets } from './whole-stylesheets';
import { drawOver } from './draw-over';
import { firstOf } from '../lib/first-of';
import { loadingStateDelayMs } from '../renderer/loading-delay';
import { recoveredRender } from '../renderer/recoverable-errors';
import { prepareMarketFormats } from '../lib/market-formats';
import type { Market } from '../generated/market';
import market from '../../config/market.json';

/** One entry's app, made once the dev API (in dev-API builds) is up. */
export interface EntryApp {
  /** The path the page shows, as its history reads it. */
  pathname: string;
  /** Loads what the route's first render needs (its screen, widgets, renderer). */
  load(): Promise<void>;
  /** The same, as the build had it when it drew the page, for React to take over its markup. */
  loadForHydration(): Promise<void>;
  /** After loadForHydration: the first screen's data is in, or comes within `withinMs`, so the app draws it over the build's page instead of hydrating (src/app/draw-over.tsx). */
  drawsOver?(withinMs: number): Promise<boolean>;
  /** `drawnOver`: drawn over the build's page without hydrating it. */
  render(prerendered: boolean, drawnOver?: boolean): ReactNode;
}

/**
 * Starts an entry: the dev API first in dev-API builds, then the app in #root. A page the build
 * prerendered for this very route in the page's language (src/build/prerender-plugin.ts; a host
 * serves the page in the language the app picks, src/i18n/host-language.ts) is hydrated: React takes
 * over the markup already on screen instead of drawing it again. Any other page is drawn from scratch.
 * Resolves to the React root it drew in: a page keeps it for its life, a test unmounts it, so the
 * screen's timers (a dialog's code waiting for paint) stop with the test, not after its window is gone.
 */
export async function mountApp(start: () => EntryApp): Promise<Root | undefined> {
  // The prerendered page has only the CSS of its markup inline: the whole sheets, before any drawing.
  const stylesheets = enableWholeStylesheets();
  // Before the first render that shows an amount or a date (hydration included), not inside it.
  prepareMarketFormats(market as Market);
  // Only dev-API builds (mode devapi) keep this branch; production builds drop it and the mock code.
  if (import.meta.env.VITE_DEV_API === 'true') {
    const { startDevApi } = await import('../dev-api/browser');
    await startDevApi();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error(`${window.location.pathname}: the page lacks <div id="root">`);
  const language = choosePageLanguage();
  await loadLanguageMessages();
  const app = start();
  const decision = takeOver({ route: prerenderedRouteOf(root), language: prerenderedLanguageOf(root) }, { pathname: app.pathname, language });
  if (decision !== 'hydrate') {
    // Another route's markup (a host's fallback page) is not this page: it goes at once.
    if (decision === 'draw') root.replaceChildren();
    // The first render has the screen, its widgets and the renderer (issue 31): the route's page
    // links their chunks, so they are in by now or soon, and the fields come in one render with no
    // loading state before them. Modules that must still travel (a fallback page links another
    // route's) get the loading state's delay, then the app draws it, as the app would have.
    // This route drawn in another language (chosen by what only the page sees: the host app's property, a lang value in the landing's hash)
    // keeps its markup on screen until the page can be drawn in the reader's at once, with no loading state in between.
    // A load that fails is the app's to show (its retry state): it draws anyway.
    const loaded = app.load().catch(() => undefined);
    await (decision === 'keep-then-draw' ? loaded : firstOf(loaded, loadingStateDelayMs));
    await stylesheets;
    clearPrerenderedMarks(root);
    // In a transition, as the hydration below: drawn in slices, not one long task (issue 64: the
    // landing's agreement, a long text drawn over the landing's markup, was /promotion/#/agreementTemplate's
    // longest task). Markup still on screen stays there until React commits the first render,
    // which empties the container first: no blank page between the slices.
    const drawn = createRoot(root, { onRecoverableError: recoveredRender });
    startTransition(() => drawn.render(<StrictMode>{app.render(false)}</StrictMode>));
    return drawn;
  }
  // The route's screen, widgets and renderer must be in before the first render, as they were for the build.
  await Promise.all([app.loadForHydration(), stylesheets]);
  if (await app.drawsOver?.(loadingStateDelayMs)) return drawOver(root, app.render(false, true));
  // In a transition, React hydrates in slices of a few milliseconds with the browser free in between
  // (to scroll, to take a tap): on a slow phone one long task was most of Lighthouse's blocking time.
  let hydrated: Root | undefined;
  startTransition(() => {
    hydrated = hydrateRoot(root, <StrictMode>{app.render(true)}</StrictMode>, {
      // A page whose markup React had to throw away: the build and the browser drew different things.
      // Reported as an uncaught error, so end-to-end tests fail on it and a tester sees it in the console.
      onRecoverableError: (error) => reportError(new Error(`hydration mismatch on ${window.location.pathname}: ${String((error as Error)?.message ?? error)}`)),
    });
  });
  return hydrated;
}
