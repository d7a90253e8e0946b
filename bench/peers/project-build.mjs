// The peer benchmark's scripts/project-build.mjs, kept in the project's repository
// (bench/peers/project-build.mjs): `npm run bench:peers` (bench/peers/run.ts) puts it in place of
// the harness's copy, which was written for an older layout of the project. The harness's
// scripts/build.mjs imports projectBuildConfig from here for an implementation whose bench.json says
// "projectBuild": true (impls/project, the project's bench/peers/slot/).
//
// All it does is load $PROJECT_DIR/bench/peers/slot-build.ts, where the settings are (the project's
// compiler and Vite plugins), with Vite's runnerImport: the harness runs plain Node, which does not
// load TypeScript.
import { runnerImport } from 'vite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './impls.mjs';

/** Loads a TypeScript module. runnerImport sets NODE_ENV to "development" when it is unset, which
 *  would make the following `vite build` bundle React's development build: put it back. */
async function load(file) {
  const before = process.env.NODE_ENV;
  try {
    return (await runnerImport(file)).module;
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

export async function projectBuildConfig(implDir) {
  const projectDir = process.env.PROJECT_DIR;
  if (!projectDir) throw new Error(`${implDir}: bench.json says "projectBuild": true, so PROJECT_DIR=/path/to/the/project must be set (README.md)`);
  if (!existsSync(join(projectDir, 'node_modules'))) throw new Error(`${projectDir}/node_modules missing: run npm ci there first (README.md)`);
  const { slotBuildConfig } = await load(join(projectDir, 'bench/peers/slot-build.ts'));
  const workload = await load(join(ROOT, 'shared/workload.ts'));
  return slotBuildConfig({ projectDir, implDir, harnessDir: ROOT, workload });
}
