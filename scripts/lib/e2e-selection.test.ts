import { describe, expect, it } from 'vitest';
import { e2eSelection, runsCheckItself } from './e2e-selection';

const screens = [
  { file: 'screens/bind-bank.json', routes: ['/bindBank'] },
  { file: 'screens/loan-confirm.json', routes: ['/loanConfirm'] },
  { file: 'screens/contact-info.json', routes: ['/contactInfo'] },
  { file: 'screens/site-home.json', routes: ['/'] },
];
const file = (path: string, routes: string[], ms: number) => ({ path, text: routes.map((route) => `await open(page, '${route}?productId=1');`).join('\n'), ms });
// What a copy edit of bind-bank.json found (issue 62): three files that name /bindBank alone ran, 27 s, and the bank form's own file was left out.
const files = [
  file('tests/e2e/drafts.e2e.ts', ['/bindBank'], 9_000),
  file('tests/e2e/telemetry.e2e.ts', ['/bindBank'], 10_000),
  file('tests/e2e/host-headers.e2e.ts', ['/bindBank'], 6_000),
  file('tests/e2e/bind-bank.e2e.ts', ['/bindBank', '/loanConfirm'], 15_000),
  file('tests/e2e/accessibility.e2e.ts', ['/bindBank', '/loanConfirm', '/'], 190_000),
];

describe('e2eSelection', () => {
  it('runs the file named after the changed screen first, then the files naming fewest routes, the quickest first, within the budget', () => {
    expect(e2eSelection(files, screens, ['screens/bind-bank.json'], 25_000)).toEqual({
      run: ['tests/e2e/bind-bank.e2e.ts', 'tests/e2e/host-headers.e2e.ts'],
      left: ['tests/e2e/drafts.e2e.ts', 'tests/e2e/telemetry.e2e.ts', 'tests/e2e/accessibility.e2e.ts'],
      unopened: [],
    });
  });

  it('runs one file even over the budget, and names a changed screen no file opens (a new one) for its generated cases', () => {
    expect(e2eSelection(files, screens, ['screens/loan-confirm.json', 'screens/contact-info.json'], 1_000)).toEqual({
      run: ['tests/e2e/bind-bank.e2e.ts'],
      left: ['tests/e2e/accessibility.e2e.ts'],
      unopened: ['contact-info.json'],
    });
    expect(e2eSelection(files, screens, ['screens/site-home.json'], 25_000)).toEqual({ run: [], left: [], unopened: [] });
  });

  it('never runs a file that runs npm run check itself, and counts the screens it opens as opened by none', () => {
    const studio = { path: 'tests/e2e/studio.e2e.ts', text: `// ${runsCheckItself}\nawait open(page, '/bindBank'); await open(page, '/contactInfo');`, ms: 1_000 };
    expect(e2eSelection([studio, ...files], screens, ['screens/bind-bank.json', 'screens/contact-info.json'], 25_000)).toEqual({
      run: ['tests/e2e/bind-bank.e2e.ts', 'tests/e2e/host-headers.e2e.ts'],
      left: ['tests/e2e/drafts.e2e.ts', 'tests/e2e/telemetry.e2e.ts', 'tests/e2e/accessibility.e2e.ts'],
      unopened: ['contact-info.json'],
    });
  });
});
