/**
 * tsx bench/render-counts.ts [--n 20,500] (after npm run bench, which builds bench/dist):
 * how many React components each page renders on mount, on one keystroke in the first field
 * and on submit of the empty form. A stand-in for the React profiler that works on the
 * production build: a React DevTools hook counts, per commit, the components that rendered
 * (mounted, or did work this commit: fiber flag PerformedWork), walking only subtrees that changed.
 * Component names survive minification only where a library sets displayName (Mantine does).
 * No CPU throttling: the counts do not depend on speed.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs } from '../tests/e2e/browser';
import { CONTROL_SELECTOR, ERROR_SELECTOR } from './probes';
import { startBenchServer } from './server';
import { resolve } from 'node:path';

interface Commit {
  rendered: number;
  names: Record<string, number>;
}

declare global {
  interface Window {
    __commits: Commit[];
  }
}

function installHook(): void {
  const commits: Commit[] = [];
  window.__commits = commits;
  const components = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const nameOf = (fiber: { type: unknown }): string => {
    const type = fiber.type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string }; type?: { displayName?: string; name?: string } } | null;
    return type?.displayName ?? type?.render?.displayName ?? type?.type?.displayName ?? type?.name ?? type?.render?.name ?? 'anonymous';
  };
  let ids = 0;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      ids += 1;
      return ids;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: unknown }) {
      type Fiber = { tag: number; flags: number; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null; type: unknown };
      const commit: Commit = { rendered: 0, names: {} };
      const visit = (fiber: Fiber) => {
        if (components.has(fiber.tag) && (fiber.alternate === null || (fiber.flags & 1) === 1)) {
          commit.rendered += 1;
          const name = nameOf(fiber);
          commit.names[name] = (commit.names[name] ?? 0) + 1;
        }
        // A subtree React skipped keeps the same child fiber: nothing below it rendered.
        if (fiber.alternate !== null && fiber.alternate.child === fiber.child) return;
        for (let child = fiber.child; child; child = child.sibling) visit(child);
      };
      visit(root.current as Fiber);
      commits.push(commit);
    },
  };
}

async function countsFor(browser: Browser, url: string, n: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript({ content: `var __name = (f) => f;\n(${installHook.toString()})();` });
  await page.goto(url);
  await page.waitForFunction(({ selector, count }) => document.querySelectorAll(selector).length >= count, { selector: CONTROL_SELECTOR, count: n }, { timeout: 120_000 });
  await page.waitForTimeout(500);
  const take = () => page.evaluate(() => window.__commits.splice(0));
  const mount = await take();
  await page.locator(CONTROL_SELECTOR).first().click();
  await page.waitForTimeout(300);
  await take();
  await page.keyboard.press('7');
  await page.waitForTimeout(300);
  const keystroke = await take();
  await page.keyboard.press('Backspace');
  await page.locator(CONTROL_SELECTOR).first().blur();
  await page.waitForTimeout(300);
  await take();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForFunction(({ selector, count }) => document.querySelectorAll(selector).length >= count, { selector: ERROR_SELECTOR, count: n }, { timeout: 120_000 });
  await page.waitForTimeout(500);
  const submit = await take();
  await context.close();
  const sum = (commits: Commit[]) => ({
    commits: commits.length,
    rendered: commits.reduce((s, c) => s + c.rendered, 0),
    top: Object.entries(commits.reduce<Record<string, number>>((all, c) => {
      for (const [k, v] of Object.entries(c.names)) all[k] = (all[k] ?? 0) + v;
      return all;
    }, {}))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k}×${v}`)
      .join(', '),
  });
  return { mount: sum(mount), keystroke: sum(keystroke), submit: sum(submit) };
}

async function main() {
  const { values } = parseArgs({ options: { n: { type: 'string', default: '20,500' } } });
  const server = await startBenchServer(resolve(import.meta.dirname, 'dist'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    for (const n of values.n.split(',').map(Number)) {
      server.setFieldCount(n);
      for (const page of ['renderer', 'handwritten']) {
        const counts = await countsFor(browser, `${server.url}/${page}.html?sessionId=bench`, n);
        for (const [phase, c] of Object.entries(counts)) {
          console.log(`N=${n} ${page.padEnd(11)} ${phase.padEnd(9)} ${String(c.commits).padStart(3)} commits, ${String(c.rendered).padStart(6)} components rendered  (${c.top})`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
