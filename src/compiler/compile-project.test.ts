// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { describe, expect, it, vi } from 'vitest';
import { listFragmentFiles, listScreenFiles, projectRoot, readScreenSource } from './1-parse/files-on-disk';

// Every schema check the compilation makes, by schema and file.
const checks: { schema: string; file: string }[] = [];
vi.mock('./1-parse/schema-validator', async (original) => {
  const actual = await original<typeof import('./1-parse/schema-validator')>();
  return {
    ...actual,
    createSchemaValidator: (...args: Parameters<typeof actual.createSchemaValidator>) => {
      const check = actual.createSchemaValidator(...args);
      return (document: unknown, file: string, schema = args[1] ?? 'screen.json') => {
        checks.push({ schema, file });
        return check(document, file, schema);
      };
    },
  };
});

const { compileProject, compiledProject } = await import('./compile-project');

describe('the compiled project', () => {
  it('checks each screen file against the schema once, whatever the number of languages', () => {
    checks.length = 0;
    const project = compileProject();
    expect(project.languages.size).toBeGreaterThan(0);
    const screens = listScreenFiles().map((path) => readScreenSource(path).file);
    expect(checks.filter((c) => c.schema === 'screen.json').map((c) => c.file).sort()).toEqual(screens.sort());
    // A fragment is checked once more for each use that passes a value for one of its {"$param"} placeholders.
    const plain = listFragmentFiles()
      .map((path) => readScreenSource(path))
      .filter((source) => !source.text.includes('"$param"'))
      .map((source) => source.file);
    for (const file of plain) expect(checks.filter((c) => c.file === file), file).toHaveLength(1);
  });

  it('is compiled once for every plugin of a build, even across fresh loads of the module (Vite loads its config again for the prerender)', async () => {
    const first = compiledProject(projectRoot);
    vi.resetModules();
    const fresh = await import('./compile-project');
    expect(fresh.compiledProject).not.toBe(compiledProject);
    expect(fresh.compiledProject(projectRoot)).toBe(first);
  });
});
