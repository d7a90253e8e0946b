// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setAside } from './set-aside-out-dir-plugin';

describe("the last build's files, set aside (src/build/set-aside-out-dir-plugin.ts)", () => {
  it('leaves the output folder with only its .git, and removes what it moved and what earlier builds left', async () => {
    const root = mkdtempSync(join(tmpdir(), 'set-aside-'));
    const outDir = join(root, 'dist');
    const aside = join(root, 'aside');
    for (const dir of ['assets', 'faq', '.git']) mkdirSync(join(outDir, dir), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<p>Magandang araw</p>');
    writeFileSync(join(outDir, 'faq/index.html'), '<p>FAQ</p>');
    writeFileSync(join(outDir, '.git/HEAD'), 'ref: refs/heads/main');
    // What a build stopped halfway left behind.
    mkdirSync(join(aside, 'build-left'), { recursive: true });
    writeFileSync(join(aside, 'build-left/old.js'), 'old');

    const { moved, removed } = setAside(outDir, aside);
    expect(moved).toBe(true);
    expect(readdirSync(outDir)).toEqual(['.git']);
    expect(existsSync(join(outDir, '.git/HEAD'))).toBe(true);
    await removed;
    expect(readdirSync(aside)).toEqual([]);
  });
});
