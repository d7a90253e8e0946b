/**
 * npm run bench:peers [-- --runs 1 --sizes 20 --impls handwritten,project]: the peer benchmark
 * (../shared/bench-peers beside this repository: the project's renderer beside RJSF, JSON Forms,
 * Formily and hand-written pages, README.md there) with the project's slot kept here.
 *
 * It copies the harness into a fresh temporary folder (the shared copy is read-only, and the harness
 * writes node_modules/, dist/ and results/ beside its files), puts ./slot/ in place of its
 * impls/project/ and ./project-build.mjs in place of its scripts/project-build.mjs, adds an empty
 * dist/favicon.ico (see main), and runs its ./run.sh with PROJECT_DIR set to this repository. The
 * harness's knobs (README.md there) come from the environment, or from the flags below, which win:
 * --runs 3 is RUNS=3. Its output streams through; at the end this prints where the report was
 * written. The folder is left in place for the report.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const harness = resolve(root, '../shared/bench-peers');

/** The harness's knobs (its README.md, "Run it"), each also a flag: QUIET_MAX_S is --quiet-max-s. */
const knobs = ['RUNS', 'SIZES', 'THROTTLE', 'IMPLS', 'BASELINE', 'DPR', 'SCREENSHOTS', 'CHROMIUM', 'QUIET_CORES', 'QUIET_MAX_S'] as const;
const flagOf = (knob: string) => knob.toLowerCase().replace(/_/g, '-');

function flagKnobs(): Record<string, string> {
  const { values } = parseArgs({ options: Object.fromEntries(knobs.map((knob) => [flagOf(knob), { type: 'string' as const }])) });
  return Object.fromEntries(knobs.flatMap((knob) => (values[flagOf(knob)] === undefined ? [] : [[knob, String(values[flagOf(knob)])]])));
}

/** Every file and folder of the copy writable by its owner: the shared copy's modes are read-only. */
function makeWritable(path: string): void {
  const stat = statSync(path);
  chmodSync(path, stat.mode | 0o200);
  if (stat.isDirectory()) for (const name of readdirSync(path)) makeWritable(join(path, name));
}

/** The newest report the harness wrote (results/report-<time>.md). */
function latestReport(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .filter((name) => /^report-.*\.md$/.test(name))
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

async function main(): Promise<number> {
  const flags = flagKnobs();
  if (!existsSync(join(harness, 'run.sh'))) throw new Error(`${harness}/run.sh not found: the peer benchmark is expected in ../shared/bench-peers beside this repository`);
  if (!existsSync(join(root, 'node_modules'))) throw new Error(`${root}/node_modules missing: run npm ci here first (the slot's build resolves the project's packages from it)`);
  const copy = join(mkdtempSync(join(tmpdir(), 'peer-bench-run-')), 'bench-peers');
  cpSync(harness, copy, { recursive: true });
  makeWritable(copy);
  const slot = join(copy, 'impls/project');
  rmSync(slot, { recursive: true, force: true });
  cpSync(join(import.meta.dirname, 'slot'), slot, { recursive: true });
  cpSync(join(import.meta.dirname, 'project-build.mjs'), join(copy, 'scripts/project-build.mjs'));
  // Chromium asks the harness's server for /favicon.ico once, on the first page it opens, and logs
  // the 404 as a console error, so the correctness gate failed whichever implementation it checked
  // first (handwritten, the baseline, 2026-11-27 with Chromium 150). An empty icon answers it; the
  // harness's builds leave dist/ itself alone, and its sizes count dist/<name>/ only.
  mkdirSync(join(copy, 'dist'), { recursive: true });
  writeFileSync(join(copy, 'dist/favicon.ico'), '');
  const env: NodeJS.ProcessEnv = { ...process.env, ...flags, PROJECT_DIR: root };
  const shown = knobs.flatMap((knob) => (env[knob] === undefined ? [] : [`${knob}=${env[knob]}`]));
  console.error(`== peer benchmark in ${copy} (PROJECT_DIR=${root}${shown.length ? ` ${shown.join(' ')}` : ''})`);
  const code = await new Promise<number>((done, fail) => {
    const child = spawn('./run.sh', [], { cwd: copy, env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0)));
  });
  const report = latestReport(join(copy, 'results'));
  console.error(report ? `== report: ${report} (every sample: ${join(copy, 'results/latest.json')})` : `== no report written (run.sh exited with ${code}); the harness's copy is ${copy}`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
