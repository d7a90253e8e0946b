// npm run bench:scale -- [N] [--skip-storybook] [--keep]: what N more screens cost (issue 29).
//
// Makes two copies of the last commit (git worktrees under the system's temp folder, sharing
// this node_modules): one as it is, one with N extra screens, each a copy of screens/faq.json under
// its own id and route (its texts are the FAQ's, so the Filipino catalogue already has them). In each
// it times, on the wall clock and in processor seconds, npm run validate, npm run check (given
// screens/faq.json and --slow, so both run the same steps),
// npm run build (vite build, from an empty cache of compressed files, then once more with it) and
// the Storybook build, then prints every page's JS before its first screen (gzip -9, as
// scripts/perf/bundle-budgets.ts counts it) with and without the N screens.
// Figures from one run on a shared machine: compare them within a run.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureBuild, type Budget } from '../lib/bundle-size';
import { copyOfCommit, headCommit, projectRoot as root, removeCopy } from '../lib/project-copy';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'skip-storybook': { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } } });
const extra = Number(positionals[0] ?? 300);
if (!Number.isInteger(extra) || extra < 1) throw new Error(`bench:scale: N must be a whole number ≥ 1, got ${positionals[0]}`);
// Both copies from the same commit, whatever is committed while the bench runs.
const commit = headCommit();
const budgets = (JSON.parse(readFileSync(join(root, 'config/bundle-budgets.json'), 'utf8')) as { entries: Record<string, Budget> }).entries;

/** A copy of HEAD with this node_modules, and `count` copies of the FAQ screen in it. */
function project(count: number): string {
  const dir = copyOfCommit(commit, `kaagapay-scale-${count}`);
  const faq = JSON.parse(readFileSync(join(dir, 'screens/faq.json'), 'utf8')) as { id: string; routes: string[] };
  for (let i = 1; i <= count; i++) writeFileSync(join(dir, `screens/faq-scale-${i}.json`), `${JSON.stringify({ ...faq, id: `faq-scale-${i}`, routes: [`/faqScale${i}`] }, null, 2)}\n`);
  return dir;
}

/** Seconds in "1m2.345s", as bash's `times` writes them. */
const bashSeconds = (text: string) => {
  const [, minutes = '0', seconds = '0'] = /(\d+)m([\d.]+)s/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
};

/**
 * The command's wall-clock seconds, and the processor seconds (user and system) it and its children
 * used: on a machine shared with other work the wall clock grows with the others' load, the
 * processor time much less, so the two together say whether a change is real.
 */
function timed(dir: string, command: string[]): Timing {
  const started = performance.now();
  // bash's `times` prints, last, the user and system time of the shell's finished children.
  const run = spawnSync('bash', ['-c', '"$@"; status=$?; times >&2; exit $status', 'bash', ...command], { cwd: dir, env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${command.join(' ')} failed in ${dir}:\n${(run.stdout + run.stderr).slice(-3000)}`);
  const [user = '', system = ''] = run.stderr.trimEnd().split('\n').at(-1)!.split(/\s+/);
  return { wall, cpu: bashSeconds(user) + bashSeconds(system) };
}

interface Timing {
  wall: number;
  cpu: number;
}

interface Figures {
  seconds: Record<string, Timing>;
  pages: Map<string, number>;
}

function measure(count: number): Figures {
  const dir = project(count);
  try {
    const bin = (name: string) => join(dir, 'node_modules/.bin', name);
    // Compressed pages are kept by content (src/build/precompress.ts) in the node_modules both copies
    // share: each build below starts without them, as on a fresh clone, except `build again`.
    const cold = () => rmSync(join(root, 'node_modules/.cache/precompress'), { recursive: true, force: true });
    const seconds: Record<string, Timing> = { validate: timed(dir, [bin('tsx'), 'scripts/authoring/validate.ts']) };
    cold();
    // --slow: the same tests in both copies, whatever Vitest's timings (kept in the node_modules they share) say.
    seconds.check = timed(dir, [bin('tsx'), 'scripts/test-support/check.ts', '--slow', 'screens/faq.json']);
    cold();
    seconds.build = timed(dir, [bin('vite'), 'build', '--logLevel', 'error']);
    seconds['build again'] = timed(dir, [bin('vite'), 'build', '--logLevel', 'error']);
    if (!values['skip-storybook']) seconds.storybook = timed(dir, [bin('storybook'), 'build', '-o', 'storybook-static', '--quiet']);
    const pages = new Map(measureBuild(join(dir, 'dist'), budgets).pages.map((p) => [p.html, p.jsKb]));
    console.log(`N = ${count} (load ${loadavg()[0]!.toFixed(1)}): ${Object.entries(seconds).map(([step, s]) => `${step} ${s.wall.toFixed(1)} s (processor ${s.cpu.toFixed(1)} s)`).join(', ')}`);
    return { seconds, pages };
  } finally {
    removeCopy(dir, values.keep);
  }
}

const base = measure(0);
const scaled = measure(extra);
console.log(`\nTimes (s)               wall: N = 0    N = ${extra}   ratio   processor: N = 0    N = ${extra}   ratio`);
for (const step of Object.keys(base.seconds)) {
  const a = base.seconds[step]!;
  const b = scaled.seconds[step]!;
  const columns = (x: number, y: number) => `${x.toFixed(1).padStart(8)}${y.toFixed(1).padStart(10)}${(y / x).toFixed(2).padStart(8)}×`;
  console.log(`  ${step.padEnd(20)}${columns(a.wall, b.wall)}          ${columns(a.cpu, b.cpu)}`);
}
console.log(`\nJS before the first screen, pages of N = 0 (gzip kB)     N = 0    N = ${extra}   grows`);
// Route pages only: an HTML file that fetches no script (openapi.html) is not one.
const growth = [...base.pages].filter(([, kb]) => kb > 0).map(([page, kb]) => ({ page, kb, scaled: scaled.pages.get(page) ?? Number.NaN })).sort((x, y) => y.scaled - y.kb - (x.scaled - x.kb));
for (const { page, kb, scaled: after } of growth) console.log(`  ${page.padEnd(48)}${kb.toFixed(1).padStart(8)}${after.toFixed(1).padStart(10)}${(after - kb).toFixed(2).padStart(8)}`);
const largest = Math.max(...growth.map((g) => g.scaled - g.kb));
console.log(`\nLargest growth of an existing page: ${largest.toFixed(2)} kB (issue 29's target: under 1 kB)`);
