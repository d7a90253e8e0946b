// Prints the closing lines over the Vitest JSON reports and the Storybook smoke run: every failed
// test by file and name with the first line of its message, then "Tests: N passed, N failed".
// CI keeps only the end of a long log (issue 43: a red run named no test), so the names come last.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; status: string; message?: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

// Colour codes and the stack stay in the full log; one line says what broke.
function firstLine(text = ''): string {
  const lines = text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n').map((line) => line.trim()).filter(Boolean);
  // Vitest's JSON report keeps a time-out only as the stack of a placeholder error: name it, and where the test is.
  if (lines[0] === 'Error: STACK_TRACE_ERROR') {
    const at = lines.find((line) => /\.(test|e2e)\.tsx?:\d+/.test(line))?.replace(/^at\s+/, '');
    return `no message in the JSON report (most often a time-out; the log above has it)${at ? `, the test at ${relative(process.cwd(), at)}` : ''}`;
  }
  return lines[0]?.slice(0, 300) ?? '';
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
for (const path of process.argv.slice(2)) {
  const text = readFileSync(path, 'utf8');
  // The Storybook smoke run prints its own "N passed, N failed" line and its failures above it; Vitest writes JSON.
  const smoke = /stories: (\d+) passed, (\d+) failed/.exec(text);
  if (smoke) {
    passed += Number(smoke[1]);
    failed += Number(smoke[2]);
    if (Number(smoke[2])) failures.push(`${path}: ${smoke[2]} stor${smoke[2] === '1' ? 'y' : 'ies'} failed (listed above it)`);
    continue;
  }
  const report = JSON.parse(text) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests) failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed with no failed test did not load or its hooks failed.
    if (file.status === 'failed' && !tests.length) {
      failures.push(`${name}: ${firstLine(file.message) || 'the file failed outside its tests'}`);
      failed += 1;
    }
  }
}
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
