// The studio's pictures in docs/new-screen.md (issue 66), taken as a product person sees it: the dev
// server on a copy of the project (the real screens/ are never written), /__studio in Chromium at
// 1920x1080, /bindBank opened.
//   npx tsx scripts/authoring/studio-screenshots.ts   (writes docs/images/studio-*.png)
// 1. studio-overview.png: the outline, a server field's properties and the canvas in both languages;
// 2. studio-filipino.png: a label given to one server field, with the field for its Filipino;
// 3. studio-canvas-pick.png: the lender's card clicked on the canvas, its fragment block selected;
// 4. studio-refused.png: an expression the compiler refuses, its line shown as it is typed;
// 5. studio-new-screen.png: a new screen's name, route and titles;
// 6. studio-new-screen-made.png: that screen made, a paragraph from the palette in it, drawn in both languages.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { copyProjectForDevServer, devServerOn } from '../../src/build/dev-server-copy';
import { chromiumArgs } from '../lib/chromium-args';

const out = join(import.meta.dirname, '../../docs/images');
const root = mkdtempSync(join(tmpdir(), 'studio-screenshots-'));
mkdirSync(out, { recursive: true });
copyProjectForDevServer(root);
// Watching files, as npm run dev does: the new screen's route is served once the studio writes it.
const server = await devServerOn(root);
await server.listen();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await page.goto(`${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/__studio`, { timeout: 90_000 });
  await page.getByLabel('Screen').selectOption('screens/bind-bank.json', { timeout: 60_000 });
  await page.locator('[data-pointer="/body/2"]').click();
  // The canvas's two frames have drawn the screen.
  for (const frame of await page.locator('iframe').all()) await frame.contentFrame().locator('[data-screen="bind-bank"]').waitFor({ timeout: 90_000 });
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
  // The lender's card is the lender-identity fragment's: a click on it selects the fragment block that brings it.
  const lender = JSON.parse(readFileSync(join(root, 'screens/fragments/lender-identity.json'), 'utf8')) as { blocks: { title: string }[] };
  await page.frameLocator('iframe[title$="in English"]').getByText(lender.blocks[0]!.title, { exact: true }).click();
  await page.getByRole('group', { name: /^fragment at / }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(out, 'studio-canvas-pick.png') });
  await page.locator('[data-pointer="/footer/0"]').click();
  await page.getByLabel('when', { exact: true }).fill('!env.keyboardOpen &&');
  await page.getByTestId('live-lines').waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(out, 'studio-refused.png') });
  while (await undo.isEnabled()) await undo.click();
  await page.getByRole('button', { name: 'New screen' }).click();
  await page.getByLabel('File name').fill('loan-tips');
  await page.getByLabel('Route').fill('/loanTips');
  await page.getByLabel('Title in English').fill('Tips before you borrow');
  await page.getByLabel('Title in Filipino').fill('Mga tip bago ka humiram');
  const form = (await page.locator('form', { has: page.getByLabel('File name') }).boundingBox())!;
  await page.screenshot({ path: join(out, 'studio-new-screen.png'), clip: { x: form.x - 8, y: form.y - 8, width: form.width + 16, height: form.height + 16 } });
  await page.getByRole('button', { name: 'Create screen' }).click();
  await page.getByTestId('outcome-lines').filter({ hasText: 'screens/loan-tips.json' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Block type').selectOption('paragraph');
  await page.getByRole('button', { name: 'Insert before' }).click();
  await page.locator('[data-pointer="/body/0"]').click();
  const tip = 'Borrow only what you can repay on time.';
  await page.getByLabel('text (required)', { exact: true }).fill(tip);
  await page.getByLabel(`Filipino for "${tip}"`).fill('Humiram lang ng kaya mong bayaran sa tamang oras.');
  const saved = page.waitForResponse((response) => response.url().endsWith('/__studio/api/save'), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved;
  for (const frame of await page.locator('iframe').all()) await frame.contentFrame().locator('[data-screen="loan-tips"] p').first().waitFor({ timeout: 60_000 });
  await page.screenshot({ path: join(out, 'studio-new-screen-made.png') });
  console.log(`written: ${['studio-overview.png', 'studio-filipino.png', 'studio-canvas-pick.png', 'studio-refused.png', 'studio-new-screen.png', 'studio-new-screen-made.png'].map((name) => join('docs/images', name)).join(', ')}`);
} finally {
  await browser.close();
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
