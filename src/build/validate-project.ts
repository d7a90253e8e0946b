// Node-only: what `npm run validate` checks, for the project at any root: the CLI prints it for the
// project itself (scripts/authoring/validate.ts), the studio for a copy holding an edit not yet
// saved (src/studio/server/candidate-check.ts), so a refused save shows the very lines validate would.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from '../compiler/1-parse/files-on-disk';
import { compileScreens, parseScreens } from '../compiler/compile-screens';
import { readDeclaredEndpoints } from '../dev-api/declared-endpoints';
import { endpointsWithoutReplies, hasWrittenHandler } from '../dev-api/example-replies';
import { sendingCallsIn } from '../compiler/tools/sending-calls';
import { handlers } from '../dev-api/handlers';
import { escapePointerToken, type Problem } from '../lib/problem';
import { checkLanguages } from '../compiler/compile-languages';
import { loadCatalogues } from '../compiler/1-parse/catalogues';
import { checkMarket } from '../compiler/5-cross-check/market-check';
import type { Market } from '../generated/market';
import { ASSUMPTIONS_DOC, missingAssumptionRows } from '../compiler/5-cross-check/assumption-rows';

export interface Validation {
  problems: Problem[];
  /** The line validate prints when there is no problem. */
  summary: string;
}

/** Every problem of the project at `root`, or of the given screen files (absolute paths) with what they need. */
export function validateProject(root = projectRoot, paths: string[] = []): Validation {
  const all = listScreenFiles(root).map((p) => readScreenSource(p, root));
  const fragments = listFragmentFiles(root).map((p) => readScreenSource(p, root));
  const targets = paths.length ? paths.map((p) => readScreenSource(resolve(p), root)) : all;
  const schemas = loadSchemaFiles(root);
  const market = loadMarket(root);

  const marketProblems = checkMarket(market, schemas);
  // A reply field the schemas mark as assumed is one CONTRACT.md wants listed (issue 43).
  const assumptionRows = missingAssumptionRows(schemas, readFileSync(join(root, ASSUMPTIONS_DOC), 'utf8'));
  const declared = readDeclaredEndpoints(root);
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
  const walkGaps: Problem[] = sendingCallsIn(join(root, 'screens'))
    .flatMap((call) => call.unfillable)
    .filter((gap) => checked.has(gap.file) && gap.reply !== undefined && onlyExamples(gap.file, gap.reply))
    .map(({ reply: _reply, ...problem }) => problem)
    .filter((problem, i, all) => all.findIndex((p) => p.file === problem.file && p.pointer === problem.pointer) === i);
  // Each file parsed and schema-checked once; every language compiles from that.
  const parsed = parseScreens(targets, schemas, all, fragments);
  const english = compileScreens(parsed, market.sessionParams).problems;
  // Every other language: what its catalogue lacks (each text by file and pointer), and, when every screen is checked, what it has that no text says.
  const catalogues = marketProblems.length ? { catalogues: [], problems: [] } : loadCatalogues(market as unknown as Market, schemas, root);
  const languages = checkLanguages(catalogues.catalogues, { parsed, sessionParams: market.sessionParams, messages: market.messages as Record<string, string> }, english, !paths.length);
  const problems = [...marketProblems, ...english, ...catalogues.problems, ...languages.problems, ...unanswered, ...walkGaps, ...assumptionRows];
  const worded = catalogues.catalogues.length ? `, in English and ${catalogues.catalogues.map((c) => c.name).join(', ')}` : '';
  const summary = `${targets.length} screen${targets.length === 1 ? '' : 's'} and ${fragments.length} fragment${fragments.length === 1 ? '' : 's'} valid${worded} (${root}).`;
  return { problems, summary };
}
