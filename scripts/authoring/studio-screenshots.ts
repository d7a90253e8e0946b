// The studio's pictures in docs/new-screen.md (issue 66), taken as a product person sees it: the dev
// server on a copy of the project (the real screens/ are never written), /__studio in Chromium at
// 1920x1080, /bindBank opened.
//   npx tsx scripts/authoring/studio-screenshots.ts   (writes docs/images/studio-*.png)
// 1. studio-overview.png: the outline, a server field's properties and the canvas in both languages;
// 2. studio-filipino.png: a label given to one server field, with the field for its Filipino;
// 3. studio-refused.png: an expression the compiler refuses, its line shown as it is typed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { copyProjectForDevServer, devServerOn } from '../../src/build/dev-server-copy';
import { chromiumArgs } from '../lib/chromium-args';

const out = join(import.meta.dirname, '../../docs/images');
const root = mkdtempSync(join(tmpdir(), 'studio-screenshots-'));
mkdirSync(out, { recursive: true });
copyProjectForDevServer(root);
const server = await devServerOn(root, { server: { watch: null } });
await server.listen();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await page.goto(`${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/__studio`, { timeout: 90_000 });
  await page.getByLabel('Screen').selectOption('screens/bind-bank.json', { timeout: 60_000 });
  await page.locator('[data-pointer="/body/2"]').click();
  // The canvas's two frames have drawn the screen.
  await page.waitForTimeout(4000);
  await page.screenshot({ path: join(out, 'studio-overview.png') });
  await page.getByLabel('New entry of overrides').fill('bankAccount');
  await page.getByRole('button', { name: 'Add to overrides' }).click();
  await page.getByLabel('label', { exact: true }).fill('Your bank account number');
  const filipino = page.getByLabel('Filipino for "Your bank account number"');
  await filipino.fill('Numero ng bank account mo');
  // The override's label and the field for its Filipino: the top of its box, scrolled to the top of the window.
  const override = page.locator('fieldset', { has: page.getByText('bankAccount', { exact: true }) }).last();
  await page.evaluate((top) => window.scrollBy(0, top - 16), (await override.boundingBox())!.y);
  const box = (await override.boundingBox())!;
  const end = (await filipino.boundingBox())!;
  await page.screenshot({ path: join(out, 'studio-filipino.png'), clip: { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: end.y + end.height - box.y + 24 } });
  const undo = page.getByRole('button', { name: 'Undo' });
  while (await undo.isEnabled()) await undo.click();
  await page.locator('[data-pointer="/footer/0"]').click();
  await page.getByLabel('when', { exact: true }).fill('!env.keyboardOpen &&');
  await page.getByTestId('live-lines').waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(out, 'studio-refused.png') });
  console.log(`written: ${['studio-overview.png', 'studio-filipino.png', 'studio-refused.png'].map((name) => join('docs/images', name)).join(', ')}`);
} finally {
  await browser.close();
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
