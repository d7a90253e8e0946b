// scripts/release.sh, the host's release steps (docs/deploy.md), run from Node for the tests that
// check it in a folder of their own instead of /srv/kaagapay.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const releaseScript = join(import.meta.dirname, '../release.sh');

export interface ReleaseRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `release.sh <args>` with KAAGAPAY_ROOT=root; never throws, so a test can check refusals. */
export function runRelease(root: string, ...args: string[]): ReleaseRun {
  const run = spawnSync('bash', [releaseScript, ...args], { encoding: 'utf8', env: { ...process.env, KAAGAPAY_ROOT: root } });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs it and throws with its own words when it fails: for steps a test expects to work. */
export function release(root: string, ...args: string[]): string {
  const run = runRelease(root, ...args);
  if (run.status !== 0) throw new Error(`release.sh ${args.join(' ')} failed (${run.status}):\n${run.stderr}${run.stdout}`);
  return run.stdout;
}
