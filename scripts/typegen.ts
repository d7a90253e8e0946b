// npm run typegen: src/generated/screen.ts from schemas/. With --check, exit 1 when the
// committed file differs from what the schemas give (CI runs this).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFromFile } from 'json-schema-to-typescript';
import { projectRoot } from '../src/validation/files-on-disk';

const banner = `/* Generated from schemas/ by npm run typegen: do not edit. CI fails when this file is stale. */`;
const targets = [
  { schema: 'schemas/screen.json', out: 'src/generated/screen.ts' },
  { schema: 'schemas/market.json', out: 'src/generated/market.ts' },
];

const check = process.argv.includes('--check');
let stale = 0;
for (const { schema, out } of targets) {
  const source = await compileFromFile(join(projectRoot, schema), {
    cwd: join(projectRoot, 'schemas'),
    bannerComment: banner,
    additionalProperties: false,
    unknownAny: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  const path = join(projectRoot, out);
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // first run: nothing to compare with
  }
  if (check) {
    if (current !== source) {
      stale++;
      console.log(`${out}: stale (expected the output of npm run typegen; run it and commit the result)`);
    }
  } else if (current !== source) {
    writeFileSync(path, source);
    console.log(`wrote ${out}`);
  }
}
if (check && stale) process.exit(1);
if (check) console.log('generated types are up to date');
