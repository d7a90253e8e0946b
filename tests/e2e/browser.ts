import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium, headless, with the flags this machine needs (no network beyond loopback). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const screenshotDir = join(import.meta.dirname, '../../test-results/screenshots');

/** One browser per test file; each test gets a fresh context (fresh storage, fresh service worker). */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(path: string, viewport = { width: 390, height: 844 }): Promise<Page & { errors: string[]; apiCalls: string[] }> {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = (await context.newPage()) as Page & { errors: string[]; apiCalls: string[] };
      page.errors = [];
      page.apiCalls = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/stations/v')) page.apiCalls.push(request.url());
      });
      await page.goto(`${inject('baseUrl')}${path}`);
      return page;
    },
    url: (path: string) => `${inject('baseUrl')}${path}`,
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** What the dev API recorded (bind calls, SMS, clicks…), read through the page so the service worker answers. */
export async function devApiState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const reply = await fetch('/stations/dev-api/state');
    return (await reply.json()) as Record<string, unknown>;
  });
}

/** The landing captcha the dev API drew for the picture now on the page (tests cannot read the picture). */
export async function captchaText(page: Page): Promise<{ sid: string; text: string }> {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[src*="get-captcha"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  const src = (await page.locator('img[src*="get-captcha"]').getAttribute('src')) ?? '';
  const sid = new URL(src, 'http://x').searchParams.get('sid') ?? '';
  const state = (await devApiState(page)) as { captchas: Record<string, string> };
  return { sid, text: state.captchas[sid] ?? '' };
}
