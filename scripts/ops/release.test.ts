// @vitest-environment node
// Issue 41: the host's release steps (scripts/ops/release.sh) in a folder of their own. Whichever release
// is current, the assets of every kept release are served through it (a tab opened on another build
// keeps its chunks, after a roll forward and after a rollback), and pruning never removes the
// current or the previous release, nor the releases folder, however old their files are.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { release, runRelease } from '../lib/release-script';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `kaagapay-${name}-`));
  made.push(dir);
  return dir;
}

/** A build as `npm run build` lays it out, as far as release.sh reads it; its page says its version. */
function fakeBuild(version: string, assets: Record<string, string>): string {
  const dist = tempDir('dist');
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'nginx'));
  writeFileSync(join(dist, 'version.json'), `{\n  "version": ${JSON.stringify(version)}\n}\n`);
  writeFileSync(join(dist, 'index.html'), `page of ${version}`);
  writeFileSync(join(dist, 'nginx/site.conf'), `# site of ${version}\n`);
  for (const [name, text] of Object.entries(assets)) writeFileSync(join(dist, 'assets', name), text);
  return dist;
}

/** Each build has a chunk of its own and one it shares with the others (same name, same bytes). */
const shared = { 'vendor-S0S0S0S0.js': 'shared', 'vendor-S0S0S0S0.js.br': 'shared, brotli' };
const build = (version: string) => fakeBuild(version, { ...shared, [`main-${version}.js`]: `main of ${version}` });

const served = (root: string, path: string) => readFileSync(join(root, 'current', path), 'utf8');
const currentPage = (root: string) => served(root, 'index.html');
const listed = (root: string) => release(root, 'list').trim().split('\n');

