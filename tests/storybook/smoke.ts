// npm run test:storybook: opens every story of the built Storybook in Chromium and fails when one
// throws, shows Storybook's error display, renders nothing or has a block that failed.
//
//   npx tsx tests/storybook/smoke.ts [filter] [--dir storybook-static] [--jobs 4] [--fresh]
//
// The folder is also read from STORYBOOK_STATIC_DIR, the pool size from STORYBOOK_SMOKE_JOBS.
// A story is checked once it has come to rest: screen stories mark that themselves
// (src/storybook/story-settled.tsx), and no request of the page is still on its way.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { chromiumArgs } from '../e2e/browser';
import { inFilipino } from '../e2e/in-filipino';
import { bankForm } from '../support/bank-form';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string' }, jobs: { type: 'string' }, fresh: { type: 'boolean' } },
});
const root = resolve(options.dir ?? process.env.STORYBOOK_STATIC_DIR ?? join(import.meta.dirname, '../../storybook-static'));
const jobs = Number(options.jobs ?? process.env.STORYBOOK_SMOKE_JOBS ?? 4);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs / STORYBOOK_SMOKE_JOBS: expected a whole number ≥ 1, got ${options.jobs ?? process.env.STORYBOOK_SMOKE_JOBS}`);
const only = positionals[0];
/** A new page for every story (slower): when a failure might be left over from the story before. */
const fresh = options.fresh ?? process.env.STORYBOOK_SMOKE_FRESH === '1';
/** How long a story may take to come to rest. */
const storyTimeoutMs = 20000;

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };
const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = await readFile(join(root, path.endsWith('/') ? `${path}index.html` : path));
    // The build does not change during the run: every page after a worker's first takes its scripts from the cache.
    response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'max-age=3600' });
    response.end(body);
  } catch {
    response.writeHead(404);
    response.end('not found');
  }
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

let index: { entries: Record<string, { id: string; type: string; title: string; name: string }> };
try {
  index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8')) as typeof index;
} catch (error) {
  throw new Error(`${join(root, 'index.json')}: cannot read the Storybook index (${error instanceof Error ? error.message : String(error)}); expected a built Storybook (npx storybook build -o ${root})`, { cause: error });
}
type Story = (typeof index.entries)[string];
const stories: Story[] = Object.values(index.entries).filter((e) => e.type === 'story' && (!only || e.id.includes(only)));

/** In the page: Storybook's error display, a screen story at rest, or any other story drawn. */
function atRest(): boolean {
  if (document.body.classList.contains('sb-show-errordisplay')) return true;
  const story = document.querySelector('#storybook-root');
  const marked = story?.querySelector('[data-story-state]');
  if (marked) return marked.hasAttribute('data-story-settled');
  return (story?.childElementCount ?? 0) > 0;
}

/** One page of a worker: the preview loaded once, then told which story to show next. */
interface Tab {
  page: Page;
  errors: string[];
  open: Set<Request>;
}

async function openTab(context: BrowserContext, story: Story): Promise<Tab> {
  const page = await context.newPage();
  const tab: Tab = { page, errors: [], open: new Set() };
  page.on('pageerror', (error) => tab.errors.push(error.message));
  page.on('request', (r) => tab.open.add(r));
  page.on('requestfinished', (r) => tab.open.delete(r));
  page.on('requestfailed', (r) => tab.open.delete(r));
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  return tab;
}

/** Shows another story in a loaded preview, as Storybook's sidebar does, with empty storage as a new tab has. */
async function switchTab(tab: Tab, story: Story): Promise<void> {
  tab.errors.length = 0;
  tab.open.clear();
  await tab.page.evaluate((storyId) => {
    const win = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, listener: (arg: unknown) => void): void; emit(event: string, arg: unknown): void }; __smokeDone?: string };
    const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    if (win.__smokeDone === undefined)
      for (const event of ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'])
        channel.on(event, (arg) => {
          win.__smokeDone = typeof arg === 'string' ? arg : ((arg as { storyId?: string } | undefined)?.storyId ?? '?');
        });
    win.__smokeDone = '';
    localStorage.clear();
    sessionStorage.clear();
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, story.id);
  // Until Storybook has rendered the new story, the page still shows the last one.
  await tab.page.waitForFunction(() => (window as unknown as { __smokeDone?: string }).__smokeDone !== '', null, { timeout: storyTimeoutMs });
}

/** Requests of the page still on their way, but not those the story's replies hold back for ever. */
async function inFlight(tab: Tab): Promise<number> {
  const never = (await tab.page.evaluate(() => document.querySelector('[data-story-never]')?.getAttribute('data-story-never') ?? '')).split(' ').filter(Boolean);
  return [...tab.open].filter((r) => !never.some((path) => new URL(r.url()).pathname.endsWith(path))).length;
}

async function settle(tab: Tab): Promise<void> {
  const { page } = tab;
  const deadline = Date.now() + storyTimeoutMs;
  const left = () => Math.max(deadline - Date.now(), 1);
  for (;;) {
    await page.waitForFunction(atRest, null, { timeout: left(), polling: 'raf' }).catch(async () => {
      const shown = await page.evaluate(() => {
        const story = document.querySelector('#storybook-root');
        const state = story?.querySelector('[data-story-state]')?.getAttribute('data-story-state');
        return state ? `shows its ${state} state` : story?.childElementCount ? 'shows something' : 'renders nothing';
      });
      throw new Error(`the story did not come to rest in ${storyTimeoutMs} ms: it ${shown}`);
    });
    // Replies that arrive after the screen is drawn (non-blocking data, a block's own call) may still fail a block.
    while ((await inFlight(tab)) > 0) {
      if (Date.now() > deadline) throw new Error(`requests still open after ${storyTimeoutMs} ms`);
      await page.waitForEvent('requestfinished', { timeout: Math.min(left(), 200) }).catch(() => undefined);
    }
    // Two frames: React commits what the last reply caused before the page is read.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if ((await page.evaluate(atRest)) && (await inFlight(tab)) === 0) return;
    if (Date.now() > deadline) throw new Error(`the story did not come to rest in ${storyTimeoutMs} ms`);
  }
}

async function check(tab: Tab): Promise<string[]> {
  const { page, errors } = tab;
  try {
    await settle(tab);
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) errors.push((await page.locator('#error-message').innerText().catch(() => 'error display')).slice(0, 300));
    else if (!(await page.evaluate(() => (document.querySelector('#storybook-root')?.textContent ?? '').trim() !== '' || document.querySelector('#storybook-root img, #storybook-root svg, #storybook-root canvas') !== null))) errors.push('the story renders nothing');
    const failedBlocks = await page.locator('.block-failed').count();
    if (failedBlocks) errors.push(`${failedBlocks} block(s) failed to render`);
    // A story planned to show the screen (Loaded), its loading or its failure comes to rest there: a
    // Loaded story resting on the retry state passed this run once (issue 63, the screens' manifest).
    const { expects, state } = await page.evaluate(() => {
      const marked = document.querySelector<HTMLElement>('[data-story-state]');
      return { expects: marked?.dataset.storyExpects, state: marked?.dataset.storyState };
    });
    if (expects && state !== expects) errors.push(`came to rest ${state}, where its plan expects ${expects} (src/storybook/story-plan.ts)`);
  } catch (error) {
    errors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  return [...errors];
}

const started = Date.now();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const failures: string[] = [];
let next = 0;
// Each worker has its own context (cache, service worker, storage), so stories in parallel share
// nothing. A worker keeps its page for the next story (loading the preview is most of a story's
// time) and opens a new one after a failure, so one broken story cannot spoil the next.
await Promise.all(
  Array.from({ length: Math.min(jobs, stories.length) }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.clear());
    let tab: Tab | undefined;
    while (next < stories.length) {
      const story = stories[next++]!;
      let errors: string[];
      try {
        if (tab) await switchTab(tab, story);
        else tab = await openTab(context, story);
        errors = await check(tab);
      } catch (error) {
        errors = [...(tab?.errors ?? []), error instanceof Error ? error.message.split('\n')[0]! : String(error)];
      }
      if (errors.length) failures.push(`${story.title} / ${story.name} (${story.id}): ${errors.join('; ')}`);
      if (errors.length || fresh) {
        await tab?.page.close();
        tab = undefined;
      }
    }
    await context.close();
  }),
);
// Any story in Filipino (the Language toolbar, .storybook/preview.tsx): the bank form's words and its button.
const bindBank = stories.find((s) => s.id.includes('bind-bank') && s.name === 'Loaded');
if (bindBank) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${base}/iframe.html?id=${bindBank.id}&viewMode=story&globals=language:fil`);
  // Its submit button's words in Filipino, as locales/fil.json has them for the screen's English.
  const next = inFilipino(bankForm.next);
  const filipino = await page
    .getByRole('button', { name: next })
    .waitFor({ timeout: storyTimeoutMs })
    .then(() => page.evaluate(() => document.documentElement.lang === 'fil'))
    .catch(() => false);
  if (!filipino) failures.push(`${bindBank.title} / ${bindBank.name} in Filipino (globals=language:fil): no "${next}" button, or the page's lang is not fil`);
  await context.close();
}
await browser.close();
server.close();
for (const failure of failures.sort()) console.log(`FAIL ${failure}`);
console.log(`\nStorybook stories: ${stories.length - failures.length} passed, ${failures.length} failed (${jobs} at a time${fresh ? ', a new page each' : ''}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failures.length ? 1 : 0);
