// Prints one closing line over the Vitest JSON reports and the Storybook smoke run: "Tests: N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const path of process.argv.slice(2)) {
  const text = readFileSync(path, 'utf8');
  // The Storybook smoke run prints its own "N passed, N failed" line; Vitest writes JSON.
  const smoke = /stories: (\d+) passed, (\d+) failed/.exec(text);
  if (smoke) {
    passed += Number(smoke[1]);
    failed += Number(smoke[2]);
    continue;
  }
  const report = JSON.parse(text) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
