// @vitest-environment node
// The compiler's stages run in order and depend in that order only (docs/compiler.md): a stage
// imports shared/ and earlier stages, never a later one; the pipeline on top (src/compiler/*.ts)
// imports the stages; tools/ for authors import anything of the compiler and nothing imports them.
// So a stage can be read, tested and changed knowing only what comes before it.
import { describe, expect, it } from 'vitest';
import { cyclesOf, importEdges, sourceFiles } from '../../scripts/lib/import-graph';
import { projectRoot } from './1-parse/files-on-disk';

const compiler = 'src/compiler';

/** A file's place in the order: shared/ first, then each numbered stage, the pipeline, the tools. */
function rankOf(file: string): { rank: number; name: string } {
  const [part = '', ...rest] = file.slice(compiler.length + 1).split('/');
  if (!rest.length) return { rank: 1000, name: 'the pipeline (src/compiler/*.ts)' };
  if (part === 'shared') return { rank: 0, name: 'shared/' };
  if (part === 'tools') return { rank: 2000, name: 'tools/' };
  const stage = /^(\d+)-/.exec(part);
  if (!stage) throw new Error(`${file}: ${part}/ is neither shared/, tools/ nor a numbered stage (expected a folder such as 7-<what it does>)`);
  return { rank: Number(stage[1]), name: `${part}/` };
}

// Tests sit beside their code and may run the whole pipeline: they are left out.
const files = sourceFiles(projectRoot, compiler, { tests: false });
const edges = importEdges(projectRoot, files);

describe('the compiler', () => {
  it('has its stages in numbered folders, read here', () => {
    const stages = new Set(files.map((file) => rankOf(file).name).filter((name) => /^\d/.test(name)));
    expect([...stages].sort()).toEqual(['1-parse/', '2-translate/', '3-compile/', '4-expand/', '5-cross-check/', '6-emit/']);
  });

  it('imports from earlier stages and shared/ only, never from a later one', () => {
    const backwards = edges
      .filter(({ from, to }) => to.startsWith(`${compiler}/`) && rankOf(to).rank > rankOf(from).rank)
      .map(({ from, to }) => `${from} imports ${to}: ${rankOf(to).name} comes after ${rankOf(from).name} (move what both need to an earlier stage or shared/)`);
    expect(backwards).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cyclesOf(edges.filter(({ to }) => to.startsWith(`${compiler}/`)))).toEqual([]);
  });

  it('never imports the Vite plugins that run it (src/build/)', () => {
    expect(edges.filter(({ to }) => to.startsWith('src/build/')).map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });
});
