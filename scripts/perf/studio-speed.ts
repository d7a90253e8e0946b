// How fast the studio is on the project's longest screen (issue 66: "fast on a 300-line screen").
// `npm run dev` on a copy of the project (src/build/dev-server-copy.ts), the studio in Debian's
// Chromium, the longest screens/ file opened: prints how long the studio takes to open it, each
// keystroke typed into a text property (key down to the frame after it painted), the check as
// typed (the last key to validate's answer) and a save. Figures only, nothing asserted: the machine's
// load moves them, so quote them from a quiet run.
//
//   npx tsx scripts/perf/studio-speed.ts [--keys 30] [--cpu 1]   (--cpu N: Chromium's CPU slowed N times)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { copyProjectForDevServer, devServerOn } from '../../src/build/dev-server-copy';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { blockOutline } from '../../src/studio/ui/document-edits';
import { chromiumArgs } from '../lib/chromium-args';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const keys = option('keys', 30);
const cpu = option('cpu', 1);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

// The longest screen file: the one a product person waits on the most.
const [longest] = readdirSync(join(projectRoot, 'screens'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ file: `screens/${name}`, lines: readFileSync(join(projectRoot, 'screens', name), 'utf8').split('\n').length - 1 }))
  .sort((a, b) => b.lines - a.lines);
const screenDocument = JSON.parse(readFileSync(join(projectRoot, longest!.file), 'utf8')) as Record<string, unknown>;
// The first paragraph or heading in its outline: a text property to type into.
const target = blockOutline(screenDocument as never, () => true).find((entry) => ['paragraph', 'heading'].includes(entry.type));
if (!target) throw new Error(`${longest!.file} has no paragraph or heading to type into`);

const root = mkdtempSync(join(tmpdir(), 'studio-speed-'));
copyProjectForDevServer(root);
const server = await devServerOn(root, { server: { watch: null } });
await server.listen();
const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  if (cpu > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // The dev server compiles the studio's modules on the first visit: that visit is not timed.
  await page.goto(`${origin}/__studio`, { timeout: 120_000 });
  await page.getByLabel('Screen').waitFor({ timeout: 120_000 });
  await page.reload();
  let started = performance.now();
  await page.getByLabel('Screen').selectOption(longest!.file, { timeout: 60_000 });
  await page.locator(`[data-pointer="${target.pointer}"]`).waitFor();
  const open = performance.now() - started;
  // Typed once the canvas has drawn the screen in each language: its frames share the main thread.
  started = performance.now();
  for (const frame of await page.locator('iframe').all()) await frame.contentFrame().locator('[data-screen], [data-screen-failed]').first().waitFor({ timeout: 120_000 });
  const drawn = performance.now() - started;

  await page.locator(`[data-pointer="${target.pointer}"]`).click();
  const field = page.getByLabel('text (required)', { exact: true });
  await field.click();
  await field.press('End');
  // Each key's time from its keydown to the frame after it painted, measured in the page.
  await page.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { keyTimes: number[] }).keyTimes = times;
    document.addEventListener(
      'keydown',
      () => {
        const down = performance.now();
        requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - down), 0));
      },
      { capture: true },
    );
  });
  const typed = ' typed in the studio to time it'.slice(0, keys).padEnd(keys, '.');
  const validated = page.waitForResponse((response) => response.url().endsWith('/__studio/api/validate') && response.request().postData()!.includes(typed), { timeout: 60_000 });
  for (const key of typed) await page.keyboard.type(key, { delay: 40 });
  const lastKey = performance.now();
  await validated;
  const check = performance.now() - lastKey;
  const keyTimes = await page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);

  started = performance.now();
  const saved = page.waitForResponse((response) => response.url().endsWith('/__studio/api/save'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved;
  await page.getByTestId('outcome-lines').waitFor();
  const save = performance.now() - started;

  console.log(`studio on ${longest!.file} (${longest!.lines} lines), CPU ×${cpu}, typing into ${target.pointer}/text`);
  console.log(`  open the screen: ${ms(open)} (picker to its outline), then ${ms(drawn)} more until the canvas has drawn it in every language`);
  console.log(`  keystroke to painted frame (${keyTimes.length} keys): median ${ms(quantile(keyTimes, 0.5))}, p90 ${ms(quantile(keyTimes, 0.9))}, max ${ms(Math.max(...keyTimes))}`);
  console.log(`  checked as typed: ${ms(check)} from the last key to validate's answer (300 ms of it the pause the studio waits for)`);
  console.log(`  save (refused: the new words have no Filipino): ${ms(save)} from the click to the studio's answer`);
} finally {
  await browser.close();
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
