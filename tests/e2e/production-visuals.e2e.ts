// Issue 16: what borrowers get. Every route of CONTRACT.md, on the production build served as a
// host serves it (tests/e2e/global-setup.ts), at 390×844 (the company site also at 1280×800):
// the style rules of page-checks.ts, and a screenshot compared with its committed baseline
// (visual-baseline.ts states the tolerance), its texts drawn as one neutral run (neutral-text.ts),
// so a copy edit changes no baseline.
import type { PageScreenshotOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contractRoutes } from '../../scripts/contract/contract-routes';
import { screenshot as saveScreenshot, useBrowser, waitForSettled } from './browser';
import { clippedLabelProblems, coveredControlProblems, developerTextProblems, filledButtonProblems, overflowProblems } from './page-checks';
import { withNeutralText } from './neutral-text';
import { compareWithBaseline, visualCases, visualName, waitForStillPaint } from './visual-baseline';

/** Pages whose look depends on a timer after load: wait it out so the screenshot is always the same. */
const settleMs: Record<string, number> = {
  // The rating dialog opens 3 s after load when the complaint needs a score (SPEC screen 5).
  'complaint-details': 3500,
};

describe('production build: style rules and visual baselines on every route', () => {
  const browser = useBrowser();

  it.each(visualCases(contractRoutes).map((c) => [visualName(c.route, c.viewport.width), c] as const))('%s', async (name, { route, viewport }) => {
    const page = await browser.open(route.path, viewport);
    await page.locator(`[data-screen="${route.screen}"]`).first().waitFor();
    await waitForSettled(page);
    await page.waitForTimeout(settleMs[route.screen] ?? 300);
    // What opened meanwhile (the loan agreement's dialog and its frame, on load) is drawn in full
    // before its words are set aside: a frame the app has not taken over yet must not be touched.
    await waitForSettled(page);

    // The baseline holds the layout and style, not the words (neutral-text.ts says why and how a
    // wrapping text is drawn); the style rules below read the page with its real words.
    const shotOptions: PageScreenshotOptions = { animations: 'disabled', caret: 'hide', mask: [page.locator('img[src*="get-captcha"]')] };
    // Still with its real words first: a dialog drawn after the words are set aside would show them.
    const still = await waitForStillPaint(page, shotOptions);
    const shot = await withNeutralText(page, () => page.screenshot(shotOptions));
    await saveScreenshot(page, `visual-${name}`);
    const visual = compareWithBaseline(name, shot, route.screen);
    // A layout the screen's JSON changed is not a failure of the code: said, and left to be recorded.
    if (visual.authored) console.log(visual.authored);

    const problems = [...(await filledButtonProblems(page)), ...(await clippedLabelProblems(page)), ...(await developerTextProblems(page)), ...(await overflowProblems(page)), ...(await coveredControlProblems(page))];
    // One line per problem, so a failure reads as the list of what is wrong.
    expect([...problems, still, visual.problem, ...page.errors].filter(Boolean).join('\n'), `${route.path} at ${viewport.width}×${viewport.height}`).toBe('');
  });
});
