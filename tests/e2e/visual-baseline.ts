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
}

const updating = () => process.env.UPDATE_VISUAL_BASELINES === '1';

/** Compares a PNG screenshot with its baseline; on a mismatch, writes the actual and a diff image under test-results/visual/. */
export function compareWithBaseline(name: string, screenshot: Buffer): Comparison {
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
