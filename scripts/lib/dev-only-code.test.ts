import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { studioMarker } from '../../src/studio/studio-marker';
import { devOnlyCodeIn } from './dev-only-code';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('devOnlyCodeIn: no studio code in a build (issue 66)', () => {
  it('names each production file that holds the studio marker or its API path, and no other', () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<script src="/assets/app.js"></script>');
    writeFileSync(join(dist, 'assets/app.js'), 'console.log("app")');
    expect(devOnlyCodeIn(dist)).toEqual([]);
    writeFileSync(join(dist, 'assets/studio-x.js'), `document.documentElement.dataset.studio="${studioMarker}";fetch("/__studio/api/screens")`);
    expect(devOnlyCodeIn(dist)).toEqual([
      `assets/studio-x.js: holds the studio's "${studioMarker}" and "/__studio" (expected no studio code in a build: nothing shipped imports src/studio, and the studio stays off the build's inputs; see src/studio/server/studio-plugin.ts)`,
    ]);
  });
});
