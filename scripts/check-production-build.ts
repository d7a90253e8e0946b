// The production build (dist/) must talk to the real /stations: no mock service worker, no
// dev API handlers. Fails when any dev-API marker is found in the emitted files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const dist = join(import.meta.dirname, '../dist');
const markers = ['mockServiceWorker', 'setupWorker', 'devapi.overrides', 'dev-api/state'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const found: string[] = [];
const all = files(dist);
for (const path of all) {
  const text = readFileSync(path, 'utf8');
  for (const marker of markers) if (text.includes(marker)) found.push(`dist/${relative(dist, path)}: contains "${marker}" (expected no dev-API code in the production build)`);
}
if (found.length) {
  console.log(found.join('\n'));
  process.exit(1);
}
console.log(`production build: ${all.length} files, no dev-API code`);
