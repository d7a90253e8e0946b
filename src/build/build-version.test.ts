// @vitest-environment node
// A release is named after its commit; `.dirty` says its sources were not the commit's. A reinstall
// that rewrites the lock file without changing what it installs must not say so (issue 63: one fresh
// machine's `npm install` added `resolved` lines, and /healthz named the release `.dirty`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildVersion } from './build-version';

const lock = (resolved: boolean, version = '1.2.3') =>
  JSON.stringify({ name: 'app', lockfileVersion: 3, packages: { '': { name: 'app' }, 'node_modules/left-pad': { version, ...(resolved ? { resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.2.3.tgz' } : {}), integrity: 'sha512-x' } } }, null, 2);

let root = '';
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
const commitOf = () => execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-version-'));
  writeFileSync(join(root, 'package.json'), '{ "version": "0.1.0" }\n');
  writeFileSync(join(root, 'package-lock.json'), lock(false));
  writeFileSync(join(root, 'main.ts'), 'export {};\n');
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.email=ci@example.ph', '-c', 'user.name=ci', 'commit', '-q', '-m', 'first');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildVersion', () => {
  it('is the package version and the commit on a clean tree', () => {
    expect(buildVersion(root, {})).toBe(`0.1.0+${commitOf()}`);
  });

  it('stays clean when a reinstall adds resolved lines or lays the lock file out otherwise', () => {
    writeFileSync(join(root, 'package-lock.json'), JSON.stringify(JSON.parse(lock(true))));
    expect(buildVersion(root, {})).toBe(`0.1.0+${commitOf()}`);
  });

  it('is .dirty when the lock file installs another version', () => {
    writeFileSync(join(root, 'package-lock.json'), lock(false, '1.2.4'));
    expect(buildVersion(root, {})).toBe(`0.1.0+${commitOf()}.dirty`);
  });

  it('is .dirty when a source file changed, lock file or not', () => {
    writeFileSync(join(root, 'main.ts'), 'export const changed = 1;\n');
    writeFileSync(join(root, 'package-lock.json'), lock(true));
    expect(buildVersion(root, {})).toBe(`0.1.0+${commitOf()}.dirty`);
  });

  it('takes the name a release pipeline gives', () => {
    expect(buildVersion(root, { KAAGAPAY_BUILD_VERSION: ' 2026.12.06-1 ' })).toBe('2026.12.06-1');
  });
});
