// npm run check [-- [--slow] files…]: the quick loop before a commit, on what changed against HEAD
// (untracked files included) or the files given. Two lanes side by side: the type check
// (incremental; left out when no TypeScript, nor a JSON file it imports, changed) and the unit tests
// related to the changes; and validation, then, when what ships changed, the production build, its
// bundle budgets and the end-to-end files that open a changed screen's routes (the most specific,
// within about 25 s), or, for a screen no file names (a new one), the cases generated for it.
// A changed screen adds the tests that name it (always) and the tests that go through every screen or
// document (marked, or naming most screens: the quickest, within about 12 s); test files slower than
// 15 s in Vitest's last run are left out unless they changed or read the screen. What is left out is
// named (npm test runs it all; --slow runs it here). Prints each step's time and a summary; exit 1 on
// any failure.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { sameJsonShape } from '../lib/json-shape';
import { jsonImports, typeCheckNeeded } from '../lib/type-check-rule';
import { checkCacheDir } from '../lib/check-cache';
import { contractFixtureGaps } from '../lib/contract-fixture-gaps';
import { e2eSelection, literally } from '../lib/e2e-selection';
import { longestDurations } from '../lib/longest-durations';
import { readContractFixtures } from '../../src/contract/fixtures';

interface Step {
  name: string;
  command: string[];
  /** Set for this step only. */
  env?: Record<string, string>;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

const bin = (name: string) => join(projectRoot, 'node_modules/.bin', name);
const shown = (step: Step) => `\n== ${step.name}: ${step.command.map((a) => a.replace(`${projectRoot}/`, '')).join(' ')}`;

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  const [command, ...args] = step.command;
  const child = spawn(command!, args, {
    cwd: projectRoot,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...step.env },
    // Steps run side by side: each one's output is kept and shown when it ends.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok: boolean, note = '') => {
      if (done) return;
      done = true;
      const seconds = (performance.now() - started) / 1000;
      console.log(shown(step));
      const text = (output + note).trimEnd();
      if (text) console.log(text);
      console.log(`-- ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve({ name: step.name, ok, seconds });
    };
    child.on('error', (error) => finish(false, `could not start ${command}: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Runs a step and shows only its last lines when it passes (the budget table is long), all of them when it fails. */
async function runQuietly(step: Step): Promise<Outcome> {
  const [command, ...rest] = step.command;
  const started = performance.now();
  const child = spawn(command!, rest, { cwd: projectRoot, env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  console.log(shown(step));
  console.log(code === 0 ? output.trimEnd().split('\n').slice(-1).join('\n') : output.trimEnd());
  console.log(`-- ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return { name: step.name, ok: code === 0, seconds };
}

/** Files changed against HEAD, untracked ones included (deleted ones too: they match no test). */
function changedFiles(): Promise<string[]> {
  const git = spawn('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  git.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  // Porcelain lines are "XY path", or "XY old -> new" for a rename.
  return new Promise((resolve) => git.on('close', () => resolve(text.split('\n').filter(Boolean).map((line) => line.slice(3).replace(/^.* -> /, '')))));
}

/** A test file slower than this in Vitest's last run is left out of the quick loop. */
const slowMs = 15000;

/** Test files and how long they took in Vitest's last run (its results cache, used to order files). */
function lastDurations(): Map<string, number> {
  const durations = new Map<string, number>();
  const dir = join(projectRoot, 'node_modules/.vite/vitest');
  if (!existsSync(dir)) return durations;
  for (const hash of readdirSync(dir)) {
    const path = join(dir, hash, 'results.json');
    if (!existsSync(path)) continue;
    try {
      const { results } = JSON.parse(readFileSync(path, 'utf8')) as { results: [string, { duration?: number }][] };
      // Keys are "<project>:<file relative to the root>".
      for (const [key, { duration }] of results) if (typeof duration === 'number') durations.set(key.slice(key.indexOf(':') + 1), duration);
    } catch {
      // an unreadable cache only means no file is left out
    }
  }
  return durations;
}

const started = performance.now();
const args = process.argv.slice(2);
const withSlow = args.includes('--slow');
const given = args.filter((a) => a !== '--slow').map((a) => relative(projectRoot, resolve(a)));
// What `vitest run --changed` takes, except that a changed package.json would make Vitest run
// every test: that is `npm test`'s job, not this loop's.
const changed = given.length ? given : (await changedFiles()).filter((file) => !/(^|\/)package(-lock)?\.json$/.test(file));
if (!given.length) console.log(`Changed against HEAD (untracked included): ${changed.length ? `${changed.length} file(s): ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? ', …' : ''}` : 'none'}.`);

const cache = checkCacheDir(projectRoot);
mkdirSync(cache, { recursive: true });
const validate: Step = { name: 'validate', command: [bin('tsx'), 'scripts/authoring/validate.ts'] };
// With its build info kept, the type check reads again only what changed (about 4 s here instead of
// 30 s). The info names files by their path: a copy of the project sharing this node_modules (npm run
// trial:edits) keeps its own in its own cache folder, or its check would find every file changed
// here after it (issue 62).
const buildInfo = join(cache, 'tsconfig.tsbuildinfo');
const types: Step = { name: 'type check', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo] };
// The type check is left out when what changed cannot change its result (scripts/lib/type-check-rule.ts).
/** The TypeScript files under these folders (node_modules left out), with their text. */
function typeScriptFiles(dirs: string[]): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    if (!existsSync(join(projectRoot, dir))) return;
    for (const entry of readdirSync(join(projectRoot, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name)) found.push({ path, text: readFileSync(join(projectRoot, path), 'utf8') });
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}
/** The JSON files the project's TypeScript imports (vite.config.ts at the root too). */
function jsonImportedByTypeScript(): Set<string> {
  const rootFiles = readdirSync(projectRoot).filter((name) => /\.(tsx?|mts|cts)$/.test(name)).map((path) => ({ path, text: readFileSync(join(projectRoot, path), 'utf8') }));
  return new Set([...rootFiles, ...typeScriptFiles(['src', 'tests', 'scripts', 'bench', '.storybook', 'config'])].flatMap(({ path, text }) => jsonImports(path, text)));
}
/** Whether `file` has the same shape as in HEAD; false when it is new, gone or does not parse. */
function keepsJsonShape(file: string): boolean {
  try {
    const before = execFileSync('git', ['show', `HEAD:${file}`], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return sameJsonShape(before, readFileSync(join(projectRoot, file), 'utf8'));
  } catch {
    return false;
  }
}
const typesMatter = typeCheckNeeded(changed, changed.some((file) => file.endsWith('.json')) ? jsonImportedByTypeScript() : new Set(), keepsJsonShape);
// Screens, fragments, schemas, the market config and the contract fixtures are read from disk by
// the tests that check them, never imported, so Vitest's module graph cannot relate a changed
// document to those tests. Such a test says so with this marker in its text.
const documentFolders = /^(screens|schemas|config|tests\/contract)\//;
const documentMarker = 'check: reads the project documents';
function documentTests(): string[] {
  return typeScriptFiles(['src', 'tests/unit', 'scripts'])
    .filter(({ path, text }) => /\.test\.tsx?$/.test(path) && text.includes(documentMarker))
    .map(({ path }) => path);
}
const documentsChanged = changed.some((file) => documentFolders.test(file));
// A test may also read a screen by its name or route (screenCopy('promo-register'), a bank-form
// helper reading bind-bank.json) without the marker: a copy edit there broke tests this loop did
// not run (issue 43). Test files and test helpers that name a changed screen are added; a helper is
// given to `vitest related`, which adds the tests that import it.
/** The routes a screen file declares (`routes`); none when it does not parse (validate reports it). */
function routesOf(file: string): string[] {
  try {
    const routes = (JSON.parse(readFileSync(join(projectRoot, file), 'utf8')) as { routes?: unknown }).routes;
    return Array.isArray(routes) ? routes.filter((route): route is string => typeof route === 'string') : [];
  } catch {
    return [];
  }
}
/** What names a screen in a test's text: its name quoted, its file, each of its routes quoted. */
function screenNames(file: string): string[] {
  const name = /^screens\/(.+)\.json$/.exec(file)?.[1];
  if (!name) return [];
  return [`'${name}'`, `${name}.json`, ...routesOf(file).filter((route) => route.length > 1).map((route) => `'${route}`)];
}
/** Test files and test helpers, with their text. */
function testTexts(): { path: string; text: string }[] {
  // In src/ and scripts/ only test files: a module that names a screen is related by its imports.
  return typeScriptFiles(['src', 'tests/unit', 'tests/support', 'tests/harness', 'scripts']).filter(({ path }) => /\.test\.tsx?$/.test(path) || path.startsWith('tests/'));
}
/**
 * The tests that read a changed screen by name, split in two: the ones about it (they name at most
 * three screens: the bank form's tests for bind-bank.json), which always run, and the ones that go
 * through every screen (a list of all routes), which share the quick loop's budget with the tests
 * marked as reading the documents.
 */
function screenReaders(): { specific: string[]; broad: string[] } {
  const changedScreens = changed.filter((file) => /^screens\/.+\.json$/.test(file));
  if (!changedScreens.length) return { specific: [], broad: [] };
  const everyScreen = readdirSync(join(projectRoot, 'screens')).filter((name) => name.endsWith('.json')).map((name) => screenNames(`screens/${name}`));
  const changedNames = changedScreens.flatMap(screenNames);
  const specific: string[] = [];
  const broad: string[] = [];
  for (const { path, text } of testTexts()) {
    if (!changedNames.some((name) => text.includes(name))) continue;
    const named = everyScreen.filter((names) => names.some((name) => text.includes(name))).length;
    // A script's test reads a screen as the sample its tool works on (the trial rewords bind-bank.json):
    // it checks the tool, not the screen, and shares the budget of the broad ones.
    (named <= 3 && !path.startsWith('scripts/') ? specific : broad).push(path);
  }
  return { specific, broad };
}
// The longest time each file took in the runs seen (scripts/lib/longest-durations.ts): one record for
// every copy sharing this node_modules, since a test file takes as long in any of them.
const durationsRecord = join(dirname(cache), 'durations.json');
const durations = new Map(Object.entries(longestDurations(existsSync(durationsRecord) ? (JSON.parse(readFileSync(durationsRecord, 'utf8')) as Record<string, number>) : {}, lastDurations())));
writeFileSync(durationsRecord, `${JSON.stringify(Object.fromEntries(durations))}\n`);
const known = (file: string) => durations.get(file) ?? 5000;
const found = screenReaders();
const specific = found.specific.filter((file) => !changed.includes(file));
// The tests that go through every screen or document: the quickest first, within about this much of
// their last run's time; the rest are named and left to npm test (--slow runs them all).
const poolBudgetMs = 12_000;
const pool = [...new Set([...(documentsChanged ? documentTests() : []), ...found.broad])]
  .filter((file) => !changed.includes(file) && !specific.includes(file))
  .sort((a, b) => known(a) - known(b));
const pooled: string[] = [];
const poolLeft: string[] = [];
let poolSpent = 0;
for (const file of pool) {
  if (!withSlow && pooled.length && poolSpent + known(file) > poolBudgetMs) poolLeft.push(file);
  else {
    pooled.push(file);
    poolSpent += known(file);
  }
}
const readers = [...specific, ...pooled];
if (specific.length) console.log(`Screens changed: also running the tests about them (${specific.join(', ')}).`);
if (pooled.length) console.log(`Documents changed: also running the quickest tests that read every screen or document (${pooled.join(', ')}).`);
if (poolLeft.length) console.log(`Tests that read every screen or document, left to npm test (over this loop's ${poolBudgetMs / 1000} s; --slow runs them): ${poolLeft.join(', ')}.`);
// A test that reads a changed screen runs even when slow: it is the one that would catch the edit.
const slow = withSlow ? [] : [...durations].filter(([file, ms]) => ms > slowMs && /\.test\.tsx?$/.test(file) && !changed.includes(file) && !readers.includes(file) && existsSync(join(projectRoot, file)));
if (slow.length) console.log(`Slow test files not run here even when related (npm test runs them; --slow to include them): ${slow.map(([file, ms]) => `${file} (${Math.round(ms / 1000)} s last time)`).join(', ')}.`);
const tests: Step = {
  name: given.length ? 'unit tests related to the files given' : 'unit tests related to the changed files',
  // A file left out above is also kept out when Vitest finds it related by its imports.
  command: [bin('vitest'), 'related', '--run', '--passWithNoTests', ...[...slow.map(([file]) => file), ...poolLeft].flatMap((file) => ['--exclude', file]), ...changed, ...readers],
};

// What a page fetches changes with the app's code, its screens, their texts and the build: then the
// production build is made (into the cache, never dist/) and every page held to its budgets, as
// npm test does, so a change is not green here and red there.
const shipped = /^(src\/(?!.*\.(test|stories)\.tsx?$)|screens\/|config\/|locales\/|index\.html$|promotion\/index\.html$|vite\.config\.ts$)/;
const pagesChanged = changed.some((file) => shipped.test(file));
const checkDist = join(cache, 'dist');
const build: Step = { name: 'production build', command: [bin('vite'), 'build', '--logLevel', 'error', '--outDir', checkDist, '--emptyOutDir'] };
const budgets: Step = { name: 'bundle budgets', command: [bin('tsx'), 'scripts/perf/bundle-budgets.ts', checkDist] };

// The end-to-end files that open a changed screen's routes (issue 43), on the build just made, within
// about this much of their last run's time (scripts/lib/e2e-selection.ts says which first); the
// others are named and left to npm test, which runs them all.
const e2eBudgetMs = 25_000;
const changedScreenFiles = changed.filter((file) => /^screens\/[^/]+\.json$/.test(file));
const e2e = e2eSelection(
  readdirSync(join(projectRoot, 'tests/e2e'))
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => ({ path: `tests/e2e/${name}`, text: readFileSync(join(projectRoot, `tests/e2e/${name}`), 'utf8'), ms: durations.get(`tests/e2e/${name}`) ?? 20_000 })),
  readdirSync(join(projectRoot, 'screens')).filter((name) => name.endsWith('.json')).map((name) => ({ file: `screens/${name}`, routes: routesOf(`screens/${name}`) })),
  changedScreenFiles,
  e2eBudgetMs,
);
// A changed screen that no end-to-end file names (a new one, most often) is opened by the cases
// generated from every screen (cut texts, double submits, bad replies, drafts). Those files say so
// with this marker and name each case by its screen's file, so here they run that screen's cases
// only (-t); for a screen the files above open, they are left to npm test.
const generatedMarker = 'check: names each generated case by its screen file';
const generatedFiles = readdirSync(join(projectRoot, 'tests/e2e'))
  .filter((name) => name.endsWith('.e2e.ts') && readFileSync(join(projectRoot, 'tests/e2e', name), 'utf8').includes(generatedMarker))
  .map((name) => `tests/e2e/${name}`);
const generatedStep: Step = {
  name: `end-to-end cases generated for ${e2e.unopened.join(', ')}`,
  command: [bin('vitest'), 'run', '--config', 'vitest.e2e.config.ts', '--passWithNoTests', ...generatedFiles, '-t', `(^|[\\s>])(${e2e.unopened.map(literally).join('|')}) `],
  env: { E2E_SKIP_BUILD: '1', E2E_OUT_DIR: checkDist },
};
const e2eStep: Step = {
  name: 'end-to-end tests that open the changed screens',
  command: [bin('vitest'), 'run', '--config', 'vitest.e2e.config.ts', ...e2e.run],
  env: { E2E_SKIP_BUILD: '1', E2E_OUT_DIR: checkDist },
};

// npm test asks every endpoint of every screen for a contract fixture (tests/unit/contract-fixtures.test.ts,
// one of its slower files): a changed or new screen's endpoint without one is named here at once,
// with the file to write and the command that drafts it.
function contractFixtures(): Outcome | undefined {
  const documents = changed.filter((file) => /^screens\/.+\.json$/.test(file) && existsSync(join(projectRoot, file))).map((file) => ({ file, text: readFileSync(join(projectRoot, file), 'utf8') }));
  if (!documents.length) return undefined;
  const gaps = contractFixtureGaps(documents, readContractFixtures(projectRoot));
  console.log(`\n== contract fixtures of the changed screens' endpoints`);
  for (const gap of gaps) console.log(`${gap.where}: no contract fixture answers ${gap.endpoint} (npm test's tests/unit/contract-fixtures.test.ts asks for one): expected ${gap.expected}; draft it from the endpoint's successful examples with: ${gap.draft}`);
  console.log(`-- contract fixtures: ${gaps.length ? `FAILED (${gaps.length} missing)` : 'ok'}`);
  return { name: 'contract fixtures', ok: !gaps.length, seconds: 0 };
}

// Two lanes side by side, one per core: the type check and the unit tests; validation, the build,
// its budgets and the end-to-end files on it. Each step's output is shown when it ends.
async function checkLane(): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  if (typesMatter) outcomes.push(await run(types));
  else console.log('\n== type check: left out (no TypeScript changed, nor the shape of a JSON file TypeScript imports: a copy edit keeps it)');
  if (changed.length) outcomes.push(await run(tests));
  return outcomes;
}
async function pageLane(): Promise<Outcome[]> {
  const outcomes = [await run(validate)];
  // An invalid screen would fail the build too, with less to go on: validation's report is the one to read.
  if (!pagesChanged || !outcomes[0]!.ok) return outcomes;
  const built = await run(build);
  outcomes.push(built);
  if (!built.ok) return outcomes;
  outcomes.push(await runQuietly(budgets));
  if (e2e.run.length) {
    if (e2e.left.length) console.log(`\nEnd-to-end files that also open a changed screen, left to npm test (over this loop's ${e2eBudgetMs / 1000} s): ${e2e.left.join(', ')}.`);
    outcomes.push(await run(e2eStep));
  }
  if (e2e.unopened.length && generatedFiles.length) outcomes.push(await run(generatedStep));
  return outcomes;
}
const fixtures = contractFixtures();
const outcomes = [...(fixtures ? [fixtures] : []), ...(await Promise.all([checkLane(), pageLane()])).flat()];
const total = (performance.now() - started) / 1000;
const failed = outcomes.filter((o) => !o.ok);
console.log(`\nCheck: ${outcomes.map((o) => `${o.name} ${o.ok ? 'ok' : 'FAILED'} (${o.seconds.toFixed(1)} s)`).join(', ')}; ${total.toFixed(1)} s in all.`);
if (failed.length) {
  console.log(`${failed.length} step(s) failed: ${failed.map((o) => o.name).join(', ')}.`);
  process.exit(1);
}
