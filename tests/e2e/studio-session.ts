/**
 * The studio (/__studio on `npm run dev`) in Chromium, on a copy of the project, as the studio's
 * end-to-end files open it. The copy is the work tree as it is now (tracked files and new ones),
 * committed in a repository of its own, so `npm run check` run from the studio sees exactly the
 * studio's saves as the change, as it would in a product person's clone; the real screens/ are never
 * written.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { checkCacheDir } from '../../scripts/lib/check-cache';
import { copyOfWorkTree, linkShared } from '../../scripts/lib/project-copy';
import { devServerOn } from '../../src/build/dev-server-copy';
import { validateProject } from '../../src/build/validate-project';
import { formatProblem } from '../../src/lib/problem';
import { chromiumArgs } from './browser';

export interface StudioSession {
  root: string;
  origin: string;
  browser: Browser;
  page: Page;
  read: (file: string) => string;
  /** The project's problems as npm run validate prints them. */
  validateLines: () => string[];
  /** Saves, and waits for the studio to say how it went. */
  save: () => Promise<void>;
  /** Presses the studio's "Run npm run check" and answers its title ("… green" or "… failed (exit N)") and output. */
  runCheck: () => Promise<{ title: string; output: string }>;
  close: () => Promise<void>;
}

/** How long npm run check may take from the studio: unit tests, build and end-to-end files, on a busy 2-core machine. */
export const checkTimeout = 600_000;

/** A copy of the work tree committed as its own repository's HEAD, ../shared beside it as beside the project. */
function committedCopy(prefix: string): string {
  const root = copyOfWorkTree(prefix);
  linkShared(root);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=studio test', '-c', 'user.email=studio@test.invalid', ...args], { cwd: root, stdio: 'ignore' });
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--no-verify', '--message', 'the project as the studio test found it');
  return root;
}

/** Starts the copy's dev server (watching files when `watch`, as npm run dev does) and opens the studio at 1600×1000. */
export async function openStudio({ prefix, watch }: { prefix: string; watch: boolean }): Promise<StudioSession> {
  const root = committedCopy(prefix);
  const server: ViteDevServer = await devServerOn(root, watch ? {} : { server: { watch: null } });
  await server.listen();
  const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await page.goto(`${origin}/__studio`, { timeout: 90_000 });

  const save = async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/__studio/api/save'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await answered;
    await page.getByTestId('outcome-lines').waitFor();
  };
  const runCheck = async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/__studio/api/check'), { timeout: checkTimeout });
    await page.getByRole('button', { name: 'Run npm run check' }).click();
    await answered;
    const shown = page.getByRole('status').filter({ hasText: 'npm run check -- ' });
    return { title: (await shown.locator('.mantine-Alert-title').textContent()) ?? '', output: (await shown.locator('pre, code').first().textContent()) ?? '' };
  };
  return {
    root,
    origin,
    browser,
    page,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    validateLines: () => validateProject(root).problems.map(formatProblem),
    save,
    runCheck,
    close: async () => {
      await browser.close();
      await server.close();
      // What npm run check kept for the copy, in the node_modules it shares (scripts/lib/check-cache.ts).
      rmSync(checkCacheDir(root), { recursive: true, force: true });
      rmSync(dirname(root), { recursive: true, force: true });
    },
  };
}
