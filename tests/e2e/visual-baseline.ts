/**
 * Screenshots compared with committed baselines (tests/e2e/visual-baselines/<name>.png).
 *
 * Tolerance: a pixel differs when pixelmatch's YIQ distance exceeds 0.1 and it is not anti-aliasing;
 * a screenshot fails when more than 0.3% of its pixels differ (about 1,000 of a 390×844 screen; a
 * button losing its fill is some 16,000). Text re-flowing by a letter or a new icon exceeds it;
 * font hinting between Chromium patch releases does not.
 *
 * `UPDATE_VISUAL_BASELINES=1 npm run test:e2e -- tests/e2e/production-visuals.e2e.ts` writes the
 * baselines anew; look at every changed PNG before committing it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { sessionQuery, type ContractRoute } from '../../scripts/contract/contract-routes';
import { layoutFingerprint } from './layout-fingerprint';

export const baselineDir = join(import.meta.dirname, 'visual-baselines');
const outputDir = join(import.meta.dirname, '../../test-results/visual');
const projectRoot = join(import.meta.dirname, '../..');

/** pixelmatch's per-pixel threshold (0–1, YIQ distance). */
export const PIXEL_THRESHOLD = 0.1;
/** Share of a screenshot's pixels that may differ. */
export const MAX_DIFF_RATIO = 0.003;

export interface Comparison {
  /** Share of pixels that differ, 0–1 (1 when the sizes differ). */
  ratio: number;
  /** Why the screenshot fails, or '' when it matches. */
  problem: string;
  /** When it differs because its screen's JSON changed the layout (layout-fingerprint.ts): what to record. */
  authored?: string;
}

/** Each baseline's screen fingerprint when it was recorded. */
export const layoutsFile = () => join(baselineDir, 'layouts.json');
const recordedLayouts = (): Record<string, string> => (existsSync(layoutsFile()) ? (JSON.parse(readFileSync(layoutsFile(), 'utf8')) as Record<string, string>) : {});
function recordLayout(name: string, fingerprint: string): void {
  const layouts = { ...recordedLayouts(), [name]: fingerprint };
  writeFileSync(layoutsFile(), `${JSON.stringify(Object.fromEntries(Object.entries(layouts).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`);
}

