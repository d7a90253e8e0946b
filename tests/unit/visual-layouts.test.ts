// @vitest-environment node
// The visual baselines guard the code, not the author (issue 43): a screenshot that differs fails
// unless the screen's JSON changed its layout since the baseline was recorded
// (tests/e2e/layout-fingerprint.ts). check: reads the project documents.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contractRoutes } from '../../scripts/contract/contract-routes';
import { layoutFingerprint } from '../e2e/layout-fingerprint';
import { baselineDir, judged, layoutsFile, visualCases, visualName } from '../e2e/visual-baseline';
import { screenCopy } from '../support/screen-copy';

const root = join(import.meta.dirname, '../..');
const copies: string[] = [];
/** screens/ and locales/ of the project, in a folder of their own, to be edited. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
  copies.push(dir);
  cpSync(join(root, 'screens'), join(dir, 'screens'), { recursive: true });
  cpSync(join(root, 'locales'), join(dir, 'locales'), { recursive: true });
  return dir;
}
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const edit = (dir: string, file: string, change: (text: string) => string) => writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));

describe('layout fingerprint', () => {
  it('stays the same when a text is reworded with its Filipino', () => {
    const dir = copy();
    const before = layoutFingerprint(dir, 'bind-bank');
    const title = screenCopy('bind-bank').text('/title');
    edit(dir, 'screens/bind-bank.json', (text) => text.replace(JSON.stringify(title), JSON.stringify(`${title} (new)`)));
    edit(dir, 'locales/fil.json', (text) => text.replace(`${JSON.stringify(title)}:`, `${JSON.stringify(`${title} (new)`)}:`));
    expect(layoutFingerprint(dir, 'bind-bank')).toBe(before);
  });

  it('changes when a block is added to the screen, or to a fragment it uses', () => {
    const dir = copy();
    const screen = layoutFingerprint(dir, 'bind-bank');
    edit(dir, 'screens/bind-bank.json', (text) => text.replace('"body": [', '"body": [{ "type": "paragraph", "text": "Notice" }, '));
    expect(layoutFingerprint(dir, 'bind-bank')).not.toBe(screen);

    const home = layoutFingerprint(dir, 'site-home');
    const bank = layoutFingerprint(dir, 'bind-bank');
    edit(dir, 'screens/fragments/site-header.json', (text) => text.replace(/"type": "([\w-]+)"/, '"type": "$1", "id": "moved"'));
    expect(layoutFingerprint(dir, 'site-home')).not.toBe(home);
    // A screen that does not use the fragment keeps its fingerprint.
    expect(layoutFingerprint(dir, 'bind-bank')).toBe(bank);
  });
});

describe('a screenshot that differs from its baseline', () => {
  const differs = { ratio: 0.02, problem: 'tests/e2e/visual-baselines/x-390.png: 2.00% of pixels differ (6583); at most 0.3% may.' };

  it('fails when its screen kept its layout: only code changed the look', () => {
    expect(judged('x-390', 'x', differs, 'aaaa', 'aaaa')).toEqual(differs);
  });

  it('fails when its baseline has no fingerprint recorded', () => {
    expect(judged('x-390', 'x', differs, undefined, 'aaaa')).toEqual(differs);
  });

  it('is reported as the author’s when its screen changed its layout', () => {
    const result = judged('x-390', 'x', differs, 'aaaa', 'bbbb');
    expect(result.problem).toBe('');
    expect(result.authored).toMatch(/screens\/x\.json .* changed its layout .*2\.00% of pixels differ.*npm run test:visual:update/);
  });
});

it('every baseline has its screen fingerprint recorded, and every recorded one its baseline', () => {
  const recorded = Object.keys(JSON.parse(readFileSync(layoutsFile(), 'utf8')) as Record<string, string>).sort();
  const pictures = readdirSync(baselineDir).filter((name) => name.endsWith('.png')).map((name) => name.replace(/\.png$/, '')).sort();
  expect(recorded).toEqual(pictures);
  expect(visualCases(contractRoutes).map((c) => visualName(c.route, c.viewport.width)).sort()).toEqual(pictures);
});
