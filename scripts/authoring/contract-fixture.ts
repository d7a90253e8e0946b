// npm run contract-fixture -- screens/<file>.json <endpoint> [--print] [--force]: drafts the contract
// fixture of an endpoint (tests/contract/replies/, named by src/contract/fixtures.ts
// contractFixtureFile) from its first successful example reply, in the two shapes every screen is
// opened with (draftContractFixture), the strings shape held to the endpoint's reply schema. It never
// overwrites a fixture without --force; --print only prints it. The draft is a start: write in
// "source" where the shape comes from and leave out of the strings shape what a server may leave out.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { contractFixtureFile, contractFixtureText, draftContractFixture } from '../../src/contract/fixtures';
import { loadReplySchemaSet, replyChecker } from '../../src/contract/reply-schemas';
import { fail, screenEndpoint } from '../lib/screen-endpoint';

const args = process.argv.slice(2);
const [file, name] = args.filter((a) => !a.startsWith('--'));
const usage = 'usage: npm run contract-fixture -- screens/<file>.json <endpoint name> [--print] [--force]';

if (!file || !name) fail(usage);
const { pointer, endpoint, rule, samples } = screenEndpoint(file, name, usage);
const { method, path, reply } = endpoint;
if (!method || !path) fail(`${pointer}: no "method" or "path" (expected both, e.g. "method": "POST", "path": "/v3/…": the fixture is found by them)`);
const target = contractFixtureFile(path);
const checker = reply ? replyChecker(loadReplySchemaSet()) : undefined;
const fixture = draftContractFixture(
  { method, path, success: rule },
  samples[0],
  `Drafted from ${pointer}'s first successful example: say where the shape comes from (SPEC's point, CONTRACT's section)`,
  checker && ((value) => checker(reply!, value).length === 0),
);
const text = contractFixtureText(fixture);
if (args.includes('--print')) {
  process.stdout.write(text);
} else if (existsSync(join(projectRoot, target)) && !args.includes('--force')) {
  fail(`${target} already exists: not overwritten (expected --print to compare, or --force to replace it)`);
} else {
  mkdirSync(dirname(join(projectRoot, target)), { recursive: true });
  writeFileSync(join(projectRoot, target), text);
  console.log(`wrote ${target} from the first successful example of ${pointer}; write its "source", leave out of "strings" the fields a server may leave out, then run npx vitest run tests/unit/contract-fixtures.test.ts`);
}
