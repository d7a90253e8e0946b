/**
 * Visual baselines guard layout and style, not copy: while the screenshot is taken, every text a
 * page shows (text nodes with a letter or digit, and the values and placeholders of text inputs)
 * reads NEUTRAL_RUN, the same glyphs whatever the words. Boxes, spacing, colours, icons, fills, font size, weight,
 * alignment and line height still draw as they do with the real words, so a style change still
 * fails; a product person's copy edit (SPEC's words reworded, a new screen's texts) changes no pixel.
 *
 * Wrapping: every text becomes one run of the same length, so a text that wraps to three lines in
 * its real words is one line here, and a reworded text that now wraps to more lines, or fewer,
 * draws the same. How the real words fit is not left unchecked: page-checks.ts runs on the page
 * with its real text (no sideways scroll, no cut-off button label, nothing under the footer), and
 * the tests of each screen read its words. A run of a length that depended on the words (one glyph
 * per letter, or per line) would bring the copy back into the pixels.
 */
import type { Frame, Page } from 'playwright-core';

/** What every text reads during a visual comparison: letters of the page's own font, so its size, weight and colour show. */
export const NEUTRAL_RUN = 'xxxxxxxx';

/** Where the page keeps the real words while it shows the run (restored after the screenshot). */
const saved = '__kaagapayNeutralTextSaved';

function neutralise(frame: Frame): Promise<void> {
  return frame.evaluate(
    ({ run, saved }) => {
      // A frame still loading (a lazy one, in a closed dialog) holds the build's markup, which the
      // app will hydrate: changed now, it would not match. waitForSettled saw every frame on show hydrated.
      if (!document.body || document.querySelector('#root[data-prerendered]')) return;
      const restore: (() => void)[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node;
        // Style sheets and scripts are text nodes too. A text with no letter or digit is a mark (a
        // required field's *, a picker's ▾, a › or a –) drawn as part of the design: it stays.
        if (!/[\p{L}\p{N}]/u.test(text.data) || text.parentElement?.closest('style, script, noscript, template, textarea')) continue;
        const real = text.data;
        text.data = run;
        restore.push(() => {
          if (text.data === run) text.data = real;
        });
      }
      // A date or number input refuses letters: its value is data (a server's, the borrower's), not copy.
      const textual = /^(text|search|tel|email|url|password)$/;
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
        const { placeholder, value } = field;
        if (placeholder) field.placeholder = run;
        if (value && (field instanceof HTMLTextAreaElement || textual.test(field.type))) field.value = run;
        restore.push(() => {
          field.placeholder = placeholder;
          if (field.value === run) field.value = value;
        });
      }
      (window as unknown as Record<string, unknown>)[saved] = restore;
    },
    { run: NEUTRAL_RUN, saved },
  );
}

function restoreWords(frame: Frame): Promise<void> {
  return frame.evaluate((saved) => {
    const restore = (window as unknown as Record<string, (() => void)[] | undefined>)[saved] ?? [];
    for (const undo of restore) undo();
    delete (window as unknown as Record<string, unknown>)[saved];
  }, saved);
}

/**
 * Runs `shoot` (a screenshot) with every frame's text read as NEUTRAL_RUN, then puts the real
 * words back, so the checks after it see the page as borrowers do.
 */
export async function withNeutralText<T>(page: Page, shoot: () => Promise<T>): Promise<T> {
  const frames = page.frames();
  // A frame that navigates or goes away meanwhile has nothing to draw: it is left as it is.
  await Promise.all(frames.map((frame) => neutralise(frame).catch(() => undefined)));
  // Let layout and paint catch up with the new text before the picture.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  try {
    return await shoot();
  } finally {
    await Promise.all(frames.map((frame) => restoreWords(frame).catch(() => undefined)));
  }
}
