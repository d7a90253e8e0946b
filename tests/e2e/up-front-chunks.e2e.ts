// Issue 44: the fields chunk (react-hook-form, the text field, Mantine's Input: 17.5 kB) had come
// back onto every app page through a small module the plain form shares with the fields
// (src/build/chunk-groups.ts). Read from the built pages, so a new shared import that drags the
// chunk in again fails here, whatever module it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { isChunkOf } from '../../src/build/chunk-groups';

/** The scripts a built page fetches before its first screen: its module scripts and modulepreloads. */
function upFrontScripts(page: string): string[] {
  const html = readFileSync(join(inject('outDir'), page), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((match) => match[1]!);
}

describe('the chunks a page fetches up front', () => {
  it.each(['error/index.html', 'error/index.fil.html', 'customerService/index.html', 'carpmm/index.html'])('leave the fields chunk out of %s, whose screen has no field', (page) => {
    const scripts = upFrontScripts(page);
    expect(scripts.length, page).toBeGreaterThan(3);
    expect(scripts.filter((script) => isChunkOf('fields', script))).toEqual([]);
  });

  it('keep it on a page whose screen has fields', () => {
    expect(upFrontScripts('bindBank/index.html').some((script) => isChunkOf('fields', script))).toBe(true);
  });
});
