// npm run reply-schema -- screens/<file>.json <endpoint> [--print] [--force]: drafts the reply schema
// an endpoint names (`reply`) from its successful example replies (src/compiler/tools/draft-reply-schema.ts)
// and writes schemas/replies/<reply>.json. It never overwrites a schema without --force; --print
// only prints it. The draft is a start: require what the screen reads, then npm run validate.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftReplySchema } from '../../src/compiler/tools/draft-reply-schema';
import { formatScreenJson } from '../../src/compiler/tools/format-json';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { fail, screenEndpoint } from '../lib/screen-endpoint';

const args = process.argv.slice(2);
const [file, name] = args.filter((a) => !a.startsWith('--'));
const usage = 'usage: npm run reply-schema -- screens/<file>.json <endpoint name> [--print] [--force]';

if (!file || !name) fail(usage);
const { pointer, endpoint, rule, samples } = screenEndpoint(file, name, usage);
if (!endpoint.reply) fail(`${pointer}: no "reply" (expected the name of the schema to write, e.g. "reply": "${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}")`);

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
