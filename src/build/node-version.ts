// The Node a release is built on: the one package.json's `engines` names (issue 63). Node 20 builds
// this project's bytes today, but it left support in April 2026, and a release pipeline left on it
// gets no security fixes; the build says so instead of a mismatch surfacing later.
import type { Plugin } from 'vite';

/** The lowest major `engines.node` allows, from its `>=N` form (undefined for any other form: nothing to check). */
export function minimumNodeMajor(engines: string | undefined): number | undefined {
  const match = engines?.match(/^\s*>=\s*v?(\d+)(?:\.\d+){0,2}\s*$/);
  return match ? Number(match[1]) : undefined;
}

/** Why this Node may not build a release, or undefined when it may. */
export function nodeVersionProblem(engines: string | undefined, running: string): string | undefined {
  const minimum = minimumNodeMajor(engines);
  const major = Number(running.replace(/^v/, '').split('.')[0]);
  if (minimum === undefined || major >= minimum) return undefined;
  return `A release is built on Node ${minimum} or later (package.json "engines": "${engines}"); this is Node ${running}. Install Node ${minimum} LTS, or run \`source scripts/test-support/node-24.sh\` (it puts Node ${minimum} from the npm registry first on PATH), then build again.`;
}

/** Stops `vite build` on an older Node than `engines` names; the dev server is left to run on any Node Vite takes. */
export function nodeVersionPlugin(engines: string | undefined, running = process.versions.node): Plugin {
  return {
    name: 'kaagapay-node-version',
    apply: 'build',
    buildStart() {
      const problem = nodeVersionProblem(engines, running);
      if (problem) this.error(problem);
    },
  };
}
