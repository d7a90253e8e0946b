// scripts/ops/release.sh, the host's release steps (docs/deploy.md), run from Node for the tests that
// check it in a folder of their own instead of /srv/kaagapay.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const releaseScript = join(import.meta.dirname, '../ops/release.sh');

export interface ReleaseRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The root a run works in, and the time it takes as now (seconds since 1970; the clock's when absent). */
export type ReleaseRoot = string | { root: string; now?: number };

/** Runs `release.sh <args>` with KAAGAPAY_ROOT=root; never throws, so a test can check refusals. */
export function runRelease(at: ReleaseRoot, ...args: string[]): ReleaseRun {
  const { root, now } = typeof at === 'string' ? { root: at, now: undefined } : at;
  const env = { ...process.env, KAAGAPAY_ROOT: root, ...(now === undefined ? {} : { KAAGAPAY_NOW: String(now) }) };
  const run = spawnSync('bash', [releaseScript, ...args], { encoding: 'utf8', env });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs it and throws with its own words when it fails: for steps a test expects to work. */
export function release(root: ReleaseRoot, ...args: string[]): string {
  const run = runRelease(root, ...args);
  if (run.status !== 0) throw new Error(`release.sh ${args.join(' ')} failed (${run.status}):\n${run.stderr}${run.stdout}`);
  return run.stdout;
}
