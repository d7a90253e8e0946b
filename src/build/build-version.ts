// The build's version: which build a report, a health check or a support ticket came from.
// KAAGAPAY_BUILD_VERSION wins (a release pipeline names its builds); otherwise package.json's
// version and the commit it was built from, marked `.dirty` when the sources differ from it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

const lockFile = 'package-lock.json';

type Lock = { packages?: Record<string, Record<string, unknown>> };

/**
 * What a lock file says is installed, without what npm may write or leave out on a reinstall of the
 * same packages: `resolved` (ours carries none; one machine's `npm install` added two, issue 63) and
 * the file's layout. A changed version, integrity or dependency still counts.
 */
function installed(text: string): string {
  const { packages = {} } = JSON.parse(text) as Lock;
  const kept = Object.keys(packages)
    .sort()
    .map((path) => {
      const { resolved: _resolved, ...rest } = packages[path]!;
      return [path, Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)))];
    });
  return JSON.stringify(kept);
}

/** Whether the lock file differs from the commit's in what it installs (unreadable either side: it does). */
function lockChanged(root: string): boolean {
  const committed = git(root, ['show', `HEAD:${lockFile}`]);
  try {
    return committed === undefined || installed(committed) !== installed(readFileSync(join(root, lockFile), 'utf8'));
  } catch {
    return true;
  }
}

/** Tracked files that differ from the commit, a reinstall's rewrite of the lock file not among them. */
function changedSources(root: string): string[] {
  const paths = (git(root, ['diff', '--name-only', 'HEAD']) ?? '').split('\n').filter(Boolean);
  return paths.filter((path) => path !== lockFile || lockChanged(root));
}

export function buildVersion(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const named = env.KAAGAPAY_BUILD_VERSION?.trim();
  if (named) return named;
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const commit = git(root, ['rev-parse', '--short=12', 'HEAD']);
  if (!commit) return version;
  return `${version}+${commit}${changedSources(root).length > 0 ? '.dirty' : ''}`;
}

/** The meta element that carries the version in every page (telemetry reads it; no script's hash changes with it). */
export const buildVersionMeta = 'kaagapay-build';
