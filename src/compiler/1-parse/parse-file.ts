// Stage 1 of one screen or fragment file: its text as JSON, checked against its schema once,
// whatever the number of languages it is then compiled in (stages 2 to 5 reuse what this finds).
import type { Problem } from '../../lib/problem.ts';
import { parseJson, type ScreenSource } from './parse-json.ts';
import { withParamDefaults } from './param-defaults.ts';
import type { createSchemaValidator, Reference } from './schema-validator.ts';

export type SchemaCheck = ReturnType<typeof createSchemaValidator>;

export interface ParsedFile {
  source: ScreenSource;
  /** The document as written (a fragment's with its placeholders); absent when the text is not JSON. */
  document?: Record<string, unknown>;
  /** Its JSON, placeholder or schema problems: a file with any is not compiled. */
  problems: Problem[];
  /** What the schema marks (routes, expressions, texts…) at its places as written, found while checking. */
  references: Reference[];
  /** A fragment's parameters that stand for whole values ({"$param": name}). */
  placeholders: ReadonlySet<string>;
}

export function parseScreenFile(source: ScreenSource, check: SchemaCheck): ParsedFile {
  const { document, problem } = parseJson(source);
  if (problem) return { source, problems: [problem], references: [], placeholders: new Set() };
  const { problems, references } = check(document, source.file);
  return { source, document: document as Record<string, unknown>, problems, references, placeholders: new Set() };
}

/** A fragment is checked with each placeholder's default in its place (the schema knows no placeholders). */
export function parseFragmentFile(source: ScreenSource, check: SchemaCheck): ParsedFile {
  const { document, problem } = parseJson(source);
  if (problem) return { source, problems: [problem], references: [], placeholders: new Set() };
  const written = document as Record<string, unknown>;
  const defaults = withParamDefaults(written, source.file);
  if (defaults.problems.length) return { source, document: written, problems: defaults.problems, references: [], placeholders: defaults.placeholders };
  const { problems, references } = check(defaults.document, source.file, 'fragment.json');
  return { source, document: written, problems, references, placeholders: defaults.placeholders };
}
