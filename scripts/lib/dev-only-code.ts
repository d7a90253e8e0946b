// After a build: the studio (src/studio/, issue 66) and its API are the dev server's alone. Its
// page carries a marker string (src/studio/studio-marker.ts) and its requests go to /__studio:
// a production file holding either means studio code was bundled (an import from shipped code, an
// entry added to the build), which the build's checks refuse. So does one holding the attribute the
// renderer marks blocks with in the studio's canvas (src/renderer/studio-canvas.ts): a build keeps
// that branch only when import.meta.env.DEV no longer guards it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { studioMarker } from '../../src/studio/studio-marker';
import { canvasBlockAttribute } from '../../src/renderer/studio-canvas';

const markers = [studioMarker, '/__studio', canvasBlockAttribute];

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/** One line per production file holding studio code, naming the marker found and what to do. */
export function devOnlyCodeIn(dist: string): string[] {
  return filesIn(dist)
    .filter((path) => /\.(js|mjs|html|css|json|map)$/.test(path))
    .flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const found = markers.filter((marker) => text.includes(marker));
      return found.length ? [`${relative(dist, path)}: holds the studio's ${found.map((m) => `"${m}"`).join(' and ')} (expected no studio code in a build: nothing shipped imports src/studio, and the studio stays off the build's inputs; see src/studio/server/studio-plugin.ts)`] : [];
    });
}
