// npm run typegen: src/generated/screen.ts, market.ts and telemetry-batch.ts from schemas/, and
// src/generated/phone-metadata.json (libphonenumber-js's mobile metadata for the market's country
// only: all countries would add some 25 kB gzipped to every screen). With --check, exit 1 when a
// committed file differs from what the schemas, config/market.json and the installed
// libphonenumber-js give (CI runs this).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFromFile } from 'json-schema-to-typescript';
import { projectRoot } from '../src/compiler/1-parse/files-on-disk';
import { phoneMetadataFor } from './lib/phone-metadata';

const banner = `/* Generated from schemas/ by npm run typegen: do not edit. CI fails when this file is stale. */`;
const targets = [
  { schema: 'schemas/screen.json', out: 'src/generated/screen.ts' },
  { schema: 'schemas/market.json', out: 'src/generated/market.ts' },
  { schema: 'schemas/telemetry-batch.json', out: 'src/generated/telemetry-batch.ts' },
];

const check = process.argv.includes('--check');
let stale = 0;
const outputs: { out: string; source: () => Promise<string> }[] = [
  ...targets.map(({ schema, out }) => ({
    out,
    source: () =>
      compileFromFile(join(projectRoot, schema), {
        cwd: join(projectRoot, 'schemas'),
        bannerComment: banner,
        additionalProperties: false,
        unknownAny: true,
        format: true,
        style: { singleQuote: true, printWidth: 120 },
      }),
  })),
  { out: 'src/generated/phone-metadata.json', source: async () => `${JSON.stringify(phoneMetadataFor(join(projectRoot, 'config/market.json')))}\n` },
];
for (const { out, source: make } of outputs) {
  const source = await make();
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
