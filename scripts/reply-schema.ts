// npm run reply-schema -- screens/<file>.json <endpoint> [--print] [--force]: drafts the reply schema
// an endpoint names (`reply`) from its successful example replies (src/compiler/tools/draft-reply-schema.ts)
// and writes schemas/replies/<reply>.json. It never overwrites a schema without --force; --print
// only prints it. The draft is a start: require what the screen reads, then npm run validate.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isSuccess, type SuccessRule } from '../src/api/success-rule';
import { draftReplySchema } from '../src/compiler/tools/draft-reply-schema';
import { formatScreenJson } from '../src/compiler/tools/format-json';
import { projectRoot } from '../src/compiler/1-parse/files-on-disk';

const args = process.argv.slice(2);
const [file, name] = args.filter((a) => !a.startsWith('--'));
const usage = 'usage: npm run reply-schema -- screens/<file>.json <endpoint name> [--print] [--force]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!file || !name) fail(usage);
const path = resolve(process.cwd(), file);
const shown = relative(projectRoot, path).split('\\').join('/');
let document: { endpoints?: Record<string, { method?: string; path?: string; success?: SuccessRule; reply?: string; description?: string; examples?: Record<string, { code?: unknown }> }> };
try {
  document = JSON.parse(readFileSync(path, 'utf8')) as typeof document;
} catch (error) {
  fail(`${shown}: ${error instanceof Error ? error.message : String(error)} (expected a screen or fragment JSON file; ${usage})`);
}
const endpoint = document.endpoints?.[name];
if (!endpoint) fail(`${shown}#/endpoints: no endpoint "${name}" (expected one of ${Object.keys(document.endpoints ?? {}).join(', ') || 'none: the file declares no endpoints'})`);
const pointer = `${shown}#/endpoints/${name}`;
if (!endpoint.reply) fail(`${pointer}: no "reply" (expected the name of the schema to write, e.g. "reply": "${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}")`);
const rule = endpoint.success;
if (!rule) fail(`${pointer}: no "success" rule (expected "int0" or "str00", so the successful examples can be told apart)`);
const samples = Object.values(endpoint.examples ?? {}).filter((example) => isSuccess(rule, example?.code));
if (!samples.length) fail(`${pointer}/examples: no example whose code is a success under "${rule}" (expected at least one, e.g. { "code": ${rule === 'str00' ? '"00"' : 0}, "message": "success", "data": { … } })`);

const target = join(projectRoot, 'schemas/replies', `${endpoint.reply}.json`);
const schema = await draftReplySchema({ endpoint: endpoint.description ?? `${endpoint.method} ${endpoint.path}`, source: pointer, samples, rule });
const text = formatScreenJson(schema);
if (args.includes('--print')) {
  process.stdout.write(text);
} else if (existsSync(target) && !args.includes('--force')) {
  fail(`schemas/replies/${endpoint.reply}.json already exists: not overwritten (expected --print to compare, or --force to replace it)`);
} else {
  writeFileSync(target, text);
  console.log(`wrote schemas/replies/${endpoint.reply}.json from ${samples.length} example${samples.length === 1 ? '' : 's'} of ${pointer}; require what the screen reads, then run npm run validate`);
}
