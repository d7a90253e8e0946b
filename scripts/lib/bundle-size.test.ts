// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryOf, measureBuild, overBudget, pageScripts, routeScripts, type Budget } from './bundle-size';

/** A fake build: an entry, a route page with its screen's chunk, a landing, and a lazy chunk, of random (incompressible) bytes. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  for (const dir of ['assets', 'faq', 'promotion']) mkdirSync(join(dist, dir));
  const noise = (length: number) => randomBytes(length);
  writeFileSync(join(dist, 'assets/entry.js'), noise(20000));
  writeFileSync(join(dist, 'assets/shared.js'), noise(10000));
  writeFileSync(join(dist, 'assets/faq.js'), noise(5000));
  writeFileSync(join(dist, 'assets/lazy.js'), noise(50000));
  const entry = '<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js"><link rel="stylesheet" href="/assets/x.css">';
  writeFileSync(join(dist, 'index.html'), entry);
  writeFileSync(join(dist, 'faq/index.html'), `${entry}<link rel="modulepreload" crossorigin href="/assets/faq.js" data-route="/faq">`);
  writeFileSync(join(dist, 'promotion/index.html'), '<script type="module" crossorigin src="/assets/entry.js"></script>');
  return dist;
}

const budgets = (app: number, landing: number): Record<string, Budget> => ({
  'index.html': { label: 'app', maxJsKb: app },
  'promotion/index.html': { label: 'landing', maxJsKb: landing },
});

describe('bundle budgets', () => {
  it("counts the route's own links (data-route) with the entry's, and tells them apart", () => {
    const page = '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="modulepreload" crossorigin href="/assets/screen.js" data-route="/"><link rel="stylesheet" href="/assets/s.css" data-route="/">';
    expect(pageScripts(page)).toEqual(['assets/a.js', 'assets/b.js', 'assets/screen.js']);
    expect(routeScripts(page)).toEqual(['assets/screen.js']);
  });

  it('reads module scripts and modulepreloads, not stylesheets', () => {
    expect(pageScripts('<script type="module" src="/assets/a.js"></script><link href="/assets/c.js" rel="modulepreload"><link rel="stylesheet" href="/assets/d.css">')).toEqual(['assets/a.js', 'assets/c.js']);
  });

  it('gives each route page its entry: its folder’s own HTML entry, else the app’s; a page in another language (index.fil.html) the same', () => {
    const both = budgets(1, 1);
    expect(entryOf('bindBank/index.html', both)).toBe('index.html');
    expect(entryOf('promotion/index.html', both)).toBe('promotion/index.html');
    expect(entryOf('index.html', both)).toBe('index.html');
    expect(entryOf('bindBank/index.fil.html', both)).toBe('index.html');
    expect(entryOf('promotion/index.fil.html', both)).toBe('promotion/index.html');
    expect(entryOf('index.fil.html', both)).toBe('index.html');
  });

  it('measures every route page with its screen, and fails a page over its entry’s budget with a line naming it', () => {
    const dist = fakeDist();
    const tight = measureBuild(dist, budgets(32, 100));
    const faq = tight.pages.find((p) => p.html === 'faq/index.html');
    // Incompressible bytes: about the 35 kB written (entry, shared, the screen's 5 kB); the lazy 50 kB is not in it.
    expect(faq?.jsKb).toBeGreaterThan(34);
    expect(faq?.jsKb).toBeLessThan(36);
    expect(faq?.routeJsKb).toBeGreaterThan(4.9);
    expect(tight.chunks.find((c) => c.file === 'assets/lazy.js')?.pages).toBe(0);
    expect(overBudget(tight.pages, budgets(32, 100), 'config/bundle-budgets.json')).toEqual([
      expect.stringMatching(/^faq\/index\.html \(app\): fetches \d+\.\d kB of gzipped JS before its first screen \(expected at most 32 kB, set for index\.html in config\/bundle-budgets\.json\)/),
    ]);
    expect(overBudget(tight.pages, budgets(40, 19), 'config/bundle-budgets.json')).toEqual([expect.stringMatching(/^promotion\/index\.html \(landing\)/)]);
    expect(overBudget(tight.pages, budgets(40, 100), 'config/bundle-budgets.json')).toEqual([]);
  });
});
