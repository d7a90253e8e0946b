// The pipeline over a set of screens: stage 1 once per file (parseScreens), then stages 2 to 5 in
// the default language or a translation's (compileScreens), which the other languages repeat from
// the same stage-1 results (compile-languages.ts). docs/compiler.md describes the stages.
import { checkReferences, type ScreenFacts } from './5-cross-check/cross-references.ts';
import { checkEndpointExamples } from './5-cross-check/endpoint-examples.ts';
import { checkReplyFieldReads } from './5-cross-check/reply-field-reads.ts';
import { checkReplySchemaRefs } from './5-cross-check/reply-schema-refs.ts';
import { createSchemaValidator, type Reference, type SchemaFiles } from './1-parse/schema-validator.ts';
import { valueAt, type Problem } from '../lib/problem.ts';
import type { ScreenSource } from './1-parse/parse-json.ts';
import { parseFragmentFile, parseScreenFile, type ParsedFile, type SchemaCheck } from './1-parse/parse-file.ts';
import { withParamDefaults } from './1-parse/param-defaults.ts';
import type { Catalogue } from './1-parse/catalogues.ts';
import { translateTexts } from './2-translate/translate-texts.ts';
import { translateExamples } from './2-translate/example-texts.ts';
import { compileExpressions, placeInSource, type WrittenExpression } from './3-compile/compile-expressions.ts';
import { resolveNamedQueries, usesNamedQueries } from './4-expand/named-queries.ts';
import { expandFragments, originOf, type Expanded, type Fragment } from './4-expand/fragments.ts';
import { compiledReferences, expandedReferences } from './4-expand/expanded-references.ts';
import { withSchemaDefaults } from './6-emit/schema-defaults.ts';

const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

/** A language to compile the screens in: its catalogue, and the entries the screens used so far. */
export interface Translation {
  catalogue: Catalogue;
  used: Set<string>;
}

/** The document in the translation's language (problems for what it lacks), or as written. */
function inLanguage(document: unknown, references: Reference[], file: string, translation: Translation | undefined, schemas: SchemaFiles): { document: unknown; problems: Problem[] } {
  const untranslated = typeof (document as { untranslated?: unknown }).untranslated === 'string';
  if (!translation || untranslated) return { document, problems: [] };
  const texts = translateTexts(document, references, translation.catalogue, file, translation.used);
  // The example replies the dev API answers with are what the page shows in development (issue 62).
  const examples = translateExamples(texts.document, schemas, translation.catalogue, file, translation.used);
  return { document: examples.document, problems: [...texts.problems, ...examples.problems] };
}

export interface CheckedScreens {
  problems: Problem[];
  /** The documents as the runtime reads them (expressions compiled), by file; broken ones left out. */
  documents: Map<string, Record<string, unknown>>;
  /** Each of those documents' expansion: where each node was written (the studio's canvas maps a click with it). */
  expansions: Map<string, Expanded>;
}

/** Stage 1 of a set of screens: each file parsed and checked against its schema, once. */
export interface ParsedScreens {
  /** The screens given only as context (their routes and ids count), then the screens checked. */
  screens: (ParsedFile & { own: boolean })[];
  fragments: ParsedFile[];
  schemas: SchemaFiles;
}

export function parseScreens(sources: ScreenSource[], schemas: SchemaFiles, context: ScreenSource[] = [], fragmentSources: ScreenSource[] = []): ParsedScreens {
  const check = createSchemaValidator(schemas);
  const targets = new Set(sources.map((s) => s.file));
  // Screens given only as context first, so their routes are known when the targets are checked.
  const screens = [...context.filter((c) => !targets.has(c.file)), ...sources].map((source) => ({ ...parseScreenFile(source, check), own: targets.has(source.file) }));
  return { screens, fragments: fragmentSources.map((source) => parseFragmentFile(source, check)), schemas };
}

/** Every problem of the screens given, each naming file and pointer (see checkScreens). */
export function validateScreens(sources: ScreenSource[], schemas: SchemaFiles, sessionParams: readonly string[], context: ScreenSource[] = [], fragments: ScreenSource[] = []): Problem[] {
  return checkScreens(sources, schemas, sessionParams, context, fragments).problems;
}

