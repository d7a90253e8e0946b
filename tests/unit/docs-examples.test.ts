// @vitest-environment node
// The README and every page of docs/ giving files to write (```json screens/x.json blocks, catalogue entries to
// add) are written into a copy of the project and checked as npm run validate and the build check it,
// so an example cannot pass one and fail the other (issue 62: docs/new-screen.md's reply schema
// passed validate and failed the build's backend contract with "code has no type").
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../src/compiler/compile-project';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { projectOpenApi } from '../../src/contract/project-contract';
import { givesFiles, projectWithDocFiles } from './doc-files';

// The README's screen is a newcomer's first: it must run as given.
const pages = ['README.md', ...readdirSync(join(projectRoot, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]
  .map((name) => ({ name, markdown: readFileSync(join(projectRoot, name), 'utf8') }))
  .filter((page) => givesFiles(page.markdown));
const copies: string[] = [];
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the files the README and docs/ give', () => {
  it('are found (the README and the new-screen guide give some)', () => {
    expect(pages.map((page) => page.name)).toEqual(expect.arrayContaining(['README.md', 'docs/new-screen.md']));
  });

  it.each(pages)('$name: its files pass npm run validate and the build\'s backend contract', ({ markdown }) => {
    const root = projectWithDocFiles(markdown);
    copies.push(root);
    expect(compileProject(root).lines).toEqual([]);
    // The build writes dist/openapi.json from the reply schemas (src/contract/vite-plugin.ts) and fails on any problem.
    expect(projectOpenApi(root, 'docs').problems).toEqual([]);
  });
});
