/**
 * Shared pieces of the robustness end-to-end tests (issue 9: double submits, drafts, hostile
 * input): a browser whose pages start with dev-API overrides already in place, a log of every
 * API request, alert dialogs and pop-ups, and the figures file the note quotes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { useContractCheck } from './contract-traffic';
import { chromiumArgs, recordBridgeCalls, waitForApp } from './browser';
import { routeDevApi } from './dev-api-route';

export interface ApiRequest {
  method: string;
  /** Path without the /stations prefix, as the dev API's override keys are written. */
  path: string;
  url: string;
}

export type RobustPage = Page & {
  errors: string[];
  apiRequests: ApiRequest[];
  /** Messages of alert/confirm/prompt dialogs (each is dismissed): script from the server ran. */
  alerts: string[];
  /** Addresses of windows the page opened. */
  popups: string[];
  /** Host-app bridge calls, `action {json}` (tests/e2e/browser.ts recordBridgeCalls). */
  bridgeCalls: string[];
};

export interface OpenOptions {
  /** Dev-API overrides (docs/dev-api.md), in place before the app's first request. */
  overrides?: Record<string, unknown>;
  /** The dev API's global delay; 0 keeps the tests fast (a case delays only what it needs). */
  latencyMs?: number;
}

/** One browser per test file, a fresh context (fresh storage, fresh dev-API data) per page. */
export function useRobustBrowser() {
  useContractCheck();
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    url: (path: string) => `${inject('baseUrl')}${path}`,
    async open(path: string, options: OpenOptions = {}): Promise<RobustPage> {
      // Close the previous cases' contexts: each holds a page and a service worker.
      for (const old of contexts.splice(0)) await old.close().catch(() => undefined);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
      contexts.push(context);
      // Written once per tab (a marker key), so a test can change them later and reload.
      await context.addInitScript(
        ({ overrides, latency }) => {
          try {
            if (sessionStorage.getItem('robustness.preloaded')) return;
            sessionStorage.setItem('robustness.preloaded', '1');
            sessionStorage.setItem('devapi.overrides', JSON.stringify(overrides));
            sessionStorage.setItem('devapi.latencyMs', String(latency));
          } catch {
            // about:blank has no storage; the app's pages do
          }
        },
        { overrides: options.overrides ?? {}, latency: options.latencyMs ?? 0 },
      );
      // Every change of the toast, in order: one message replaces another, so waiting on the screen is
      // not enough. (The same message twice in a row changes nothing on the page, so is logged once.)
      await context.addInitScript(() => {
        const log: string[] = [];
        (window as unknown as { toastLog: string[] }).toastLog = log;
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target instanceof Element ? record.target : record.target.parentElement;
            const toast = target?.closest('[data-testid="toast"]') ?? target?.querySelector('[data-testid="toast"]');
            if (toast) log.push(toast.textContent ?? '');
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      const page = (await context.newPage()) as RobustPage;
      await routeDevApi(context, page, { latencyMs: 0 });
      page.bridgeCalls = recordBridgeCalls(page);
      page.errors = [];
      page.apiRequests = [];
      page.alerts = [];
      page.popups = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      page.on('dialog', (dialog) => {
        page.alerts.push(dialog.message());
        void dialog.dismiss().catch(() => undefined);
      });
      context.on('page', (popup) => {
        if (popup !== page) page.popups.push(popup.url());
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/stations/') || url.pathname.startsWith('/stations/dev-')) return;
        page.apiRequests.push({ method: request.method(), path: url.pathname.slice('/stations'.length), url: request.url() });
      });
      await page.goto(`${inject('baseUrl')}${path}`);
      await waitForApp(page);
      return page;
    },
  };
}

/** Replaces the dev-API overrides of this tab and reloads, so the app starts with them. */
export async function setOverrides(page: Page, overrides: Record<string, unknown>): Promise<void> {
  await page.evaluate((o) => sessionStorage.setItem('devapi.overrides', JSON.stringify(o)), overrides);
  await page.reload();
  await waitForApp(page);
}

/** Changes the dev API's overrides in the running page (POST /stations/dev-api/overrides), no reload. */
export async function setOverridesLive(page: Page, overrides: Record<string, unknown>): Promise<void> {
  // Before the app has started the dev API, the request would reach the static server instead.
  await page.locator('[data-screen]').first().waitFor();
  const problem = await page.evaluate(async (o) => {
    const reply = await fetch('/stations/dev-api/overrides', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(o) });
    const text = await reply.text();
    return text.includes('"applied":true') ? '' : `HTTP ${reply.status}: ${text.slice(0, 200)}`;
  }, overrides);
  if (problem) throw new Error(`setting dev-API overrides failed: ${problem}`);
}

/** How many toasts the page has shown so far. */
export const toastCount = (page: Page) => page.evaluate(() => (window as unknown as { toastLog: string[] }).toastLog.length);

/** Waits for a toast with this text shown after the first `since` toasts. */
export async function waitForToastSince(page: Page, since: number, text: string, timeout = 10000): Promise<void> {
  await page.waitForFunction(
    ({ since, text }) => (window as unknown as { toastLog: string[] }).toastLog.slice(since).some((t) => t.includes(text)),
    { since, text },
    { timeout },
  );
}

/**
 * The page's errors, without the dev API's service worker failing its own update check (it does
 * under load): that is the test server, not the app.
 */
export const appErrors = (page: RobustPage) => page.errors.filter((e) => !/ServiceWorker/.test(e));

/** Requests to one endpoint path so far. */
export const requestsTo = (page: RobustPage, path: string) => page.apiRequests.filter((r) => r.path === path);

export const toastText = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).waitFor();

const figuresFile = join(import.meta.dirname, '../../test-results/robustness-e2e.json');

/**
 * Merges one file's figures into test-results/robustness-e2e.json (each e2e file owns one
 * section, so the three files can run in any order) and prints them.
 */
export function recordFigures(section: string, figures: unknown): void {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(figuresFile, 'utf8')) as Record<string, unknown>;
  } catch {
    // first file to write, or a corrupt file from an interrupted run: start again
  }
  all[section] = figures;
  mkdirSync(dirname(figuresFile), { recursive: true });
  writeFileSync(figuresFile, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`robustness figures (${section}):\n${JSON.stringify(figures, null, 2)}`);
}
