import { checkReferences, type ScreenFacts } from './cross-references';
import { checkReplyFieldReads } from './reply-field-reads';
import { checkReplySchemaRefs } from './reply-schema-refs';
import { createSchemaValidator, type SchemaFiles } from './schema-validator';
import type { Problem } from './problem';
import { compileExpressions, placeInSource, type WrittenExpression } from '../authoring/compile-expressions';

export interface ScreenSource {
  /** Path shown in problems, e.g. screens/bind-bank.json. */
  file: string;
  /** The raw text, so a JSON syntax error can be placed. */
  text: string;
}

function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

function parse(source: ScreenSource): { document?: unknown; problem?: Problem } {
  try {
    return { document: JSON.parse(source.text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    const where = at ? ` at ${lineColumn(source.text, Number(at[1]))}` : '';
    return { problem: { file: source.file, pointer: '', message: `not valid JSON${where}: ${message.replace(/^JSON\.parse: /, '')}`, expected: 'a JSON object; check for a missing comma, quote or bracket' } };
  }
}

const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

export interface CheckedScreens {
  problems: Problem[];
  /** The documents as the runtime reads them (expressions compiled), by file; broken ones left out. */
  documents: Map<string, Record<string, unknown>>;
}

/** Every problem of the screens given, each naming file and pointer (see checkScreens). */
export function validateScreens(sources: ScreenSource[], schemas: SchemaFiles, sessionParams: readonly string[], context: ScreenSource[] = []): Problem[] {
  return checkScreens(sources, schemas, sessionParams, context).problems;
}

/**
 * Checks screen documents and compiles them for the runtime: JSON syntax, the schema, the
 * expression strings and templates, then references (within a screen, and routes across all
 * screens given).
 */
export function checkScreens(sources: ScreenSource[], schemas: SchemaFiles, sessionParams: readonly string[], context: ScreenSource[] = []): CheckedScreens {
  const check = createSchemaValidator(schemas);
  const problems: Problem[] = [];
  const facts: (ScreenFacts & { written: WrittenExpression[] })[] = [];
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
    let written: WrittenExpression[] = [];
    if (result.problems.length === 0) {
      const compiled = compileExpressions(document, result.references, source.file);
      if (own) problems.push(...compiled.problems);
      if (compiled.problems.length === 0) {
        doc = compiled.document as Record<string, unknown>;
        written = compiled.written;
        // The compiled document's own references: their values are json-logic now.
        result = check(doc, source.file);
        if (own) problems.push(...result.problems.map((p) => placeInSource(p, written)));
      } else result = { ...result, problems: compiled.problems };
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
    if (own && result.problems.length === 0) facts.push({ file: source.file, document: doc, references: result.references, written });
    if (own && result.problems.length === 0) problems.push(...checkReplySchemaRefs(source.file, doc, schemas));
  }
  for (const screen of facts) {
    const found = [
      ...checkReferences(screen, { routes: routesOf(screen.document.entry), screens, sessionParams }),
      ...checkReplyFieldReads(screen.file, screen.document, screen.references, schemas),
    ];
    problems.push(...found.map((p) => placeInSource(p, screen.written)));
    if (!found.length) documents.set(screen.file, screen.document);
  }
  return { problems, documents };
}
