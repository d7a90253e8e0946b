// The build's version: which build a report, a health check or a support ticket came from.
// KAAGAPAY_BUILD_VERSION wins (a release pipeline names its builds); otherwise package.json's
// version and the commit it was built from, marked when the work tree had changes.
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

export function buildVersion(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const named = env.KAAGAPAY_BUILD_VERSION?.trim();
  if (named) return named;
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const commit = git(root, ['rev-parse', '--short=12', 'HEAD']);
  if (!commit) return version;
  const dirty = git(root, ['status', '--porcelain', '--untracked-files=no']);
  return `${version}+${commit}${dirty ? '.dirty' : ''}`;
}

/** The meta element that carries the version in every page (telemetry reads it; no script's hash changes with it). */
export const buildVersionMeta = 'kaagapay-build';
