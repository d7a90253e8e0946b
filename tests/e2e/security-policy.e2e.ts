// Issue 9: the production build, served with its security headers (scripts/ops/serve-production.ts),
// opens every route of CONTRACT.md in Chromium without a single Content Security Policy violation.
// The shared production build (tests/e2e/global-setup.ts); API calls reach serve:prod's own dev API.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { contractRoutes, sessionQuery, type ContractRoute } from '../../scripts/contract/contract-routes';
import { referrerPolicy } from '../../src/app/security-policy';
import { chromiumArgs, screenshotDir } from './browser';
import { readAgreement } from '../support/loan-consent';
import { runsAction, textOf } from '../support/screen-copy';

const projectRoot = resolve(import.meta.dirname, '../..');
const resultsFile = join(projectRoot, 'test-results/security-policy.json');

interface Violation {
  route: string;
  frame: string;
  directive: string;
  blocked: string;
  sample: string;
}

interface Visit {
  page: Page;
  context: BrowserContext;
  violations: Violation[];
  cspConsoleErrors: string[];
  pageErrors: string[];
  referers: string[];
  headers: Record<string, string>;
}

/** The shared production build, served by serve:prod with its own dev API in Node (tests/e2e/global-setup.ts). */
const server = { get url() { return inject('baseUrl'); } };
let browser: Browser;
const seen = { routesLoaded: 0, violations: [] as Violation[], cspConsoleErrors: [] as string[], framesChecked: 0, routes: [] as string[] };

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  mkdirSync(join(projectRoot, 'test-results'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(seen, null, 2)}\n`);
  console.log(`security policy: ${seen.routesLoaded} routes loaded, ${seen.violations.length} violations, ${seen.cspConsoleErrors.length} CSP console errors, ${seen.framesChecked} frames checked (${resultsFile})`);
});

/** Opens a path in a fresh context that reports every CSP violation, in the page and in its frames. */
async function visit(path: string, route = path): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const out: Omit<Visit, 'page' | 'headers'> = { context, violations: [], cspConsoleErrors: [], pageErrors: [], referers: [] };
  // A binding reaches every frame of every page; the listener is installed before any script of the page runs.
  await context.exposeBinding('__reportCspViolation', ({ frame }, v: Omit<Violation, 'route' | 'frame'>) => {
    out.violations.push({ route, frame: frame.url(), ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) out.cspConsoleErrors.push(`${route}: ${message.text()}`);
  });
  page.on('pageerror', (error) => out.pageErrors.push(error.message));
  page.on('request', (request) => {
    const referer = request.headers()['referer'];
    if (referer) out.referers.push(`${request.url()} ← ${referer}`);
  });
  const response = await page.goto(`${server.url}${path}`);
  if (!response) throw new Error(`${path}: no response`);
  return { ...out, page, headers: await response.allHeaders() };
}

/**
 * Waits until the route's screen is on the page (not its loading or failure state), its images have
 * loaded or failed, and any in-app frame shows its own screen: by then every request it makes at load was made.
 */
async function expectScreen(page: Page, { screen, path }: ContractRoute): Promise<void> {
  await page.locator(`[data-screen="${screen}"]`).first().waitFor();
  await page.waitForLoadState('load');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  for (const element of await page.locator('iframe').elementHandles()) {
    const src = new URL((await element.getAttribute('src')) ?? '', page.url());
    const frame = await element.contentFrame();
    if (frame && src.origin === new URL(page.url()).origin) await frame.locator('[data-screen]').first().waitFor();
  }
  expect(await page.locator('.screen-state[role="alert"]').count(), `${path}: the screen shows its failure state`).toBe(0);
}

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name!, sources]));
}

describe('security policy of the production build (issue 9) in Chromium', () => {
  it('serves a strict Content-Security-Policy and Referrer-Policy: no-referrer, in headers and in both HTML entries', async () => {
    for (const path of ['/', '/promotion/']) {
      const { page, context, headers } = await visit(path);
      const header = directives(headers['content-security-policy'] ?? '');
      expect(header.get('script-src'), `${path}: script-src`).toEqual(["'self'"]);
      expect(header.get('object-src')).toEqual(["'none'"]);
      expect(header.get('default-src')).toEqual(["'self'"]);
      expect(header.get('base-uri')).toEqual(["'self'"]);
      expect(header.get('frame-ancestors')).toBeDefined();
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['referrer-policy']).toBe(referrerPolicy);
      expect(headers['x-content-type-options']).toBe('nosniff');
      // The built HTML carries the same policy for hosts that cannot set headers (frame-ancestors is header-only).
      const meta = directives((await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '');
      expect(meta.get('script-src'), `${path}: <meta> script-src`).toEqual(["'self'"]);
      expect(meta.get('frame-ancestors')).toBeUndefined();
      expect([...meta.keys()].every((name) => name === 'frame-ancestors' || header.has(name))).toBe(true);
      expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe(referrerPolicy);
      await context.close();
    }
  });

  /** The route as a test name: its path and query without the session parameters every webview page gets. */
  const named = contractRoutes.map((route) => [route.path.replace(sessionQuery, '').replace(/[?&]$/, ''), route] as const);

  it.each(named)(
    '%s renders with no policy violation',
    async (_name, route) => {
      // The repayment page stores what /repaymentOfCode2 shows: go through it, as a borrower does.
      const start = route.screen === 'repayment-code-2' ? { path: `/repayment?productId=1&orderId=10174&${sessionQuery}`, screen: 'repayment' } : route;
      const v = await visit(start.path, route.path);
      await expectScreen(v.page, start);
      if (start !== route) {
        await v.page.getByRole('button', { name: textOf('fragments/repayment-channels', 'link to the payment code page', runsAction('openCode2'), 'label') }).click();
        await expectScreen(v.page, route);
      }
      const frames = v.page.locator('iframe');
      for (let i = 0; i < (await frames.count()); i += 1) {
        expect(await frames.nth(i).getAttribute('sandbox'), `${route.path}: iframe ${i} has no sandbox attribute`).not.toBeNull();
        seen.framesChecked += 1;
      }
      seen.routesLoaded += 1;
      seen.routes.push(route.path);
      seen.violations.push(...v.violations);
      seen.cspConsoleErrors.push(...v.cspConsoleErrors);
      await v.page.screenshot({ path: join(screenshotDir, `csp-${route.screen}.png`) });
      expect(v.violations, `${route.path}: Content Security Policy violations`).toEqual([]);
      expect(v.cspConsoleErrors).toEqual([]);
      expect(v.pageErrors, `${route.path}: errors thrown in the page`).toEqual([]);
      expect(v.referers, `${route.path}: requests that carried a Referer`).toEqual([]);
      await v.context.close();
    },
  );

  it('the agreement and policy frames the app renders are sandboxed', async () => {
    // The company site's Policy tab, and the loan agreement modal product 1 opens from its link.
    for (const route of contractRoutes.filter((r) => r.screen === 'site-policy' || r.path.startsWith('/loanConfirm?productId=1'))) {
      const v = await visit(route.path);
      await expectScreen(v.page, route);
      if (route.screen !== 'site-policy') await v.page.getByRole('button', { name: readAgreement }).click();
      const frame = v.page.locator('iframe').first();
      await frame.waitFor();
      expect(await frame.getAttribute('sandbox'), `${route.path}: iframe sandbox`).toMatch(/allow-scripts/);
      await v.context.close();
    }
  });

  it('can fail: an inline script is blocked and reported as a violation', async () => {
    const v = await visit('/faq', 'inline script probe');
    await expectScreen(v.page, { path: '/faq', screen: 'faq' });
    const ran = await v.page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      await new Promise((done) => setTimeout(done, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    await expect.poll(() => v.violations.length).toBeGreaterThan(0);
    expect(ran).toBe(false);
    expect(v.violations[0]?.directive).toMatch(/^script-src/);
    await v.context.close();
  });
});
