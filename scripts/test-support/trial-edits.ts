// npm run trial:edits -- bindbank-copy|new-screen|new-form|server-field-label|market-text|insert-block|--rotate [--run "<command>"] [--commit REV] [--keep] (issue 29): does a
// product person's fair edit keep the checks green? Makes a copy of HEAD (or REV: the edit as made
// today, tried on an older commit, shows what the checks of that day made of it) (a git worktree in the
// temp folder, sharing this node_modules), applies one edit there as an author would (JSON and
// Filipino only), checks the copy with npm run validate, then runs the command (default npm test)
// in it and prints how it ended. A red result is a test that reads words or screens it should not
// know; fix the test, never the edit.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { copyOfCommit, headCommit, removeCopy, revision } from '../lib/project-copy';
import { rewordBindBank } from '../lib/trial-bindbank-copy';
import { insertNoticeBlocks } from '../lib/trial-insert-block';
import { rewordMarketTexts } from '../lib/trial-market-text';
import { addNewScreen } from '../lib/trial-new-screen';
import { addNewForm, savePath } from '../lib/trial-new-form';
import { relabelled, relabelServerField } from '../lib/trial-server-field-label';

const edits: Record<string, (dir: string) => void> = {
  'bindbank-copy': (dir) => {
    const changed = rewordBindBank(dir);
    for (const c of changed) console.log(`  ${c.place}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}${c.by === 'rule' ? ' (by rule)' : ''}`);
    console.log(`  ${changed.length} texts reworded, their Filipino in locales/fil.json`);
  },
  'new-screen': (dir) => console.log(`  added ${addNewScreen(dir)} and its Filipino in locales/fil.json`),
  'new-form': (dir) => console.log(`  added ${addNewForm(dir)} (server-drawn fields, saved to POST ${savePath}) and its Filipino in locales/fil.json`),
  'server-field-label': (dir) => console.log(`  ${relabelServerField(dir)}: the ${relabelled.code} field labelled ${JSON.stringify(relabelled.label.en)}, its required message ${JSON.stringify(relabelled.required.en)}, their Filipino in locales/fil.json`),
  'market-text': (dir) => {
    for (const c of rewordMarketTexts(dir)) console.log(`  messages.${c.key}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`);
  },
  'insert-block': (dir) => {
    const inserted = insertNoticeBlocks(dir);
    for (const i of inserted) console.log(`  ${i.file}: a notice paragraph at ${i.at.join(' and ')}`);
    console.log(`  ${inserted.length} screens, the notice's Filipino in locales/fil.json`);
  },
};

/**
 * The edits CI tries after npm test (.ci/run, issue 43), one a run, chosen by the commit's depth so
 * a run can be repeated. An edit joins when it has been seen green through the whole npm test in a
 * copy of main (the notes on issue 43 have the runs): server-field-label alone; the six together,
 * once the fixes that run asked for were made (contract fixtures of the new form, visual baselines
 * that tell an authored layout from a regression).
 */
const rotation = ['server-field-label', 'bindbank-copy', 'new-screen', 'new-form', 'market-text', 'insert-block'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { run: { type: 'string', default: 'npm test' }, commit: { type: 'string' }, keep: { type: 'boolean', default: false }, rotate: { type: 'boolean', default: false } },
});
const depth = (commit: string) => Number(execFileSync('git', ['rev-list', '--count', commit], { encoding: 'utf8' }).trim());
// Several edits name one trial made of all of them, in order (the calculator and the contact form together: issue 43).
const chosen = values.rotate ? [rotation[depth(values.commit ? revision(values.commit) : headCommit()) % rotation.length]!] : positionals;
const edit = chosen.join('+');
if (values.rotate) console.log(`CI's trial of a fair edit (one of ${rotation.join(', ')}, by the commit's depth): ${edit}; again: npm run trial:edits -- ${edit}`);
if (!chosen.length || chosen.some((name) => !(name in edits))) {
  console.error(`usage: npm run trial:edits -- ${Object.keys(edits).join('|')} [more edits…]|--rotate [--run "<command>"] [--commit REV] [--keep] (got "${positionals.join(' ')}")`);
  process.exit(2);
}

const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const commit = values.commit ? revision(values.commit) : headCommit();
const dir = copyOfCommit(commit, `kaagapay-trial-${edit}`);
let status = 1;
try {
  console.log(`trial ${edit} on ${commit.slice(0, 7)} in ${dir}`);
  for (const name of chosen) edits[name]!(dir);
  const validate = spawnSync('npx', ['tsx', 'scripts/authoring/validate.ts'], { cwd: dir, env, encoding: 'utf8' });
  const said = `${validate.stdout}${validate.stderr}`.trim();
  console.log(`npm run validate in the copy: ${validate.status === 0 ? said.split('\n').at(-1) : `failed\n${said}`}`);
  if (validate.status === 0) {
    const started = performance.now();
    let tail = '';
    status = await new Promise<number>((resolve) => {
      const child = spawn(values.run, { cwd: dir, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      const pass = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
        out.write(chunk);
        // Only the end is kept: it holds the summary, and a whole npm test log is megabytes.
        tail = (tail + chunk.toString()).slice(-20000);
      };
      child.stdout.on('data', pass(process.stdout));
      child.stderr.on('data', pass(process.stderr));
      child.on('close', (code) => resolve(code ?? 1));
    });
    // eslint-disable-next-line no-control-regex -- the colours Vitest writes to a pipe
    const plain = tail.replace(/\x1b\[[0-9;]*m/g, '');
    // The summary's lines, and the failed tests scripts/test-support/summarise-tests.ts lists under "Failed:".
    const lines = plain.split('\n');
    const start = lines.lastIndexOf('Failed:');
    const after = start < 0 ? [] : lines.slice(start + 1);
    const end = after.findIndex((line) => !line.startsWith('  '));
    const failed = start < 0 ? [] : ['Failed:', ...after.slice(0, end < 0 ? after.length : end)];
    const summary = [...failed, ...lines.filter((line) => /^\s*(Tests:|Tests\s|Test Files)|^\s*\d+s\s+(in all|FAILED|skipped)|^npm test:/.test(line))];
    console.log(`\ntrial ${edit}: \`${values.run}\` exited ${status} after ${((performance.now() - started) / 1000).toFixed(0)} s`);
    for (const line of summary) console.log(`  ${line.trimEnd()}`);
  }
} finally {
  removeCopy(dir, values.keep);
}
process.exit(status);
