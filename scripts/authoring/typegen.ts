// npm run typegen: src/generated/screen.ts, market.ts and telemetry-batch.ts from schemas/, and
// src/generated/phone-metadata.json (libphonenumber-js's mobile metadata for the market's country
// only: all countries would add some 25 kB gzipped to every screen). With --check, exit 1 when a
// committed file differs from what the schemas, config/market.json and the installed
// libphonenumber-js give (CI runs this).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, compileFromFile } from 'json-schema-to-typescript';
import { loadSchemaFiles, projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { compiledFormSchemas } from '../../src/compiler/6-emit/schema-defaults';
import { phoneMetadataFor } from '../lib/phone-metadata';

const banner = `/* Generated from schemas/ by npm run typegen: do not edit. CI fails when this file is stale. */`;
// The screen types are the compiled documents the page reads: a property the schema gives a
// default is always there (src/compiler/6-emit/schema-defaults.ts). The market file and the
// telemetry batch are read as written.
const targets = [
  { schema: 'schemas/screen.json', out: 'src/generated/screen.ts', compiled: true },
  { schema: 'schemas/market.json', out: 'src/generated/market.ts', compiled: false },
  { schema: 'schemas/telemetry-batch.json', out: 'src/generated/telemetry-batch.ts', compiled: false },
];
const schemasDir = join(projectRoot, 'schemas');
const compiledForm = compiledFormSchemas(loadSchemaFiles());
/** Reads each schema file of the compiled form, by its path below schemas/, instead of from disk. */
const compiledFormFiles = { resolve: { file: { read: (file: { url: string }) => JSON.stringify(compiledForm[file.url.slice(schemasDir.length + 1).split('\\').join('/')]) } } };

const check = process.argv.includes('--check');
let stale = 0;
const outputs: { out: string; source: () => Promise<string> }[] = [
  ...targets.map(({ schema, out, compiled }) => {
    const options = { cwd: schemasDir, bannerComment: banner, additionalProperties: false, unknownAny: true, format: true, style: { singleQuote: true, printWidth: 120 } };
    const file = schema.slice('schemas/'.length);
    return {
      out,
      source: () =>
        compiled
          ? compile(compiledForm[file] as Parameters<typeof compile>[0], file, { ...options, $refOptions: compiledFormFiles as never })
          : compileFromFile(join(projectRoot, schema), options),
    };
  }),
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
