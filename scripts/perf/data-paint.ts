// Issue 31: what a data route's largest paint waits for on a phone, measured rather than simulated.
// Lighthouse's score (scripts/perf/lighthouse.ts) simulates a slow phone from an unthrottled load here:
// its LCP is the download of every request that ended before the unthrottled paint, which says how
// many bytes come first, not in what order a phone gets them. This loads the production build
// behind nginx (as scripts/perf/lighthouse.ts does) in Debian's Chromium with Lighthouse's own slow-4G
// and 4x CPU throttling applied, and prints, per route, the median moment (ms since navigation) of
// each step between the page and its data on screen. Nothing is asserted; figures move with load.
//
//   npx tsx scripts/perf/data-paint.ts --dir dist --only loanDetails,complainDetails --runs 5
//   --no-throttling    the same steps unthrottled
//
// Steps: html (the page's response ends), early reply (the first /stations/ reply ends), validator
// (the reply schema's chunk ends), app chunks (the last script of the page's own list ends), hydrate
// (React has a root on #root), live (#root's prerender mark is gone: the app has drawn with the
// page's own values), loading (a loading state over the layout was shown; empty if never), data
// (the screen's body is in: [data-screen]), lcp (the last largest-contentful-paint entry, and its
// element); then in how many runs the app drew over the build's page instead of hydrating it
// (src/app/draw-over.tsx) and how many API calls the page made (the early ones taken over: one each).
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { throttling } from 'lighthouse/core/config/constants.js';
import { contractRoutes } from '../contract/contract-routes';
import { chromiumArgs } from '../../tests/e2e/browser';
import { median } from '../lib/median-run';
import { startDevApiUpstream } from '../lib/dev-api-upstream';
import { startNginxHost } from '../lib/nginx-host';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const steps = ['html', 'early reply', 'validator', 'app chunks', 'hydrate', 'live', 'loading', 'data', 'lcp'] as const;
type Step = (typeof steps)[number];
type Timeline = Partial<Record<Step, number>> & { lcpElement?: string; drawnOver?: boolean; calls?: number };

