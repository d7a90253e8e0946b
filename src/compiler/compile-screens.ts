import { checkReferences, type ScreenFacts } from './5-cross-check/cross-references';
import { checkEndpointExamples } from './5-cross-check/endpoint-examples';
import { checkReplyFieldReads } from './5-cross-check/reply-field-reads';
import { checkReplySchemaRefs } from './5-cross-check/reply-schema-refs';
import { createSchemaValidator, type Reference, type SchemaFiles } from './1-parse/schema-validator';
import type { Problem } from '../lib/problem';
import { parseJson as parse, type ScreenSource } from './1-parse/parse-json';
import { compileExpressions, placeInSource, type WrittenExpression } from './3-compile/compile-expressions';
import { resolveNamedQueries } from './4-expand/named-queries';
import { withParamDefaults } from './1-parse/param-defaults';
import { expandFragments, originOf, type Expanded, type Fragment } from './4-expand/fragments';
import { translateTexts } from './2-translate/translate-texts';
import type { Catalogue } from './1-parse/catalogues';

const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

/** A language to compile the screens in: its catalogue, and the entries the screens used so far. */
export interface Translation {
  catalogue: Catalogue;
  used: Set<string>;
}

/** The document in the translation's language (problems for what it lacks), or as written. */
function inLanguage(document: unknown, references: Reference[], file: string, translation: Translation | undefined): { document: unknown; problems: Problem[] } {
  const untranslated = typeof (document as { untranslated?: unknown }).untranslated === 'string';
  return translation && !untranslated ? translateTexts(document, references, translation.catalogue, file, translation.used) : { document, problems: [] };
}

export interface CheckedScreens {
  problems: Problem[];
  /** The documents as the runtime reads them (expressions compiled), by file; broken ones left out. */
  documents: Map<string, Record<string, unknown>>;
}

/** Every problem of the screens given, each naming file and pointer (see checkScreens). */
export function validateScreens(sources: ScreenSource[], schemas: SchemaFiles, sessionParams: readonly string[], context: ScreenSource[] = [], fragments: ScreenSource[] = []): Problem[] {
  return checkScreens(sources, schemas, sessionParams, context, fragments).problems;
}

/** Fragments (screens/fragments/*.json) checked against schemas/fragment.json and compiled. */
function checkFragments(sources: ScreenSource[], check: ReturnType<typeof createSchemaValidator>, translation?: Translation): { fragments: Map<string, Fragment>; problems: Problem[]; written: Map<string, WrittenExpression[]> } {
  const fragments = new Map<string, Fragment>();
  const problems: Problem[] = [];
  const written = new Map<string, WrittenExpression[]>();
  for (const source of sources) {
    const { document, problem } = parse(source);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const doc = document as Record<string, unknown>;
    const defaults = withParamDefaults(doc, source.file);
    problems.push(...defaults.problems);
    if (defaults.problems.length) continue;
    const result = check(defaults.document, source.file, 'fragment.json');
    problems.push(...result.problems);
    if (result.problems.length) continue;
    if (doc.id !== baseName(source.file)) problems.push({ file: source.file, pointer: '/id', message: `id "${String(doc.id)}" differs from the file name`, expected: `"${baseName(source.file)}"` });
    const worded = inLanguage(document, result.references, source.file, translation);
    problems.push(...worded.problems);
    const compiled = compileExpressions(worded.document, result.references, source.file);
    problems.push(...compiled.problems);
    written.set(source.file, compiled.written);
    if (!compiled.problems.length) fragments.set(String(doc.id), { file: source.file, document: compiled.document as Record<string, unknown> });
  }
  return { fragments, problems, written };
}

/**
 * Checks screen documents and compiles them for the runtime: JSON syntax, the schema, the
 * expression strings and templates, then references (within a screen, and routes across all
 * screens given). With a translation, the texts are the catalogue's (a text it lacks keeps its
 * English and is a problem).
 */
