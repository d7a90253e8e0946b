// npm run validate [-- paths…]: one line per problem, exit 1 when there is any.
import { resolve } from 'node:path';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from '../../src/compiler/1-parse/files-on-disk';
import { formatProblem } from '../../src/lib/problem';
import { compileScreens, parseScreens } from '../../src/compiler/compile-screens';
import { readDeclaredEndpoints } from '../../src/dev-api/declared-endpoints';
import { endpointsWithoutReplies, hasWrittenHandler } from '../../src/dev-api/example-replies';
import { sendingCallsIn } from '../../src/compiler/tools/sending-calls';
import { handlers } from '../../src/dev-api/handlers';
import { escapePointerToken, type Problem } from '../../src/lib/problem';
import { checkLanguages } from '../../src/compiler/compile-languages';
import { loadCatalogues } from '../../src/compiler/1-parse/catalogues';
import { checkMarket } from '../../src/compiler/5-cross-check/market-check';
import type { Market } from '../../src/generated/market';
import { ASSUMPTIONS_DOC, missingAssumptionRows } from '../../src/compiler/5-cross-check/assumption-rows';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const all = listScreenFiles().map((p) => readScreenSource(p));
const fragments = listFragmentFiles().map((p) => readScreenSource(p));
const targets = args.length ? args.map((a) => readScreenSource(resolve(process.cwd(), a))) : all;
const schemas = loadSchemaFiles();
const market = loadMarket();

const marketProblems = checkMarket(market, schemas);
// A reply field the schemas mark as assumed is one CONTRACT.md wants listed (issue 43).
const assumptionRows = missingAssumptionRows(schemas, readFileSync(resolve(projectRoot, ASSUMPTIONS_DOC), 'utf8'));
const declared = readDeclaredEndpoints();
// Storybook, the tests and npm run dev would get no reply from such an endpoint.
const checked = new Set([...targets, ...fragments].map((source) => source.file));
const unanswered: Problem[] = endpointsWithoutReplies(handlers, declared)
  .filter((endpoint) => checked.has(endpoint.file))
  .map((endpoint) => ({
    file: endpoint.file,
    pointer: `/endpoints/${escapePointerToken(endpoint.name)}`,
    message: `${endpoint.method} ${endpoint.path} has no dev-API handler and no example reply`,
    expected: `"examples": { "<name>": { "code": …, "message": …, "data": … } } on this endpoint, the first being what the dev API answers (docs/dev-api.md)`,
  }));
// The end-to-end tests reach every sending call's tap from the screen's JSON alone (issue 43): what
// that walk needs from an example reply an endpoint with no written handler lacks is the author's
// to add there, named by its pointer in the example (a walk no JSON can describe is a test's).
const onlyExamples = (file: string, name: string) => {
  const endpoint = declared.find((e) => e.file === file && e.name === name);
  return endpoint !== undefined && !hasWrittenHandler(handlers, endpoint);
};
const walkGaps: Problem[] = sendingCallsIn()
  .flatMap((call) => call.unfillable)
  .filter((gap) => checked.has(gap.file) && gap.reply !== undefined && onlyExamples(gap.file, gap.reply))
  .map(({ reply: _reply, ...problem }) => problem)
  .filter((problem, i, all) => all.findIndex((p) => p.file === problem.file && p.pointer === problem.pointer) === i);
// Each file parsed and schema-checked once; every language compiles from that.
const parsed = parseScreens(targets, schemas, all, fragments);
const english = compileScreens(parsed, market.sessionParams).problems;
// Every other language: what its catalogue lacks (each text by file and pointer), and, when every screen is checked, what it has that no text says.
const catalogues = marketProblems.length ? { catalogues: [], problems: [] } : loadCatalogues(market as unknown as Market, schemas, projectRoot);
const languages = checkLanguages(catalogues.catalogues, { parsed, sessionParams: market.sessionParams, messages: market.messages as Record<string, string> }, english, !args.length);
const problems = [...marketProblems, ...english, ...catalogues.problems, ...languages.problems, ...unanswered, ...walkGaps, ...assumptionRows];
for (const problem of problems) console.log(formatProblem(problem));
if (problems.length) {
  console.log(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s).`);
  process.exit(1);
}
const worded = catalogues.catalogues.length ? `, in English and ${catalogues.catalogues.map((c) => c.name).join(', ')}` : '';
console.log(`${targets.length} screen${targets.length === 1 ? '' : 's'} and ${fragments.length} fragment${fragments.length === 1 ? '' : 's'} valid${worded} (${projectRoot}).`);
