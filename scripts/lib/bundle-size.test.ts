// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialScripts, measureBuild, overBudget, routeScripts } from './bundle-size';

/** A fake build: an entry script, a preloaded chunk and a lazy chunk of random (incompressible) bytes. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dist, 'assets'));
  const noise = (length: number) => randomBytes(length);
  writeFileSync(join(dist, 'assets/entry.js'), noise(20000));
  writeFileSync(join(dist, 'assets/shared.js'), noise(10000));
  writeFileSync(join(dist, 'assets/lazy.js'), noise(50000));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js"><link rel="stylesheet" href="/assets/x.css">',
  );
  return dist;
}

describe('bundle budgets', () => {
  it("leaves the route's own links (data-route) out of the entry's figure and counts them apart", () => {
    const page = '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="modulepreload" crossorigin href="/assets/screen.js" data-route="/"><link rel="stylesheet" href="/assets/s.css" data-route="/">';
    expect(initialScripts(page)).toEqual(['assets/a.js', 'assets/b.js']);
    expect(routeScripts(page)).toEqual(['assets/screen.js']);
  });

  it('reads the module script and the modulepreloads of a page, not its stylesheets', () => {
    expect(initialScripts('<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link href="/assets/c.js" rel="modulepreload"><link rel="stylesheet" href="/assets/d.css">')).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/c.js',
    ]);
  });

  it('counts only what the entry loads up front, and fails an entry over its budget with a line naming it', () => {
    const dist = fakeDist();
    const tight = measureBuild(dist, { 'index.html': { label: 'app', initialJsKb: 10 } });
    const [entry] = tight.entries;
    if (!entry) throw new Error('no entry measured');
    expect(entry.initial).toEqual(['assets/entry.js', 'assets/shared.js']);
    // Incompressible bytes: the initial gzip size is close to the 30 kB written, the lazy 50 kB is not in it.
    expect(entry.initialJsKb).toBeGreaterThan(29);
    expect(entry.initialJsKb).toBeLessThan(31);
    expect(tight.chunks.find((c) => c.file === 'assets/lazy.js')?.initialIn).toEqual([]);
    expect(overBudget(tight.entries, 'config/bundle-budgets.json')).toEqual([
      expect.stringMatching(/^index\.html \(app\): initial JS is \d+\.\d kB gzipped \(expected at most 10 kB, set in config\/bundle-budgets\.json\)/),
    ]);
    const roomy = measureBuild(dist, { 'index.html': { label: 'app', initialJsKb: 100 } });
    expect(overBudget(roomy.entries, 'config/bundle-budgets.json')).toEqual([]);
  });
});