describe('release.sh install, switch, rollback (issue 41)', () => {
  it('serves the current release and, through its assets/, every kept release’s chunks, rolled forward or back', () => {
    const root = tempDir('root');
    release(root, 'install', build('A'));
    release(root, 'switch', 'A');
    expect(currentPage(root)).toBe('page of A');
    release(root, 'install', build('B'));
    expect(currentPage(root), 'installing does not serve').toBe('page of A');
    release(root, 'switch', 'B');
    expect(currentPage(root)).toBe('page of B');
    expect(served(root, 'assets/main-A.js'), 'a tab of A after the roll forward').toBe('main of A');
    expect(listed(root)).toEqual(['A  previous', 'B  current']);

    release(root, 'rollback');
    expect(currentPage(root)).toBe('page of A');
    expect(served(root, 'assets/main-B.js'), 'a tab of B after the rollback').toBe('main of B');
    expect(served(root, 'assets/vendor-S0S0S0S0.js.br')).toBe('shared, brotli');
    expect(listed(root)).toEqual(['A  current', 'B  previous']);
    release(root, 'rollback');
    expect(currentPage(root), 'a second rollback undoes the first').toBe('page of B');

    // The links are relative, so the root can move; each release's assets/ is the store.
    expect(readlinkSync(join(root, 'current'))).toBe('releases/B');
    expect(readlinkSync(join(root, 'releases/A/assets'))).toBe('../../assets');
    expect(readFileSync(join(root, 'releases/A/nginx/assets.list'), 'utf8')).toBe('main-A.js\nvendor-S0S0S0S0.js\nvendor-S0S0S0S0.js.br\n');
    expect(release(root, 'switch', 'B')).toMatch(/B is current already/);
  });

  it('prune --keep 1 on releases 40 days old keeps current, previous, the newest and the releases folder; removes the rest and their own assets', () => {
    const root = tempDir('root');
    for (const version of ['A', 'B', 'C', 'D']) release(root, 'install', build(version));
    release(root, 'switch', 'B');
    release(root, 'switch', 'A');
    // Old enough for docs/deploy.md's former `find … -mtime +30 -exec rm -rf {} +`, which took all of them and releases/ too.
    const dated = spawnSync('find', [root, '-exec', 'touch', '-h', '-d', '40 days ago', '{}', '+']);
    expect(dated.status).toBe(0);

    expect(release(root, 'prune', '--keep', '1')).toMatch(/removed release C\n/);
    expect(readdirSync(join(root, 'releases')).sort()).toEqual(['A', 'B', 'D']);
    expect(currentPage(root)).toBe('page of A');
    expect(listed(root)).toEqual(['A  current', 'B  previous', 'D']);
    expect(readdirSync(join(root, 'assets')).sort()).toEqual(['main-A.js', 'main-B.js', 'main-D.js', 'vendor-S0S0S0S0.js', 'vendor-S0S0S0S0.js.br']);
    expect(served(root, 'assets/main-B.js')).toBe('main of B');

    // Nothing left to prune: the same again changes nothing; a rollback still has its release.
    expect(release(root, 'prune', '--keep', '1')).toMatch(/removed 0 asset files/);
    release(root, 'rollback');
    expect(currentPage(root)).toBe('page of B');
    expect(existsSync(join(root, 'releases'))).toBe(true);
  });

  it('prune --days 2 keeps what stopped being current in the last two days, and removes older releases with the files only they have (issue 63)', () => {
    const root = tempDir('root');
    const day = 86400;
    const start = 1_800_000_000;
    const at = (days: number) => ({ root, now: start + days * day });
    for (const version of ['A', 'B', 'C', 'D']) release(at(0), 'install', build(version));
    release(at(0), 'switch', 'A');
    release(at(0), 'switch', 'B'); // A stops being current on day 0
    release(at(1), 'switch', 'C'); // B on day 1
    release(at(2), 'switch', 'D'); // C on day 2: previous
    // Day 2.5: A stopped 2.5 days ago, B 1.5 days ago (a tab opened on it may still ask for its files).
    expect(release(at(2.5), 'prune', '--days', '2')).toMatch(/^removed release A\n/);
    expect(listed(root)).toEqual(['B', 'C  previous', 'D  current']);
    expect(readdirSync(join(root, 'assets')).sort()).toEqual(['main-B.js', 'main-C.js', 'main-D.js', 'vendor-S0S0S0S0.js', 'vendor-S0S0S0S0.js.br']);
    // A release current again is not counted as stopped: B served from day 3, C stopped then, D too.
    release(at(3), 'switch', 'B');
    expect(release(at(5.5), 'prune', '--days', '2')).toMatch(/^removed release C\n/);
    expect(listed(root)).toEqual(['B  current', 'D  previous']);
    // With a count too, a release either rule keeps stays.
    release(at(6), 'install', build('E'));
    expect(release(at(40), 'prune', '--days', '2', '--keep', '1')).toMatch(/removed 0 asset files/);
    expect(listed(root)).toEqual(['B  current', 'D  previous', 'E']);
  });

  it('takes in a release made by the former steps (its own assets/, an absolute current link), so a rollback to it serves the newer chunks', () => {
    const root = tempDir('root');
    const old = join(root, 'releases/L');
    mkdirSync(join(old, 'assets'), { recursive: true });
    mkdirSync(join(old, 'nginx'));
    writeFileSync(join(old, 'index.html'), 'page of L');
    writeFileSync(join(old, 'assets/main-L.js'), 'main of L');
    symlinkSync(old, join(root, 'current'));

    expect(release(root, 'install', build('B'))).toMatch(/took in L/);
    expect(lstatSync(join(old, 'assets')).isSymbolicLink()).toBe(true);
    release(root, 'switch', 'B');
    expect(served(root, 'assets/main-L.js')).toBe('main of L');
    release(root, 'rollback');
    expect(currentPage(root)).toBe('page of L');
    expect(served(root, 'assets/main-B.js')).toBe('main of B');
    expect(listed(root)).toEqual(['L  current', 'B  previous']);
  });

  it('refuses what it cannot do, saying what is wrong and what to do, and changes nothing', () => {
    const root = tempDir('root');
    const refusal = (...args: string[]) => {
      const run = runRelease(root, ...args);
      expect(run.status, `release.sh ${args.join(' ')}: ${run.stdout}`).not.toBe(0);
      return run.stderr;
    };
    expect(runRelease(join(root, 'nowhere'), 'switch', 'A').stderr).toMatch(/nowhere does not exist: set KAAGAPAY_ROOT/);
    expect(refusal('install', join(root, 'no-build'))).toMatch(/version\.json is missing: .* is not a build \(npm run build/);
    expect(refusal('install', fakeBuild('../up', shared))).toMatch(/'\.\.\/up' is not a usable version.*KAAGAPAY_BUILD_VERSION=/);
    release(root, 'install', build('A'));
    expect(refusal('install', build('A'))).toMatch(/release A is installed already .*switch A/);
    expect(refusal('switch', 'Z')).toMatch(/no release Z in .* \(installed: A \); install it first/);
    expect(refusal('rollback')).toMatch(/no previous release/);
    expect(refusal('prune')).toMatch(/prune --keep 5.*prune --days 7/);
    expect(refusal('prune', '--keep', '0')).toMatch(/whole number from 1/);
    expect(refusal('prune', '--days', 'week')).toMatch(/--days takes a whole number of days/);
    expect(refusal('prune', '--older', '7')).toMatch(/prune takes --keep <n> and --days <d>, not '--older'/);
    // A name in the store with other bytes is not a content hash: serving either build the other's file would break it.
    expect(refusal('install', fakeBuild('B', { 'vendor-S0S0S0S0.js': 'other bytes' }))).toMatch(/assets\/vendor-S0S0S0S0\.js differs .*content hashes/);
    expect(readdirSync(join(root, 'releases'))).toEqual(['A']);
    expect(readFileSync(join(root, 'assets/vendor-S0S0S0S0.js'), 'utf8')).toBe('shared');
    expect(existsSync(join(root, '.lock')), 'the lock is let go after a refusal').toBe(false);
    expect(runRelease(root, 'frobnicate').stderr).toMatch(/no command frobnicate\nusage:/);
  });
});
