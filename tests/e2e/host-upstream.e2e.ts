// Issue 27: behind nginx, the API stopped (nginx answers 502) or too slow (504). A page shows its
// failed-load state with the host's meaning and a retry that works once the API is back; a complaint
// sent while the API is down keeps every word typed and goes through once it is back. The pages'
// calls go through nginx to the dev API upstream (no answers in the browser), over the shared build.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import market from '../../config/market.json' with { type: 'json' };
import complaintForm from '../../screens/complaint-form.json' with { type: 'json' };
import { contractRoutes, sessionQuery } from '../../scripts/contract/contract-routes';
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { startNginxHost, type NginxHost } from '../../scripts/lib/nginx-host';
import { chromiumArgs, screenshot } from './browser';

let browser: Browser;
let upstream: DevApiUpstream;
let host: NginxHost;
const contexts: BrowserContext[] = [];

/** nginx waits this long for the API here; the build's site waits 65 s, which a test should not. */
const readTimeoutS = 2;

beforeAll(async () => {
  upstream = await startDevApiUpstream();
  host = await startNginxHost({
    dir: inject('outDir'),
    upstream: `127.0.0.1:${upstream.port}`,
    siteText: (site) => site.replace(/proxy_(read|send)_timeout \d+s;/g, (_all, which: string) => `proxy_${which}_timeout ${readTimeoutS}s;`),
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await upstream?.close();
});

async function open(path: string): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  contexts.push(context);
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  await page.goto(`${host.url}${path}`);
  return page;
}

const failedLoad = (page: Page) => page.locator('.screen-state[role="alert"]');

describe('a page the host does not serve (issue 27)', () => {
  it('the internal test page, off in production, is the not-found page also once the app runs', async () => {
    const page = await open('/testPreview?appVersion=1.0.0');
    await page.waitForFunction(() => document.querySelector('#root[data-prerendered]') === null);
    await page.locator('[data-screen="not-found"]').waitFor();
    expect(await page.locator('[data-screen="test-preview"]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/notFound');
    expect(page.errors).toEqual([]);
  });
});

describe('the API behind nginx stopped or too slow (issue 27)', () => {
  it('a data page shows that the service is down, with a retry that loads it once the API is back', async () => {
    await upstream.setUp(false);
    try {
      const page = await open(`/complaintList?${sessionQuery}`);
      await failedLoad(page).getByText(market.messages.unavailable).waitFor();
      await screenshot(page, 'upstream-stopped-complaint-list');
      await upstream.setUp(true);
      await failedLoad(page).getByRole('button', { name: market.messages.retry }).click();
      await page.locator('[data-screen="complaint-list"]').first().waitFor();
      await expect.poll(() => failedLoad(page).count()).toBe(0);
      expect(page.errors).toEqual([]);
    } finally {
      await upstream.setUp(true);
    }
  });

  it('a data page whose API does not answer in time says so (nginx: 504), and loads on retry', async () => {
    upstream.setDelay((readTimeoutS + 1) * 1000);
    try {
      const page = await open(`/customerService?${sessionQuery}`);
      await failedLoad(page).getByText(market.messages.timeout).waitFor({ timeout: 15000 });
      await screenshot(page, 'upstream-slow-customer-service');
      upstream.setDelay(0);
      await failedLoad(page).getByRole('button', { name: market.messages.retry }).click();
      await page.getByText('support@kaagapay.ph').first().waitFor();
      expect(page.errors).toEqual([]);
    } finally {
      upstream.setDelay(0);
    }
  });

  it('a complaint sent while the API is down keeps what was typed, and is sent once it is back', async () => {
    const route = contractRoutes.find((r) => r.screen === 'complaint-form');
    if (!route) throw new Error('scripts/contract/contract-routes.ts has no complaint-form route');
    const page = await open(route.path);
    // Found by role and by the screen's own JSON, not by its copy: a product person may reword it.
    const description = page.getByRole('textbox').first();
    const send = page.getByRole('button', { name: complaintForm.footer[0]?.label ?? '', exact: true });
    await description.waitFor();
    await page.waitForFunction(() => document.querySelector('#root[data-prerendered]') === null);
    const text = 'The agent called my office three times today.';
    await description.fill(text);
    await upstream.setUp(false);
    try {
      await send.click();
      await page.getByTestId('toast').getByText(market.messages.unavailable).waitFor();
      await screenshot(page, 'upstream-stopped-complaint-send');
      expect(await description.inputValue()).toBe(text);
      const saves = () => upstream.seen.filter((request) => request.url.startsWith('/stations/user-problem/problem-save')).length;
      const before = saves();
      await upstream.setUp(true);
      await send.click();
      // Sent: the success dialog, then back to the complaint start (SPEC screen 3).
      await page.waitForURL(/\/complaint\?/);
      expect(saves()).toBe(before + 1);
      expect(page.errors).toEqual([]);
    } finally {
      await upstream.setUp(true);
    }
  });
});
