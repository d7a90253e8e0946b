/**
 * Style rules checked on the production build in Chromium, that hold whatever the baselines say:
 * a filled button has its fill and readable text, no button label is cut off, no developer note
 * shows, nothing is wider than the phone, and no control is left under a footer that stays on
 * screen. Each returns problem lines naming the element.
 */
import type { Page } from 'playwright-core';

/** WCAG 2 AA for normal text (buttons' labels are 14–16 px). */
export const MIN_CONTRAST = 4.5;

/** A filled button's fill and label, with the label's contrast against the fill. */
export async function filledButtonProblems(page: Page): Promise<string[]> {
  return page.evaluate((minContrast) => {
    // The canvas turns any CSS colour (rgb, oklch, color-mix…) into sRGB bytes.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return ['no 2D canvas to read colours with'];
    const rgba = (colour: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    const problems: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('.mantine-Button-root')) {
      const variant = button.getAttribute('data-variant') ?? 'filled';
      if (variant !== 'filled') continue;
      const rect = button.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // WCAG leaves inactive controls out of the contrast rule; their grey is a state, not a fill.
      if (button.matches(':disabled, [data-disabled]')) continue;
      const style = getComputedStyle(button);
      const fill = rgba(style.backgroundColor);
      const label = (button.textContent ?? '').trim() || button.getAttribute('aria-label') || '(no label)';
      if (fill[3] < 0.5) {
        problems.push(`button "${label}": no fill (background-color ${style.backgroundColor}); expected the theme's filled colour`);
        continue;
      }
      const text = rgba(style.color);
      const [light, dark] = [luminance(fill), luminance(text)].sort((a, b) => b - a) as [number, number];
      const contrast = (light + 0.05) / (dark + 0.05);
      if (contrast < minContrast) problems.push(`button "${label}": text ${style.color} on ${style.backgroundColor} has contrast ${contrast.toFixed(2)}:1; expected at least ${minContrast}:1`);
    }
    return problems;
  }, MIN_CONTRAST);
}

/** A button whose label does not fit is cut off mid-word ("Get cod"): the borrower cannot read it. */
export async function clippedLabelProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Button-label')]
      .filter((label) => label.getBoundingClientRect().width > 0 && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `button "${(label.textContent ?? '').trim()}": label needs ${label.scrollWidth} px and gets ${label.clientWidth} px; expected the whole label shown`),
  );
}

/**
 * Any other text the page cuts with an ellipsis because its control is too narrow (a segmented
 * option's "14 na a…" in Filipino at 390 px, issue 43): the borrower cannot read what they choose.
 */
export async function cutTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).textOverflow === 'ellipsis' && (element.textContent ?? '').trim() !== '')
      .filter((element) => element.getBoundingClientRect().width > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `"${(element.textContent ?? '').trim()}" (${element.tagName.toLowerCase()}.${[...element.classList].join('.')}): needs ${element.scrollWidth} px and gets ${element.clientWidth} px, cut with an ellipsis; expected the whole text shown`),
  );
}

/** Text meant for developers (the host-app bridge's browser note) has no place in what borrowers get. */
export async function developerTextProblems(page: Page): Promise<string[]> {
  const shown = await page.getByTestId('bridge-log').count();
  const text = await page.locator('body').innerText();
  return shown || text.includes('App bridge:') ? ['the bridge\'s developer note ("App bridge: …") is on the page; expected it only in dev builds and Storybook'] : [];
}

/** Anything that makes the page scroll sideways on a phone. */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth > width + 1) {
      // Name the widest culprits: elements sticking out past the right edge, outermost first.
      const culprits: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.right <= width + 1 || rect.width === 0) continue;
        if (element.parentElement && element.parentElement.getBoundingClientRect().right > width + 1) continue;
        culprits.push(`<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.slice(0, 60)}"` : ''}> right edge ${Math.round(rect.right)} px`);
        if (culprits.length === 3) break;
      }
      problems.push(`page is ${scrollWidth} px wide on a ${width} px screen; expected no horizontal scrolling (${culprits.join('; ') || 'culprit not found'})`);
    }
    return problems;
  });
}

/**
 * Scrolled to the end, no control may be covered by a footer that stays on screen (position fixed
 * or sticky at the bottom): the borrower could not reach it.
 */
export async function coveredControlProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const height = document.documentElement.clientHeight;
    const pinned = (element: Element) => {
      const position = getComputedStyle(element).position;
      return position === 'fixed' || position === 'sticky';
    };
    const footers = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      if (!pinned(element)) return false;
      const rect = element.getBoundingClientRect();
      // A footer: on screen, touching the bottom edge, less than half the screen tall; not a dialog or toast.
      return rect.height > 0 && rect.height < height / 2 && Math.abs(rect.bottom - height) <= 2 && !element.closest('[role="dialog"], [data-testid="toast"], .toast-layer');
    });
    const problems: string[] = [];
    const controls = document.body.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), textarea, select, [role="button"], [role="checkbox"], [role="tab"], [role="radio"]');
    for (const control of controls) {
      if (footers.some((footer) => footer.contains(control))) continue;
      if (control.closest('[role="dialog"]')) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      // Fixed ancestors (the site's header, a toast) move with the screen, not under the footer.
      let ancestor: Element | null = control;
      let moves = false;
      while (ancestor && ancestor !== document.body) {
        if (getComputedStyle(ancestor).position === 'fixed') moves = true;
        ancestor = ancestor.parentElement;
      }
      if (moves) continue;
      for (const footer of footers) {
        const box = footer.getBoundingClientRect();
        const overlap = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (overlap > 2 && rect.right > box.left && rect.left < box.right) {
          const name = (control.textContent ?? '').trim().slice(0, 40) || control.getAttribute('aria-label') || control.getAttribute('name') || control.tagName.toLowerCase();
          problems.push(`control "${name}" is ${Math.round(overlap)} px under the footer at the end of the page; expected room below the content for the footer`);
        }
      }
    }
    return problems;
  });
}
