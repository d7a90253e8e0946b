// A copy of one commit of this project to try something on (npm run bench:scale, npm run
// trial:edits): a git worktree under the system's temp folder, sharing this node_modules so no
// install is needed, removed again when the caller is done.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '../..');

/** The commit HEAD names now, so every copy a run makes is of the same one whatever is committed meanwhile. */
export const headCommit = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim();

/** The commit a name (a branch, tag or abbreviated hash) stands for; throws naming it when it stands for none. */
export const revision = (name: string) => execFileSync('git', ['rev-parse', '--verify', `${name}^{commit}`], { cwd: projectRoot, encoding: 'utf8' }).trim();

/** A detached worktree of `commit` in a new temp folder whose name starts with `prefix`; returns its path. */
export function copyOfCommit(commit: string, prefix: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), `${prefix}-`)), 'project');
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', dir, commit], { cwd: projectRoot });
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  linkShared(dir);
  return dir;
}

/** The suite reads ../shared beside the repository (the spec, the peer benchmark): links it beside a copy at `dir` too. */
export function linkShared(dir: string): void {
  const shared = join(projectRoot, '../shared');
  if (existsSync(shared)) symlinkSync(realpathSync(shared), join(dirname(dir), 'shared'));
}

/** Removes a copy made by copyOfCommit, or says how to when `keep` (to look into it after a failure). */
export function removeCopy(dir: string, keep = false): void {
  if (keep) {
    console.log(`kept ${dir} (git worktree remove --force ${dir})`);
    return;
  }
  execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: projectRoot });
  // The temp folder copyOfCommit made around it goes too.
  rmSync(dirname(dir), { recursive: true, force: true });
}

/** The folders a screen edit touches and the compiler reads (src/compiler/compile-project.ts). */
const authoredFolders = ['screens', 'schemas', 'locales', 'config'];

/**
 * Those folders as HEAD has them, in a new temp folder whose name starts with `prefix`: what a
 * trial edit's unit test edits, so that a change a product person has not committed yet (a new
 * form, a relabelled field) cannot break the trial (issue 62). Remove it with rmSync when done.
 */
export function copyOfHeadAuthoring(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD', ...authoredFolders], { cwd: projectRoot, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  return root;
}

/**
 * The project's files as the work tree has them now (tracked, and new ones git does not ignore),
 * in a new temp folder whose name starts with `prefix`, with this node_modules linked in: what
 * npm run build:diff builds, so that it measures the change being made, committed or not.
 * Remove it with rmSync when done.
 */
export function copyOfWorkTree(prefix: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), `${prefix}-`)), 'project');
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const from = join(projectRoot, file);
    // A tracked file deleted in the work tree is listed still: the copy goes without it, as the work tree does.
    if (!existsSync(from) || statSync(from).isDirectory()) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(from, join(dir, file));
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
