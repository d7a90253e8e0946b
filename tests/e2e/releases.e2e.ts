// Issue 41: releases as a tested procedure. Two builds that differ in one text of the company site's
// contact dialog, installed with scripts/ops/release.sh into a releases root of their own and served by
// nginx from its `current` link, as docs/deploy.md has lenders do. A tab opened on one build asks
// for that build's app and dialog only on the first tap (the company site is static until used), so
// after a rollback, and after a roll forward, its tap must still get its own build's chunks: no 404,
// no network-error toast, its own words. Prune then keeps both (current and previous).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { startNginxHost, type NginxHost } from '../../scripts/lib/nginx-host';
import { release } from '../../scripts/lib/release-script';
import { buildVersionMeta } from '../../src/build/build-version';
import { ofType, screenCopy, startingWith, textAt, textOf, doesStep } from '../support/screen-copy';
import { chromiumArgs, screenshot, waitForApp } from './browser';
import { testHostValues } from './global-setup';

const header = 'fragments/site-header';
const dialogTitle = textAt(header, '/dialogs/contact/title');
const homeContact = textOf('site-home', 'contact button', doesStep('open-dialog', { dialog: 'contact' }), 'label');
/** The one text build B changes: in the dialog's chunk only, which the company site fetches on the tap. */
const noteA = screenCopy(header).dialog('contact').textOf('contact dialog note', ofType('paragraph'));
const noteB = `${noteA} (build B)`;