/** Runs in the page before its own scripts: notes when the app takes #root and when the data is drawn. */
function watchPage(): void {
  const seen: Record<string, number> = {};
  const lcp: { time: number; element: string }[] = [];
  // The page's own scripts, as its HTML lists them (the app adds links for what it loads later).
  const scripts: string[] = [];
  (window as unknown as { __dataPaint: unknown }).__dataPaint = { seen, lcp, scripts };
  let builtNode: Element | null = null;
  document.addEventListener('DOMContentLoaded', () => {
    for (const tag of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')) scripts.push(new URL(tag instanceof HTMLScriptElement ? tag.src : tag.href).pathname);
    // A node of the build's markup that every screen keeps: hydration keeps it, drawing over the page (src/app/draw-over.tsx) replaces it.
    builtNode = document.querySelector('#root > :first-child');
  });
  (window as unknown as { __drawnOver: () => boolean }).__drawnOver = () => builtNode !== null && !builtNode.isConnected;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const element = entry.element;
      lcp.push({ time: entry.startTime, element: element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}` : '?' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const note = (name: string) => {
    seen[name] ??= performance.now();
  };
  const look = () => {
    const root = document.getElementById('root');
    if (root) {
      if (Object.keys(root).some((key) => key.startsWith('__reactContainer'))) note('hydrate');
      if (seen.hydrate !== undefined && !root.hasAttribute('data-prerendered')) note('live');
      // The loading state the app draws over the layout (src/renderer/screen-view.tsx ShownBody), not the prerendered status line.
      if (root.querySelector('.screen-state .mantine-Loader-root')) note('loading');
      if (root.querySelector('[data-screen]')) note('data');
    }
    if (seen.data === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prerendered'] });
}

async function visit(browser: Browser, url: string, throttled: boolean): Promise<Timeline> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: `globalThis.__name = (f) => f;\n(${watchPage.toString()})();` });
    const cdp = await context.newCDPSession(page);
    if (throttled) {
      const slow = throttling.mobileSlow4G;
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: slow.requestLatencyMs,
        downloadThroughput: (slow.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (slow.uploadThroughputKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.cpuSlowdownMultiplier });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('#root [data-screen]', { timeout: 120_000 });
    // The largest paint can follow the data (its pictures): give it time to settle.
    await page.waitForTimeout(throttled ? 3000 : 1000);
    return await page.evaluate(() => {
      const { seen, lcp, scripts: pageScripts } = (window as unknown as { __dataPaint: { seen: Record<string, number>; lcp: { time: number; element: string }[]; scripts: string[] } }).__dataPaint;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const ended = (test: (path: string) => boolean) => {
        const times = resources.filter((r) => test(new URL(r.name).pathname)).map((r) => r.responseEnd);
        return times.length ? times : undefined;
      };
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const replies = ended((path) => path.startsWith('/stations/') && !path.startsWith('/stations/dev-assets/'));
      const scripts = ended((path) => pageScripts.includes(path));
      // A reply schema's chunk: named after its schema, loaded by the page, not one of the page's own list.
      const validator = resources.filter((r) => r.initiatorType === 'script' && /\/assets\/[a-z-]+-[\w-]{8}\.js$/.test(r.name) && !pageScripts.includes(new URL(r.name).pathname));
      const last = lcp.at(-1);
      return {
        drawnOver: (window as unknown as { __drawnOver: () => boolean }).__drawnOver(),
        calls: replies?.length ?? 0,
        html: navigation?.responseEnd,
        'early reply': replies ? Math.min(...replies) : undefined,
        validator: validator.length ? Math.min(...validator.map((r) => r.responseEnd)) : undefined,
        'app chunks': scripts ? Math.max(...scripts) : undefined,
        hydrate: seen.hydrate,
        live: seen.live,
        loading: seen.loading,
        data: seen.data,
        lcp: last?.time,
        lcpElement: last?.element,
      };
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dir = resolve(option('dir') ?? 'dist');
  const only = (option('only') ?? 'loanDetails').split(',');
  const runs = Number(option('runs') ?? 5);
  const throttled = !process.argv.includes('--no-throttling');
  const routes = contractRoutes.filter((route) => only.some((text) => route.path.includes(text)));
  if (!routes.length) throw new Error(`--only ${only.join(',')}: no route of scripts/contract/contract-routes.ts contains it`);
  const upstream = await startDevApiUpstream();
  const host = await startNginxHost({ dir, upstream: `127.0.0.1:${upstream.port}` });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    console.log(`${dir} behind nginx, ${throttled ? 'Lighthouse slow 4G and 4x CPU applied' : 'unthrottled'}, median of ${runs} (ms since navigation)\n`);
    console.log(['route'.padEnd(40), ...steps.map((step) => step.padStart(12)), 'over'.padStart(7), 'calls'.padStart(6), '  lcp element'].join(''));
    for (const route of routes) {
      const each: Timeline[] = [];
      for (let i = 0; i < runs; i += 1) each.push(await visit(browser, `${host.url}${route.path}`, throttled));
      const cells = steps.map((step) => {
        const values = each.flatMap((run) => (run[step] === undefined ? [] : [run[step] as number]));
        return (values.length ? `${Math.round(median(values))}${values.length < runs ? `(${values.length})` : ''}` : '–').padStart(12);
      });
      const elements = [...new Set(each.map((run) => run.lcpElement ?? '?'))].join(' / ');
      const over = each.filter((run) => run.drawnOver).length;
      const calls = [...new Set(each.map((run) => run.calls))].join('/');
      const name = route.path.split('&appVersion')[0]!.split('?appVersion')[0]!;
      console.log([(name.length > 39 ? `${name.slice(0, 38)}…` : name).padEnd(40), ...cells, `${over}/${runs}`.padStart(7), calls.padStart(6), `  ${elements}`].join(''));
    }
  } finally {
    await browser.close();
    await host.close();
    await upstream.close();
  }
}

await main();
