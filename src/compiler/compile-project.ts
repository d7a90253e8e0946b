// Node-only: the whole project compiled, once per state of its files: every plugin of a build (the
// screens' modules, the route pages, the prerender and its server build, the reply validators, the
// backend contract), Storybook's plugins, npm run validate and the tests read this one result.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from './1-parse/files-on-disk.ts';
import type { SchemaFiles } from './1-parse/schema-validator.ts';
import { loadCatalogues } from './1-parse/catalogues.ts';
import { checkMarket } from './5-cross-check/market-check.ts';
import { screenManifest, type ScreenManifestEntry } from './6-emit/screen-manifest.ts';
import { replyValidators, type ReplyValidators } from './6-emit/reply-validators.ts';
import { formatProblem, isStructural, type Problem } from '../lib/problem.ts';
import { compileScreens, parseScreens, type ParsedScreens } from './compile-screens.ts';
import { checkLanguages } from './compile-languages.ts';
import type { Market } from '../generated/market.ts';

/** A language other than the default: its screens (by absolute path) and the market's messages. */
export interface CompiledLanguage {
  documents: Map<string, Record<string, unknown>>;
  messages: Record<string, string>;
}

export interface CompiledProject {
  /** Every problem, content problems included: a build fails on any. */
  problems: Problem[];
  lines: string[];
  /** The files with a problem that leaves them out (a content problem does not: see Problem.content). */
  brokenFiles: Set<string>;
  /** The documents as the runtime reads them (expressions compiled), by absolute path. */
  documents: Map<string, Record<string, unknown>>;
  /** The same in each other language of config/market.json, by its code. */
  languages: Map<string, CompiledLanguage>;
  /** What virtual:screens lists of each screen that is not broken: routes, and what loads with it. */
  manifest: ScreenManifestEntry[];
  /** What the app checks server replies with (virtual:reply-schema/<name>), each compiled once. */
  replyValidators: ReplyValidators;
  /** Stage 1 of every screen and fragment file: the documents as written, with the places their schema marks. */
  parsed: ParsedScreens;
  schemas: SchemaFiles;
}

/** Validates config/market.json, every screen and every catalogue; compiles the valid screens in every language. */
export function compileProject(root = projectRoot): CompiledProject {
  const paths = listScreenFiles(root);
  const sources = paths.map((p) => readScreenSource(p, root));
  const schemas = loadSchemaFiles(root);
  const market = loadMarket(root) as unknown as Market;
  const parsed = parseScreens(sources, schemas, [], listFragmentFiles(root).map((p) => readScreenSource(p, root)));
  const checked = compileScreens(parsed, market.sessionParams);
  const marketProblems = checkMarket(market, schemas);
  const catalogues = marketProblems.length ? { catalogues: [], problems: [] } : loadCatalogues(market, schemas, root);
  const run = { parsed, sessionParams: market.sessionParams, messages: market.messages as unknown as Record<string, string> };
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
  const brokenFiles = new Set(problems.filter(isStructural).map((p) => p.file));
  const documents = byPath(checked.documents);
  const manifest = screenManifest(paths.map((path, i) => ({ path, file: sources[i]!.file })), documents, brokenFiles, schemas);
  return { problems, lines: problems.map(formatProblem), brokenFiles, documents, languages, manifest, replyValidators: replyValidators(root), parsed, schemas };
}

/** Every file compileProject reads, with its size and time of change: the same print, the same result. */
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

type Compiled = Map<string, { print: string; project: CompiledProject }>;

// Vite loads its config afresh for each build (the prerender's server build loads it again), and
// a fresh load shares no module with the last: the compiled projects are kept on globalThis, where
// every load of this module finds them.
const compiledKey = Symbol.for('kaagapay.compiledProjects');
const compiledOnce: Compiled = ((globalThis as Record<symbol, Compiled | undefined>)[compiledKey] ??= new Map());

/**
 * compileProject, once per state of the files: a build's plugins share one compilation instead of
 * one each; a changed file makes a new one. The result is shared, not copied: read it, never change it.
 */
export function compiledProject(root = projectRoot): CompiledProject {
  const print = fingerprint(root);
  const known = compiledOnce.get(root);
  if (known && known.print === print) return known.project;
  const project = compileProject(root);
  compiledOnce.set(root, { print, project });
  return project;
}