const work = mkdtempSync(join(tmpdir(), 'kaagapay-releases-'));
const root = join(work, 'srv');
const distA = resolve(inject('outDir'));
const distB = join(work, 'dist-b');
/** Build C: build B again under another name (its assets are B's, byte for byte): the release after B. */
const distC = join(work, 'dist-c');
const versionOf = (dist: string) => (JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8')) as { version: string }).version;
const versionA = versionOf(distA);
const versionB = `${versionA}-b`;
const versionC = `${versionA}-c`;
const assetsOf = (version: string) => new Set(readFileSync(join(root, 'releases', version, 'nginx/assets.list'), 'utf8').split('\n').filter(Boolean));

let browser: Browser;
let upstream: DevApiUpstream;
let host: NginxHost;

/** Build B: the production build again, with the dialog's note reworded in the compiled screen and its own version. */
async function buildB(outDir = distB, version = versionB): Promise<void> {
  const reword: Plugin = {
    name: 'releases-e2e-build-b',
    enforce: 'post',
    transform: (code) => (code.includes(noteA) ? code.replaceAll(noteA, noteB) : null),
  };
  const saved = { NODE_ENV: process.env.NODE_ENV, KAAGAPAY_BUILD_VERSION: process.env.KAAGAPAY_BUILD_VERSION };
  // As global-setup.ts builds: a production build, whatever vitest's NODE_ENV.
  process.env.NODE_ENV = 'production';
  process.env.KAAGAPAY_BUILD_VERSION = version;
  try {
    await build({ mode: 'production', logLevel: 'warn', plugins: [reword], build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

beforeAll(async () => {
  await buildB();
  await buildB(distC, versionC);
  release(root, 'install', distA);
  release(root, 'install', distB);
  release(root, 'switch', versionA);
  release(root, 'switch', versionB);
  upstream = await startDevApiUpstream();
  host = await startNginxHost({ dir: join(root, 'current'), upstream: `127.0.0.1:${upstream.port}`, values: testHostValues });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}, 240000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await upstream?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A borrower's tab on the company site, with every asset answer it gets. */
type Tab = Page & { assets: { path: string; status: number }[]; errors: string[] };

async function openTab(): Promise<Tab> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const tab = (await context.newPage()) as Tab;
  tab.assets = [];
  tab.errors = [];
  tab.on('pageerror', (error) => tab.errors.push(error.message));
  tab.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/')) tab.assets.push({ path, status: response.status() });
  });
  await tab.goto(`${host.url}/`);
  await waitForApp(tab);
  return tab;
}

const buildOf = (tab: Page) => tab.locator(`meta[name="${buildVersionMeta}"]`).getAttribute('content');

/** Serves `version` as ops do: release.sh's step, then nginx's reload. */
async function serve(step: () => void): Promise<void> {
  step();
  await host.reload();
}

/** Taps contact and waits for the dialog or the network-error toast, whichever comes. */
async function tapContact(tab: Tab, shot: string): Promise<{ dialogNote: string | null; toasts: number }> {
  const loadedBefore = tab.assets.length;
  await tab.getByRole('main').getByRole('button', { name: homeContact }).first().click();
  const dialog = tab.getByRole('dialog', { name: startingWith(dialogTitle) });
  const toast = tab.getByRole('alert').getByText(market.messages.networkError, { exact: true });
  await dialog.or(toast).first().waitFor({ timeout: 20000 });
  await screenshot(tab, shot);
  const tapped = tab.assets.slice(loadedBefore);
  expect(tapped.length, 'the tap fetched the app and the dialog').toBeGreaterThan(0);
  expect(tapped.filter((answer) => answer.status >= 400), 'asset answers that failed').toEqual([]);
  return { dialogNote: (await dialog.count()) ? await dialog.getByText(startingWith(noteA)).first().textContent() : null, toasts: await toast.count() };
}

describe('releases with release.sh behind nginx: open tabs keep their chunks (issue 41)', () => {
  it('the two builds differ in the dialog’s chunks', () => {
    const [a, b] = [assetsOf(versionA), assetsOf(versionB)];
    expect([...b].filter((name) => !a.has(name)).some((name) => name.startsWith('site-home-')), 'build B has a site-home chunk of its own').toBe(true);
  });

  it('a tab opened on B, after a rollback to A, taps contact: B’s chunks come, the dialog shows B’s words, no error', { timeout: 60000 }, async () => {
    const tab = await openTab();
    expect(await buildOf(tab)).toBe(versionB);
    await serve(() => release(root, 'rollback'));
    expect(await (await fetch(`${host.url}/healthz`)).text()).toContain(versionA);
    const fetchedBefore = new Set(tab.assets.map((answer) => answer.path));
    const { dialogNote, toasts } = await tapContact(tab, 'release-rollback-tab-of-b');
    expect(toasts, 'network-error toasts').toBe(0);
    expect(dialogNote).toBe(noteB);
    const onlyB = [...assetsOf(versionB)].filter((name) => !assetsOf(versionA).has(name));
    const tappedOnlyB = tab.assets.filter((answer) => !fetchedBefore.has(answer.path) && onlyB.includes(answer.path.slice('/assets/'.length)));
    expect(tappedOnlyB.length, 'files only build B has, fetched on the tap while A is current').toBeGreaterThan(0);
    console.log(`build B has ${onlyB.length} of its ${assetsOf(versionB).size} asset files alone; the tap after the rollback fetched ${tappedOnlyB.length} of them, all 200`);
    expect(tab.errors).toEqual([]);
  });

  it('a tab opened on A, after rolling forward to B, taps contact: A’s chunks come, the dialog shows A’s words', { timeout: 60000 }, async () => {
    const tab = await openTab();
    expect(await buildOf(tab)).toBe(versionA);
    await serve(() => release(root, 'switch', versionB));
    const { dialogNote, toasts } = await tapContact(tab, 'release-forward-tab-of-a');
    expect(toasts, 'network-error toasts').toBe(0);
    expect(dialogNote).toBe(noteA);
    const onlyA = [...assetsOf(versionA)].filter((name) => !assetsOf(versionB).has(name));
    expect(tab.assets.some((answer) => onlyA.includes(answer.path.slice('/assets/'.length))), 'files only build A has, fetched while B is current').toBe(true);
    expect(tab.errors).toEqual([]);
  });

  it('prune --keep 1 keeps both (current and previous) and every file of theirs in the shared store', () => {
    release(root, 'prune', '--keep', '1');
    expect(readdirSync(join(root, 'releases')).sort()).toEqual([versionA, versionB].sort());
    const store = new Set(readdirSync(join(root, 'assets')));
    for (const name of [...assetsOf(versionA), ...assetsOf(versionB)]) expect(store.has(name), `assets/${name}`).toBe(true);
    expect(release(root, 'list').trim().split('\n')).toEqual([`${versionA}  previous`, `${versionB}  current`]);
  });
  it('a tab whose release was pruned (prune --days) taps contact: it says a new version is ready, never the network error, and its button reloads onto the current release (issue 63)', { timeout: 90000 }, async () => {
    await serve(() => release(root, 'switch', versionA));
    const tab = await openTab();
    expect(await buildOf(tab)).toBe(versionA);
    // Two deploys while the tab stays open, then a prune two days on: A stopped being current then.
    const now = Math.floor(Date.now() / 1000);
    release({ root, now }, 'install', distC);
    release({ root, now }, 'switch', versionB);
    await serve(() => release({ root, now }, 'switch', versionC));
    const onlyA = [...assetsOf(versionA)].filter((name) => !assetsOf(versionB).has(name));
    expect(release({ root, now: now + 2 * 86400 }, 'prune', '--days', '1')).toContain(`removed release ${versionA}`);
    expect(onlyA.length, 'files only build A had').toBeGreaterThan(0);
    expect(onlyA.filter((name) => existsSync(join(root, 'assets', name))), 'files only build A had, left in the store').toEqual([]);

    await tab.getByRole('main').getByRole('button', { name: homeContact }).first().click();
    const notice = tab.getByRole('alert').filter({ hasText: market.messages.newVersion });
    await notice.waitFor({ timeout: 20000 });
    await screenshot(tab, 'release-pruned-tab-of-a');
    expect(tab.assets.some((answer) => answer.status === 404), 'the tap met a file of its pruned release').toBe(true);
    expect(await tab.getByText(market.messages.networkError).count(), 'network-error messages').toBe(0);

    // The notice's button, by keyboard as by finger: the page comes back as the release now served.
    await notice.getByRole('button', { name: market.messages.reload }).focus();
    await Promise.all([tab.waitForEvent('load'), tab.keyboard.press('Enter')]);
    await waitForApp(tab);
    expect(await buildOf(tab)).toBe(versionC);
    const { dialogNote, toasts } = await tapContact(tab, 'release-pruned-tab-reloaded');
    expect(toasts, 'network-error toasts').toBe(0);
    expect(dialogNote).toBe(noteB);
    expect(tab.errors).toEqual([]);
  });
});
