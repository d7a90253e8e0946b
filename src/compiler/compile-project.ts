// Node-only: the whole project's screens checked and compiled once, for the Vite plugin, the
// HTML prerender, Storybook and tests (they must all see the documents the runtime sees).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from './1-parse/files-on-disk';
import { formatProblem, isStructural, type Problem } from '../lib/problem';
import { checkScreens } from './compile-screens';
import { checkLanguages } from './compile-languages';
import { loadCatalogues } from './1-parse/catalogues';
import { checkMarket } from './5-cross-check/market-check';
import type { Market } from '../generated/market';

/** A language other than the default: its screens (by absolute path) and the market's messages. */
export interface CheckedLanguageFiles {
  documents: Map<string, Record<string, unknown>>;
  messages: Record<string, string>;
}

export interface CheckedProject {
  /** Every problem, content problems included: a build fails on any. */
  problems: Problem[];
  lines: string[];
  /** The files with a problem that leaves them out (a content problem does not: see Problem.content). */
  brokenFiles: Set<string>;
  /** The documents as the runtime reads them (expressions compiled), by absolute path. */
  documents: Map<string, Record<string, unknown>>;
  /** The same in each other language of config/market.json, by its code. */
  languages: Map<string, CheckedLanguageFiles>;
}

/** Validates config/market.json, every screen and every catalogue; compiles the valid screens in every language. */
export function checkProject(root = projectRoot): CheckedProject {
  const paths = listScreenFiles(root);
  const sources = paths.map((p) => readScreenSource(p, root));
  const schemas = loadSchemaFiles(root);
  const market = loadMarket(root) as unknown as Market;
  const fragments = listFragmentFiles(root).map((p) => readScreenSource(p, root));
  const checked = checkScreens(sources, schemas, market.sessionParams, [], fragments);
  const marketProblems = checkMarket(market, schemas);
  const catalogues = marketProblems.length ? { catalogues: [], problems: [] } : loadCatalogues(market, schemas, root);
  const run = { sources, schemas, sessionParams: market.sessionParams, context: [], fragments, messages: market.messages as unknown as Record<string, string> };
  const translated = checkLanguages(catalogues.catalogues, run, checked.problems, true);
  const problems = [...marketProblems, ...checked.problems, ...catalogues.problems, ...translated.problems];
  const byPath = (documents: Map<string, Record<string, unknown>>) => {
    const found = new Map<string, Record<string, unknown>>();
    paths.forEach((path, i) => {
      const document = documents.get(sources[i]!.file);
      if (document) found.set(path, document);
    });
    return found;
  };
  const languages = new Map(translated.languages.map((l) => [l.catalogue.language, { documents: byPath(l.documents), messages: l.messages }]));
  return { problems, lines: problems.map(formatProblem), brokenFiles: new Set(problems.filter(isStructural).map((p) => p.file)), documents: byPath(checked.documents), languages };
}

/** Every file checkProject reads, with its size and time of change: the same print, the same result. */
function fingerprint(root: string): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) {
        const { size, mtimeMs } = statSync(path);
        parts.push(`${path}:${size}:${mtimeMs}`);
      }
    }
  };
  for (const folder of ['screens', 'schemas', 'config', 'locales']) walk(join(root, folder));
  return parts.join('\n');
}

const checkedOnce = new Map<string, { print: string; project: CheckedProject }>();

/**
 * checkProject, once per state of the files: a build's plugins (the screens, the route pages, the
 * prerender and its server build) share one check instead of four; a changed file makes a new one.
 * The result is shared, not copied: read it, never change it.
 */
export function checkedProject(root = projectRoot): CheckedProject {
  const print = fingerprint(root);
  const known = checkedOnce.get(root);
  if (known && known.print === print) return known.project;
  const project = checkProject(root);
  checkedOnce.set(root, { print, project });
  return project;
}
