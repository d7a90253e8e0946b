// The production build (dist/) must talk to the real /stations: no mock service worker, no
// dev API handlers. Fails when any dev-API marker is found in the emitted files.
// It must also run under a strict Content Security Policy (no 'unsafe-eval'): reply schemas are
// compiled at build time, so no JSON Schema compiler and no eval / new Function may be shipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// An optional directory argument checks another build (e.g. to see this check fail on purpose).
const dist = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, '../../dist');
const shown = relative(process.cwd(), dist) || '.';
// dev-api/telemetry: the dev API's report receiver and its page (src/dev-api/telemetry.ts).
const markers = ['mockServiceWorker', 'setupWorker', 'devapi.overrides', 'dev-api/state', 'dev-api/telemetry', 'Telemetry received'];
// Developer text a borrower must never read: the host-app bridge's note (src/app/bridge-log.tsx).
const developerText = ['App bridge:'];

// Strings only a JSON Schema compiler (ajv) contains, and the calls a strict CSP forbids.
const compilerMarkers = ['strict mode: unknown keyword', 'no schema with key or ref', 'schema with key or id'];
const evalCalls = [/(?<![\w$.])eval\s*\(/, /\bnew\s+Function\s*\(/, /(?<![\w$.])Function\s*\(\s*["'`]/];

function runtimeCompilerUses(text: string): string[] {
  const problems: string[] = [];
  for (const marker of compilerMarkers) if (text.includes(marker)) problems.push(`contains a JSON Schema compiler ("${marker}") (expected reply schemas compiled at build time: src/compiler/6-emit/reply-validators.ts; ajv only in build tools)`);
  for (const pattern of evalCalls) {
    const at = pattern.exec(text);
    if (at) problems.push(`calls ${at[0].trim()}… at offset ${at.index}: "${text.slice(Math.max(0, at.index - 40), at.index + 40)}" (expected no eval or new Function: the app must run under a strict Content Security Policy)`);
  }
  return problems;
}

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
  for (const marker of markers) if (text.includes(marker)) found.push(`${shown}/${relative(dist, path)}: contains "${marker}" (expected no dev-API code in the production build)`);
  for (const marker of developerText) if (text.includes(marker)) found.push(`${shown}/${relative(dist, path)}: contains "${marker}" (expected no developer notes in the production build: they show only in dev and dev-API builds)`);
  if (path.endsWith('.js')) for (const problem of runtimeCompilerUses(text)) found.push(`${shown}/${relative(dist, path)}: ${problem}`);
}
if (found.length) {
  console.log(found.join('\n'));
  process.exit(1);
}
console.log(`production build: ${all.length} files, no dev-API code, no developer notes, no schema compiler, no eval or new Function`);