/**
 * Checks screen documents and compiles them for the runtime: JSON syntax, the schema, the
 * expression strings and templates, then references (within a screen, and routes across all
 * screens given). With a translation, the texts are the catalogue's (a text it lacks keeps its
 * English and is a problem).
 */
export function checkScreens(sources: ScreenSource[], schemas: SchemaFiles, sessionParams: readonly string[], context: ScreenSource[] = [], fragmentSources: ScreenSource[] = [], translation?: Translation): CheckedScreens {
  return compileScreens(parseScreens(sources, schemas, context, fragmentSources), sessionParams, translation);
}

/** Fragments (screens/fragments/*.json) checked against schemas/fragment.json (stage 1) and compiled. */
function compileFragments(parsed: readonly ParsedFile[], schemas: SchemaFiles, translation?: Translation): { fragments: Map<string, Fragment>; problems: Problem[]; written: Map<string, WrittenExpression[]> } {
  const fragments = new Map<string, Fragment>();
  const problems: Problem[] = [];
  const written = new Map<string, WrittenExpression[]>();
  for (const { source, document: doc, problems: found, references, placeholders } of parsed) {
    problems.push(...found);
    if (!doc || found.length) continue;
    if (doc.id !== baseName(source.file)) problems.push({ file: source.file, pointer: '/id', message: `id "${String(doc.id)}" differs from the file name`, expected: `"${baseName(source.file)}"` });
    const worded = inLanguage(doc, references, source.file, translation, schemas);
    problems.push(...worded.problems);
    const compiled = compileExpressions(worded.document, references, source.file);
    problems.push(...compiled.problems);
    written.set(source.file, compiled.written);
    if (!compiled.problems.length) fragments.set(String(doc.id), { file: source.file, document: compiled.document as Record<string, unknown>, source: doc, placeholders });
  }
  return { fragments, problems, written };
}

/**
 * What a schema check of the expanded document finds beyond the checks of the files it was written
 * in: a text compiled into a value that is no text (a template of one number), checked where it
 * stands; and the values a screen passes for a fragment's placeholders, checked in the fragment
 * where they land (in the default language only: they are the same in every language).
 */
function expansionProblems(references: readonly Reference[], expanded: Expanded, file: string, check: SchemaCheck, translation: Translation | undefined, place: (problem: Problem) => Problem): Problem[] {
  const texts = references.flatMap(({ kind, pointer, value }) => {
    if (kind !== 'text' || typeof value === 'string' || (typeof value === 'object' && value !== null && !Array.isArray(value))) return [];
    return check(value, file, 'common.json#/definitions/text').problems.map((p) => place({ ...p, pointer: pointer + p.pointer }));
  });
  if (translation) return texts;
  const placeholders = expanded.placeholderUses.flatMap(({ fragment, given }) =>
    check(withParamDefaults(fragment.source, fragment.file, given).document, fragment.file, 'fragment.json').problems.map((p) => ({ ...p, message: `${p.message} (in ${file})` })),
  );
  return [...texts, ...placeholders];
}

