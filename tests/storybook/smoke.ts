// npm run test:storybook: opens every story of the built Storybook (storybook-static/) in
// Chromium and fails when one throws, shows Storybook's error display, or renders nothing.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/browser';

const root = join(import.meta.dirname, '../../storybook-static');
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = await readFile(join(root, path.endsWith('/') ? `${path}index.html` : path));
    response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404);
    response.end('not found');
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string; title: string; name: string }> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const only = process.argv[2];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const failures: string[] = [];
let checked = 0;
for (const story of stories.filter((s) => !only || s.id.includes(only))) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  try {
    await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 || document.body.classList.contains('sb-show-errordisplay'), null, { timeout: 20000 });
    await page.waitForTimeout(400);
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) errors.push((await page.locator('#error-message').innerText().catch(() => 'error display')).slice(0, 300));
    const failedBlocks = await page.locator('.block-failed').count();
    if (failedBlocks) errors.push(`${failedBlocks} block(s) failed to render`);
  } catch (error) {
    errors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  checked++;
  if (errors.length) failures.push(`${story.title} / ${story.name} (${story.id}): ${errors.join('; ')}`);
  await page.close();
}
await browser.close();
server.close();
for (const failure of failures) console.log(`FAIL ${failure}`);
console.log(`\nStorybook stories: ${checked - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
