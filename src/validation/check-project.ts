// Node-only: the whole project's screens checked and compiled once, for the Vite plugin, the
// HTML prerender, Storybook and tests (they must all see the documents the runtime sees).
import { createSchemaValidator } from './schema-validator';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from './files-on-disk';
import { formatProblem } from './problem';
import { checkScreens } from './validate-screens';

export interface CheckedProject {
  lines: string[];
  brokenFiles: Set<string>;
  /** The documents as the runtime reads them (expressions compiled), by absolute path. */
  documents: Map<string, Record<string, unknown>>;
}

/** Validates config/market.json and every screen; compiles the valid ones. */
export function checkProject(root = projectRoot): CheckedProject {
  const paths = listScreenFiles(root);
  const sources = paths.map((p) => readScreenSource(p, root));
  const schemas = loadSchemaFiles(root);
  const market = loadMarket(root);
  const check = createSchemaValidator(schemas);
  const fragments = listFragmentFiles(root).map((p) => readScreenSource(p, root));
  const checked = checkScreens(sources, schemas, market.sessionParams, [], fragments);
  const problems = [...check(market, 'config/market.json', 'market.json').problems, ...checked.problems];
  const documents = new Map<string, Record<string, unknown>>();
  paths.forEach((path, i) => {
    const document = checked.documents.get(sources[i]!.file);
    if (document) documents.set(path, document);
  });
  return { lines: problems.map(formatProblem), brokenFiles: new Set(problems.map((p) => p.file)), documents };
}

