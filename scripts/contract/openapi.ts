// npm run openapi [-- --out <folder>]: the backend contract from the screens (src/contract/), as
// dist/openapi.json (OpenAPI 3.1) and dist/openapi.html (the same, to read), checked by
// @readme/openapi-parser. The build writes the same two files; the dev server answers them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compileErrors, validate } from '@readme/openapi-parser';
import { openApiHtml } from '../../src/contract/openapi-view';
import { projectOpenApi } from '../../src/contract/project-contract';
import { contractFiles } from '../../src/contract/vite-plugin';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const out = resolve(process.cwd(), values.out!);
const { document, problems } = projectOpenApi();
if (problems.length) {
  console.error(`The API contract could not be made:\n${problems.join('\n')}`);
  process.exit(1);
}
// The validator resolves references in place: give it a copy.
const result = await validate(structuredClone(document) as never);
if (!result.valid) {
  console.error(`The OpenAPI document does not validate (a bug of src/contract/openapi.ts):\n${compileErrors(result)}`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, contractFiles.json), `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(join(out, contractFiles.html), openApiHtml(document));
const operations = Object.values(document.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
const shown = relative(projectRoot, out) || '.';
console.log(`wrote ${shown}/${contractFiles.json} (${operations} endpoints, OpenAPI ${String(document.openapi)}, valid) and ${shown}/${contractFiles.html} to read`);
