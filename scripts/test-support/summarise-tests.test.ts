// @vitest-environment node
// CI keeps the end of npm test's log: the summary must name what failed there (issue 43).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'summarise-tests-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const summarise = (...reports: [string, unknown][]) => {
  const paths = reports.map(([name, body]) => {
    const path = join(dir, name);
    writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
    return path;
  });
  return spawnSync('npx', ['tsx', 'scripts/test-support/summarise-tests.ts', ...paths], { encoding: 'utf8', cwd: join(import.meta.dirname, '../..') });
};

const red = `${String.fromCharCode(27)}[31m`;
const e2e = {
  numPassedTests: 3,
  numFailedTests: 2,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    { name: join(process.cwd(), 'tests/e2e/pay.e2e.ts'), status: 'failed', assertionResults: [{ fullName: 'repay > shows the amount', status: 'failed', failureMessages: [`${red}AssertionError: expected '₱1' to be '₱2'\n    at stack`] }, { fullName: 'repay > loads', status: 'passed' }, { fullName: 'repay > waits', status: 'failed', failureMessages: [`Error: STACK_TRACE_ERROR\n    at task (file:///x/node_modules/@vitest/runner/dist/chunk.js:1:2)\n    at ${join(process.cwd(), 'tests/e2e/pay.e2e.ts')}:40:3`] }] },
    { name: join(process.cwd(), 'tests/e2e/broken.e2e.ts'), status: 'failed', message: 'Error: nginx did not start\nstack', assertionResults: [] },
    { name: join(process.cwd(), 'tests/e2e/fine.e2e.ts'), status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
  ],
};

describe('npm test summary', { timeout: 30_000 }, () => {
  it('names each failed test and each file that failed to run, by file, with the first line of its message, and exits 1', () => {
    const run = summarise(['e2e.json', e2e], ['storybook.txt', 'Storybook stories: 10 passed, 0 failed']);
    expect(run.stdout).toContain("  tests/e2e/pay.e2e.ts > repay > shows the amount: AssertionError: expected '₱1' to be '₱2'\n");
    expect(run.stdout).toContain('  tests/e2e/broken.e2e.ts: Error: nginx did not start\n');
    expect(run.stdout).toContain('  tests/e2e/pay.e2e.ts > repay > waits: no message in the JSON report (most often a time-out; the log above has it), the test at tests/e2e/pay.e2e.ts:40:3\n');
    expect(run.stdout).not.toContain('fine');
    expect(run.stdout).toContain('Tests: 13 passed, 3 failed, 1 skipped');
    expect(run.status).toBe(1);
  });

  it('lists nothing and exits 0 when all passed', () => {
    const run = summarise(['green.json', { numPassedTests: 2, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [] }]);
    expect(run.stdout).not.toContain('Failed:');
    expect(run.stdout).toContain('Tests: 2 passed, 0 failed, 0 skipped');
    expect(run.status).toBe(0);
  });
});
