/**
 * Issue 43: `npm run dev` started cold, as a product person starts it after a pull, in Chromium. One
 * page moves in the app from screen to screen through every route of the app entry, so each lazy
 * screen, widget and reply check is first imported by an open page. A package Vite found only then
 * would make it re-optimise, and the page's next import fail with "504 Outdated Optimize Dep" (or a
 * reload) until a restart; src/build/dev-server-deps.test.ts checks the cause, this the symptom.
 * The routes come from screens/*.json, so a screen added as JSON is walked too; a screen has
 * arrived when it is drawn, or drawn in its failure state (its scenario's first reply an error).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProjectForDevServer, devServerOn } from '../../src/build/dev-server-copy';
import { compileProject } from '../../src/compiler/compile-project';
import { screenAddresses } from '../../src/compiler/tools/sending-calls';
import { chromiumArgs } from './browser';

/** Each screen the compiler made, by its file: its id and its entry. */
const screens = new Map(compileProject().manifest.map((screen) => [screen.file, screen]));
/** Every route's address with its scenario's query, and the screen the compiler gives it; absent for a screen it left out. */
const walked = screenAddresses(undefined, { everyRoute: true }).map((address) => ({ ...address, compiled: screens.get(`screens/${address.screen}`) }));
/** The app entry's routes (the landing's are in its own entry, one page). */
const addresses = walked.flatMap(({ url, compiled }) => (compiled?.entry === 'app' ? [{ url, id: compiled.id }] : []));

describe('npm run dev started cold, moved through in one page (issue 43)', () => {
  const root = mkdtempSync(join(tmpdir(), 'dev-server-browser-'));
  let server: ViteDevServer;
  let browser: Browser;
  let origin = '';

  beforeAll(async () => {
    copyProjectForDevServer(root);
    // Its own pre-bundle cache (devServerOn), so the start is cold; HMR on, as npm run dev has it:
    // after a re-optimisation Vite reloads the open page through it.
    server = await devServerOn(root, { server: { watch: null, hmr: true } });
    await server.listen();
    origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('draws every route without a failed import, a server error or a reload', async () => {
    expect(addresses.length).toBeGreaterThan(10);
    expect(walked.filter((address) => !address.compiled).map((address) => address.screen), 'screens the compiler left out (npm run validate says why)').toEqual([]);
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Outdated Optimize Dep|dynamically imported module|Failed to load module/i.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500 && response.url().startsWith(origin)) problems.push(`${response.status()} ${response.statusText()}: ${response.url()}`);
    });
    let loads = 0;
    page.on('load', () => loads++);

    const [first, ...rest] = addresses;
    await page.goto(`${origin}${first!.url}`, { timeout: 90_000 });
    // The screen drawn carries its document's id (data-screen, src/renderer/screen-body.tsx), and so
    // does its failure state when its data did not come (data-screen-failed, src/renderer/retry-state.tsx).
    const drawnScreen = (id: string) =>
      page.waitForFunction((expected) => document.querySelector(`[data-screen="${expected}"], [data-screen-failed="${expected}"]`) !== null, id, { timeout: 60_000 });
    await drawnScreen(first!.id);
    const drawn: string[] = [];
    for (const address of rest) {
      // An in-app move, as a link's tap makes it: the router reads the new address from popstate,
      // and the open page imports what the screen needs.
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, address.url);
      await drawnScreen(address.id);
      drawn.push(address.url);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(loads, 'the page was reloaded while moving through the app').toBe(1);
    expect(drawn).toEqual(rest.map((address) => address.url));
  }, 300_000);
});
