/**
 * One page load of one bench page, in a fresh browser context with 4× CPU throttling at 390×844.
 * Two kinds of visit: "type" (mount, heap, JS weight, keystrokes) and "submit" (submit-validate,
 * on an untouched form). The runner fails loudly when a page never reaches N fields or N messages.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { CONTROL_SELECTOR, ERROR_SELECTOR, installProbes } from './probes';

export type PageKind = 'renderer' | 'handwritten';

export interface TypeVisit {
  mountMs: number;
  keystrokeMs: number;
  keystrokesMs: number[];
  heapBytes: number;
  jsGzipBytes: number;
  jsFiles: string[];
  /** Diagnostic: when the page asked for its card-init reply (ms since navigation start). */
  dataRequestMs: number;
}

export interface SubmitVisit {
  mountMs: number;
  submitMs: number;
  messages: string[];
}

const TYPED = '1234567890';
const TIMEOUT_MS = 120_000;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`bench: ${what} did not happen within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function openPage(browser: Browser, url: string, n: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // tsx may wrap functions in __name(); give the page a no-op one so the serialized probe runs.
  const probeArgs = JSON.stringify({ n, controls: CONTROL_SELECTOR, errors: ERROR_SELECTOR });
  await page.addInitScript({ content: `var __name = (f) => f;\n(${installProbes.toString()})(${probeArgs});` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: 'commit' });
  const mountAt = await within(`${url}: ${n} fields in the DOM`, page.evaluate(() => window.__bench.until(() => window.__bench.mountAt !== null).then(() => window.__bench.mountAt as number)));
  const count = await page.locator(CONTROL_SELECTOR).count();
  if (count !== n) throw new Error(`bench: ${url} shows ${count} field controls, expected exactly ${n}`);
  if (errors.length) throw new Error(`bench: ${url} threw: ${errors.join('; ')}`);
  return { context, page, cdp, mountAt, scripts, errors };
}

async function typeInFirstField(page: Page, url: string): Promise<number[]> {
  const first = page.locator(CONTROL_SELECTOR).first();
  if ((await first.evaluate((el) => el.tagName)) !== 'INPUT') throw new Error(`bench: ${url}: the first field is not a text input`);
  await first.click();
  await page.waitForTimeout(300);
  await page.evaluate(() => (window.__bench.keys = []));
  for (let i = 0; i < TYPED.length; i += 1) {
    await page.keyboard.press(TYPED[i] as string);
    await within(`${url}: keystroke ${i + 1} painted`, page.evaluate((count) => window.__bench.until(() => window.__bench.keys.length >= count), i + 1));
    // A person types a few characters a second; let each keystroke's follow-up work finish.
    await page.waitForTimeout(100);
  }
  const value = await first.inputValue();
  if (value.replace(/\D/g, '') !== TYPED) throw new Error(`bench: ${url}: typed ${TYPED} but the first field shows "${value}"`);
  return page.evaluate(() => window.__bench.keys);
}

export async function visitToType(browser: Browser, url: string, n: number): Promise<TypeVisit> {
  const { context, page, cdp, mountAt, scripts } = await openPage(browser, url, n);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const loaded = await Promise.all(scripts);
    const dataRequestMs = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('/card-init'))?.startTime ?? Number.NaN);
    const keystrokesMs = await typeInFirstField(page, url);
    return {
      mountMs: mountAt,
      keystrokeMs: median(keystrokesMs),
      keystrokesMs,
      heapBytes: heap.usedSize,
      jsGzipBytes: loaded.reduce((sum, s) => sum + s.gzip, 0),
      jsFiles: loaded.map((s) => s.url),
      dataRequestMs,
    };
  } finally {
    await context.close();
  }
}

export async function visitToSubmit(browser: Browser, url: string, n: number, screenshotPath?: string): Promise<SubmitVisit> {
  const { context, page, mountAt } = await openPage(browser, url, n);
  try {
    const submit = page.getByRole('button', { name: 'Next', exact: true });
    await submit.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.evaluate(() => (window.__bench.armed = true));
    await submit.click();
    await within(`${url}: ${n} required messages shown`, page.evaluate(() => window.__bench.until(() => window.__bench.errorsAt !== null)));
    const { clickAt, errorsAt } = await page.evaluate(() => ({ clickAt: window.__bench.clickAt as number, errorsAt: window.__bench.errorsAt as number }));
    const messages = await page.locator(ERROR_SELECTOR).allTextContents();
    if (messages.length !== n) throw new Error(`bench: ${url} shows ${messages.length} messages after submit, expected ${n}`);
    if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: true });
    return { mountMs: mountAt, submitMs: errorsAt - clickAt, messages };
  } finally {
    await context.close();
  }
}
