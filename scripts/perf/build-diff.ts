// npm run build:diff [-- [--base DIST] [--keep] [screens/x.json …]] (issue 63): what a release of
// one copy edit costs a borrower who has the last one cached. In a copy of the work tree (temp
// folder, this node_modules), it builds, builds again unchanged (the same sources must give the same
// files), then for each screen (default screens/faq.json, then screens/bind-bank.json, each on top
// of the one before) rewords its first text (its title, when it has one) and that text's entry in
// locales/fil.json, as an author would, builds, and lists the files under dist/assets whose names
// are new, with the bytes nginx sends for each (scripts/lib/build-diff.ts). Fails when an edit costs
// more than 10 kB, or when the unchanged build differs at all.
// --base DIST: a build of the same sources to start from (npm test passes the dist/ it just built),
// which saves a build and checks that a build in another folder gives the same files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { assetFiles, compareBuilds, copyEditChunks, judge, renamedAlong, type AssetFile, type Verdict } from '../lib/build-diff';
import { copyOfWorkTree } from '../lib/project-copy';
import { rewordScreen } from '../lib/reword-screen';

/** A copy edit of one screen: its chunk, the manifest that names it and the entry that names the manifest come to about 3 kB. */
const ceilingBytes = 10_000;
const defaultScreens = ['screens/faq.json', 'screens/bind-bank.json'];
/** What to do when an edit costs too much, by what it renamed besides the screen, the manifest and the entry. */
const fixFor = (along: readonly AssetFile[]) =>
  along.length
    ? `${along.map((file) => file.name).join(', ')} changed too: each imports, directly or through another chunk, one whose name changes with a screen. Keep the import of virtual:screens in the entry (src/app/screen-index.ts setScreenManifest) and entry chunks imported by no other chunk (src/app/router.tsx); docs/deploy.md §5.`
    : 'Only the screen, the screens manifest and the entry changed: the manifest (src/build/screens-plugin.ts) names every screen\'s chunk and grows with each screen. Split it (one per entry or per language), or give the browser its names in a file that is not long-cached as the pages are; docs/deploy.md §5.';
const notDeterministic = 'Two builds of the same sources must write the same files: look for a time, a random value or an absolute path in the files listed (vite.config.ts and src/build/).';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { base: { type: 'string' }, keep: { type: 'boolean', default: false } } });
const screens = positionals.length ? positionals : defaultScreens;
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

const dir = copyOfWorkTree('kaagapay-build-diff');
const builds = join(dirname(dir), 'builds');
mkdirSync(builds);

/** Builds the copy as it is now; its dist/ is moved to builds/`label` so the next build starts empty. */
function build(label: string): AssetFile[] {
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: dir, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build-diff: vite build of the copy (${label}) failed in ${dir}:\n${run.stdout}${run.stderr}`);
  const out = join(builds, label.replace(/[^\w.-]+/g, '_'));
  renameSync(join(dir, 'dist'), out);
  return assetFiles(out);
}

/** The route an author's screen file is shown at (what scripts/lib/reword-screen.ts finds a screen by). */
function routeOf(file: string): string {
  const routes = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { routes?: string[] }).routes;
  if (!routes?.length) throw new Error(`build-diff: ${file} has no route (expected a screen shown at an address, e.g. screens/faq.json)`);
  return routes[0]!;
}

const verdicts: Verdict[] = [];
function report(heading: string, verdict: Verdict): void {
  console.log(heading);
  for (const line of verdict.lines) console.log(line);
  verdicts.push(verdict);
}

let failed: boolean;
try {
  console.log(`build-diff: what a returning borrower downloads again after a release of one text (in ${dir})`);
  const base = values.base ? assetFiles(resolve(values.base)) : build('base');
  let previous = build('unchanged');
  report(`the same sources built again${values.base ? ` (against ${values.base})` : ''}:`, judge('no edit', compareBuilds(base, previous), 0, notDeterministic));
  for (const screen of screens) {
    const [edit] = rewordScreen(dir, routeOf(screen), {}, { first: 1 });
    if (!edit) throw new Error(`build-diff: ${screen} has no text the rule can reword (scripts/lib/reword-screen.ts rotateWords); name another screen`);
    const next = build(screen);
    const changes = compareBuilds(previous, next);
    report(`${edit.place}: ${JSON.stringify(edit.before)} → ${JSON.stringify(edit.after)}, and its Filipino in locales/fil.json:`, judge(screen, changes, ceilingBytes, fixFor(renamedAlong(changes, copyEditChunks(screen)))));
    previous = next;
  }
  failed = verdicts.some((verdict) => !verdict.ok);
  console.log(`\nbuild-diff: ${failed ? 'FAILED' : 'passed'}`);
  for (const verdict of verdicts) console.log(`  ${verdict.summary}`);
} finally {
  if (values.keep) console.log(`kept ${dirname(dir)} (the builds in ${builds})`);
  else rmSync(dirname(dir), { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
