// @vitest-environment node
// The lint's circle rule on small projects written for each case: type-only and import() edges
// close a circle as a value import does (import-x/no-cycle counts neither), and a chain that never
// comes back is left alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCircle } from './import-circle-rule';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function lint(files: Record<string, string>, file: string): Promise<string[]> {
  const cwd = mkdtempSync(join(tmpdir(), 'import-circle-'));
  dirs.push(cwd);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(cwd, name), text);
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [{
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser as never },
      plugins: { local: { rules: { 'no-import-circle': noImportCircle } } },
      rules: { 'local/no-import-circle': 'error' },
    }],
  });
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((m) => m.message);
}

describe('local/no-import-circle', () => {
  it('finds a circle closed by a type-only import, naming the way round', async () => {
    const messages = await lint({ 'a.ts': "import { b } from './b';\nexport const a = b;\n", 'b.ts': "import { c } from './c';\nexport const b = c;\n", 'c.ts': "import type { a } from './a';\nexport const c: typeof a | 1 = 1;\n" }, 'a.ts');
    expect(messages).toEqual([expect.stringMatching(/^a\.ts imports b\.ts → c\.ts, which imports a\.ts again: a circle .*Move what both sides need into a module of its own/)]);
  });

  it('finds a circle closed by import()', async () => {
    const messages = await lint({ 'early.ts': "export const load = () => import('./late');\n", 'late.ts': "import type { load } from './early';\nexport type Load = typeof load;\n" }, 'early.ts');
    expect(messages).toEqual([expect.stringMatching(/^early\.ts imports late\.ts, which imports early\.ts again/)]);
  });

  it('leaves a chain that never comes back alone', async () => {
    expect(await lint({ 'top.ts': "import { low } from './low';\nexport const top = low;\n", 'low.ts': 'export const low = 1;\n' }, 'top.ts')).toEqual([]);
  });
});
