// Node-only Vite plugin: a loading indicator written into each entry's HTML, so a phone on a slow
// network shows something as soon as the page arrives instead of a white screen until the app's
// scripts have downloaded and run.
// It is plain markup and CSS (the security policy allows no inline script): it sits after #root
// and hides itself once the app shows a screen ([data-screen]) or a loading/error state
// (.screen-state), both drawn in the same place, so nothing jumps. A browser without :has() never
// shows it, rather than showing it over the app.
import type { HtmlTagDescriptor, Plugin } from 'vite';

const css = `
.boot-indicator { display: none; }
@supports selector(body:has(*)) {
  .boot-indicator { display: flex; align-items: center; justify-content: center; min-height: 60vh; padding: 24px; }
  body:has([data-screen], .screen-state) .boot-indicator { display: none; }
}
/* The turn is on an HTML box with will-change, so the compositor runs it: turning the <svg> itself
   repainted on the main thread every frame and doubled Lighthouse's total blocking time. */
.boot-indicator span { display: block; width: 36px; height: 36px; will-change: transform; animation: boot-indicator-turn 0.8s linear infinite; }
@media (prefers-reduced-motion: reduce) { .boot-indicator span { animation-duration: 2.4s; } }
@keyframes boot-indicator-turn { to { transform: rotate(360deg); } }
`;

/** The indicator's tags: a style in the head and the spinner (named for screen readers) in the body. */
export function bootIndicatorTags(label: string, colour: string): HtmlTagDescriptor[] {
  const ring = `<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true"><circle cx="18" cy="18" r="14.5" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="4.5"/><path d="M18 3.5a14.5 14.5 0 0 1 14.5 14.5" fill="none" stroke="${colour}" stroke-width="4.5" stroke-linecap="round"/></svg>`;
  return [
    { tag: 'style', children: css.trim(), injectTo: 'head' },
    { tag: 'div', attrs: { class: 'boot-indicator', role: 'status', 'aria-label': label }, children: `<span>${ring}</span>`, injectTo: 'body' },
  ];
}

/**
 * Each app entry's HTML (the one with the app's #root) gets the indicator; any other page the dev
 * server serves through Vite does not: the studio's page has no screen of its own to hide it, and
 * showed a spinner, and a "loading" status to screen readers, for as long as it was open (Storybook's
 * preview, whose root is #storybook-root, had it too).
 */
export function bootIndicatorPlugin({ label, colour }: { label: string; colour: string }): Plugin {
  return {
    name: 'boot-indicator',
    transformIndexHtml: (html) => (/\sid=["']root["']/.test(html) ? bootIndicatorTags(label, colour) : []),
  };
}