/** Stages 2 to 5 of parsed screens: translated (with a translation), compiled, expanded and cross-checked. */
export function compileScreens(parsed: ParsedScreens, sessionParams: readonly string[], translation?: Translation): CheckedScreens {
  const { schemas } = parsed;
  const check = createSchemaValidator(schemas);
  const shared = compileFragments(parsed.fragments, schemas, translation);
  const problems: Problem[] = [...shared.problems];
  const written = new Map(shared.written);
  const checked = new Map(parsed.fragments.map((f) => [f.source.file, f.references]));
  const properties = Object.keys((schemas['screen.json'] as { properties?: object }).properties ?? {});
  // A problem found in an expanded screen, moved to the file and place it was written (a fragment's, or the screen's own).
  const place = (problem: Problem, expanded: Expanded): Problem => {
    const origin = originOf(expanded, problem.pointer);
    const elsewhere = origin.file !== problem.file ? ` (in ${problem.file})` : '';
    return placeInSource({ ...problem, file: origin.file, pointer: origin.pointer, message: problem.message + elsewhere }, written.get(origin.file) ?? []);
  };
  const facts: (ScreenFacts & { expanded: Expanded })[] = [];
  const documents = new Map<string, Record<string, unknown>>();
  const expansions = new Map<string, Expanded>();
  // Routes are per entry: the landing's hash route "/" is not the site's "/", and a screen can
  // only navigate to routes of its own entry.
  const routesByEntry = new Map<string, Map<string, string>>();
  const routesOf = (entry: unknown): Map<string, string> => {
    const key = typeof entry === 'string' ? entry : 'app';
    let routes = routesByEntry.get(key);
    if (!routes) routesByEntry.set(key, (routes = new Map()));
    return routes;
  };
  const ids = new Map<string, string>();
  for (const { source, own, document, problems: found, references } of parsed.screens) {
    if (!document) {
      if (own) problems.push(...found);
      continue;
    }
    let result = { problems: found, references };
    if (own) problems.push(...result.problems);
    let doc = document;
    let expanded: Expanded | undefined;
    // A screen given as context (another screen's routes to navigate to) is read, not compiled: its
    // routes are written in the screen itself (schemas/fragment.json has none), and compiling every
    // other screen made checking one screen as slow as checking them all.
    if (own && result.problems.length === 0) {
      const worded = inLanguage(document, result.references, source.file, translation, schemas);
      problems.push(...worded.problems);
      const compiled = compileExpressions(worded.document, result.references, source.file);
      problems.push(...compiled.problems);
      written.set(source.file, compiled.written);
      const namesQueries = usesNamedQueries(compiled.document as Record<string, unknown>);
      expanded = expandFragments(compiled.document as Record<string, unknown>, source.file, shared.fragments);
      const at = expanded;
      expanded.problems.push(...resolveNamedQueries(expanded.document, source.file, expanded).map((p) => place(p, at)));
      // A fragment's read that could not be joined points inside compiled json-logic: move it to what was written.
      const inside = (p: Problem) => (written.get(p.file) ?? []).filter((w) => p.pointer.startsWith(`${w.pointer}/`));
      problems.push(...expanded.problems.map((p) => placeInSource(p, inside(p))));
      if (compiled.problems.length === 0 && expanded.problems.length === 0) {
        const expandedDoc = (doc = expanded.document);
        // The expanded document's own references (their values are json-logic now), from the checks of the files it was written in.
        const compiledRefs =
          expanded.changed || namesQueries ? expandedReferences(expanded, new Map([...checked, [source.file, result.references]]), properties) : compiledReferences(result.references, (pointer) => valueAt(expandedDoc, pointer));
        result = { problems: expansionProblems(compiledRefs, expanded, source.file, check, translation, (p) => place(p, at)), references: compiledRefs };
        problems.push(...result.problems);
      } else result = { ...result, problems: [...compiled.problems, ...expanded.problems] };
    }
    const routes = routesOf(doc.entry);
    for (const ref of result.references.filter((r) => r.kind === 'route-def')) {
      const route = String(ref.value);
      const owner = routes.get(route);
      if (owner && own) problems.push({ file: source.file, pointer: ref.pointer, message: `route "${route}" is already used by ${owner}`, expected: 'each route to belong to one screen' });
      else routes.set(route, source.file);
    }
    if (own && typeof doc.id === 'string') {
      if (doc.id !== baseName(source.file)) problems.push({ file: source.file, pointer: '/id', message: `id "${doc.id}" differs from the file name`, expected: `"${baseName(source.file)}"` });
      const other = ids.get(doc.id);
      if (other) problems.push({ file: source.file, pointer: '/id', message: `id "${doc.id}" is already used by ${other}`, expected: 'a unique id' });
      ids.set(doc.id, source.file);
    }
    if (own && result.problems.length === 0 && expanded) facts.push({ file: source.file, document: doc, references: result.references, expanded });
    if (own && result.problems.length === 0) problems.push(...checkReplySchemaRefs(source.file, doc, schemas));
  }
  for (const screen of facts) {
    const found = [
      ...checkReferences(screen, { routes: routesOf(screen.document.entry), sessionParams }),
      ...checkReplyFieldReads(screen.file, screen.document, screen.references, schemas),
      ...checkEndpointExamples(screen.file, screen.document, schemas),
    ];
    problems.push(...found.map((p) => place(p, screen.expanded)));
    if (found.length) continue;
    documents.set(screen.file, screen.document);
    expansions.set(screen.file, screen.expanded);
  }
  // Once every screen is cross-checked (an include reads another screen as written): each page's document with its schema defaults.
  for (const document of documents.values()) withSchemaDefaults(document, schemas);
  return { problems, documents, expansions };
}