export function checkScreens(sources: ScreenSource[], schemas: SchemaFiles, sessionParams: readonly string[], context: ScreenSource[] = [], fragmentSources: ScreenSource[] = [], translation?: Translation): CheckedScreens {
  const check = createSchemaValidator(schemas);
  const shared = checkFragments(fragmentSources, check, translation);
  const problems: Problem[] = [...shared.problems];
  const written = new Map(shared.written);
  // A problem found in an expanded screen, moved to the file and place it was written (a fragment's, or the screen's own).
  const place = (problem: Problem, expanded: Expanded): Problem => {
    const origin = originOf(expanded, problem.pointer);
    const elsewhere = origin.file !== problem.file ? ` (in ${problem.file})` : '';
    return placeInSource({ ...problem, file: origin.file, pointer: origin.pointer, message: problem.message + elsewhere }, written.get(origin.file) ?? []);
  };
  const facts: (ScreenFacts & { expanded: Expanded })[] = [];
  const documents = new Map<string, Record<string, unknown>>();
  // Routes are per entry: the landing's hash route "/" is not the site's "/", and a screen can
  // only navigate to routes of its own entry.
  const routesByEntry = new Map<string, Map<string, string>>();
  const routesOf = (entry: unknown): Map<string, string> => {
    const key = typeof entry === 'string' ? entry : 'app';
    let routes = routesByEntry.get(key);
    if (!routes) routesByEntry.set(key, (routes = new Map()));
    return routes;
  };
  const screens = new Map<string, Record<string, unknown>>();
  const ids = new Map<string, string>();
  const targets = new Set(sources.map((s) => s.file));
  // Screens given only as context first, so their routes are known when the targets are checked.
  for (const source of [...context.filter((c) => !targets.has(c.file)), ...sources]) {
    const own = targets.has(source.file);
    const { document, problem } = parse(source);
    if (problem) {
      if (own) problems.push(problem);
      continue;
    }
    let result = check(document, source.file);
    if (own) problems.push(...result.problems);
    let doc = document as Record<string, unknown>;
    let expanded: Expanded | undefined;
    if (result.problems.length === 0) {
      const worded = inLanguage(document, result.references, source.file, translation);
      if (own) problems.push(...worded.problems);
      const compiled = compileExpressions(worded.document, result.references, source.file);
      if (own) problems.push(...compiled.problems);
      written.set(source.file, compiled.written);
      expanded = expandFragments(compiled.document as Record<string, unknown>, source.file, shared.fragments);
      const at = expanded;
      expanded.problems.push(...resolveNamedQueries(expanded.document, source.file).map((p) => place(p, at)));
      // A fragment's read that could not be joined points inside compiled json-logic: move it to what was written.
      const inside = (p: Problem) => (written.get(p.file) ?? []).filter((w) => p.pointer.startsWith(`${w.pointer}/`));
      if (own) problems.push(...expanded.problems.map((p) => placeInSource(p, inside(p))));
      if (compiled.problems.length === 0 && expanded.problems.length === 0) {
        doc = expanded.document;
        // The expanded document's own references: their values are json-logic now.
        result = check(doc, source.file);
        if (own) problems.push(...result.problems.map((p) => place(p, at)));
      } else result = { ...result, problems: [...compiled.problems, ...expanded.problems] };
    }
    if (typeof doc.id === 'string' && !screens.has(doc.id)) screens.set(doc.id, doc);
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
      ...checkReferences(screen, { routes: routesOf(screen.document.entry), screens, sessionParams }),
      ...checkReplyFieldReads(screen.file, screen.document, screen.references, schemas),
      ...checkEndpointExamples(screen.file, screen.document, schemas),
    ];
    problems.push(...found.map((p) => place(p, screen.expanded)));
    if (!found.length) documents.set(screen.file, screen.document);
  }
  return { problems, documents };
}