/** A file-name-safe name for a route and viewport, e.g. `bindBank-productId-1-390`. */
export function visualName(route: ContractRoute, width: number): string {
  const path = route.path.replace(sessionQuery, '').replace(/[?&#]+$/, '');
  const slug = path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'home';
  return `${slug}-${width}`;
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
/** The company site's pages are also read on a desktop. */
const sitePaths = new Set(['/', '/About', '/Policy', '/Loan']);

/** Each route at the phone's size, and the company site's also at a desktop's. */
export function visualCases(routes: readonly ContractRoute[]): { route: ContractRoute; viewport: { width: number; height: number } }[] {
  return routes.flatMap((route) => [{ route, viewport: phone }, ...(sitePaths.has(route.path) ? [{ route, viewport: desktop }] : [])]);
}

const updating = () => process.env.UPDATE_VISUAL_BASELINES === '1';

/**
 * Compares a PNG screenshot of `screen` with its baseline; on a mismatch, writes the actual and a
 * diff image under test-results/visual/. A mismatch fails unless the screen's JSON changed its
 * layout since the baseline was recorded (layout-fingerprint.ts): then it is reported as `authored`.
 */
export function compareWithBaseline(name: string, screenshot: Buffer, screen?: string): Comparison {
  const compared = compareWithFile(name, screenshot);
  if (updating() && screen) recordLayout(name, layoutFingerprint(projectRoot, screen));
  return screen ? judged(name, screen, compared, recordedLayouts()[name], layoutFingerprint(projectRoot, screen)) : compared;
}

/** A mismatch stays a failure unless the screen's fingerprint differs from the one its baseline was recorded with. */
export function judged(name: string, screen: string, compared: Comparison, recorded: string | undefined, current: string): Comparison {
  if (!compared.problem || recorded === undefined || recorded === current) return compared;
  return {
    ratio: compared.ratio,
    problem: '',
    authored: `${name}: screens/${screen}.json (or a fragment it uses) changed its layout since the baseline was recorded, so the new look is the author's: ${compared.problem.replace(/^[^:]*: /, '')}. Record it with npm run test:visual:update and look at the PNG before committing it`,
  };
}

function compareWithFile(name: string, screenshot: Buffer): Comparison {
  const baselineFile = join(baselineDir, `${name}.png`);
  const shown = relative(projectRoot, baselineFile);
  if (updating()) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselineFile, screenshot);
    return { ratio: 0, problem: '' };
  }
  if (!existsSync(baselineFile)) return { ratio: 1, problem: `${shown}: no baseline; run UPDATE_VISUAL_BASELINES=1 npm run test:e2e -- tests/e2e/production-visuals.e2e.ts and look at the new PNG before committing it` };
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const actual = PNG.sync.read(screenshot);
  mkdirSync(outputDir, { recursive: true });
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(join(outputDir, `${name}.actual.png`), screenshot);
    return { ratio: 1, problem: `${shown}: screenshot is ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}` };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return { ratio, problem: '' };
  writeFileSync(join(outputDir, `${name}.actual.png`), screenshot);
  writeFileSync(join(outputDir, `${name}.diff.png`), PNG.sync.write(diff));
  return {
    ratio,
    problem: `${shown}: ${(ratio * 100).toFixed(2)}% of pixels differ (${differing}); at most ${(MAX_DIFF_RATIO * 100).toFixed(1)}% may. See test-results/visual/${name}.actual.png and .diff.png; if the change is intended, update the baseline`,
  };
}

/** Pixels that differ between two screenshots of the same size (pixelmatch at the baselines' threshold); a different size differs everywhere. */
export function differingPixels(a: Buffer, b: Buffer): number {
  const [one, two] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (one.width !== two.width || one.height !== two.height) return Number.POSITIVE_INFINITY;
  return pixelmatch(one.data, two.data, undefined, one.width, one.height, { threshold: PIXEL_THRESHOLD });
}

/**
 * Waits until two screenshots in a row are the same, pixel for pixel: what the page draws once its
 * code is in (waitForSettled waits for that code: CI once caught /order before its rating dialog's
 * chunk had come), a render or a dialog's transition, is done before the picture that counts is
 * taken. Returns '' once still, or why not within `timeout` ms.
 */
export async function waitForStillPaint(page: Pick<Page, 'screenshot' | 'waitForTimeout'>, options: Parameters<Page['screenshot']>[0] = {}, timeout = 5000): Promise<string> {
  const deadline = Date.now() + timeout;
  let last = await page.screenshot(options);
  for (let shots = 1; ; shots += 1) {
    await page.waitForTimeout(100);
    const next = await page.screenshot(options);
    if (next.equals(last)) return '';
    if (Date.now() > deadline) return `the page was still changing after ${timeout} ms (${shots + 1} screenshots, each unlike the one before)`;
    last = next;
  }
}

/** The whole page once it has loaded and its fonts are in, without animations or caret: what two paints of it are compared by. */
export async function fullPagePaint(page: Pick<Page, 'waitForLoadState' | 'evaluate' | 'screenshot'>): Promise<Buffer> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/**
 * Loads and decodes every picture of the page, the lazy ones further down too, before a full-page
 * paint: a lazy picture starts loading only once the screenshot has grown the viewport over it, so
 * one of two paints of the same page can catch it loaded and the other not (a busy machine did, on
 * /repaymentInstructions' example pictures). Both paints that are compared get the same pictures.
 */
export async function withPicturesLoaded(page: Pick<Page, 'waitForLoadState' | 'evaluate'>): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        const settled = image.complete ? Promise.resolve() : new Promise((done) => ['load', 'error'].forEach((event) => image.addEventListener(event, done, { once: true })));
        return settled.then(() => image.decode()).catch(() => undefined);
      }),
    ),
  );
}
