import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Problem } from '../../lib/problem.ts';
import { ajvErrorsToProblems } from './ajv-problems.ts';

/** A value the schema marks with x-ref (a route, an endpoint name, an expression…), found while validating. */
export interface Reference {
  kind: string;
  pointer: string;
  value: unknown;
}

export interface SchemaCheck {
  problems: Problem[];
  references: Reference[];
}

/** Schemas by their path below schemas/, e.g. "widgets/button.json". */
export type SchemaFiles = Record<string, object>;

/**
 * Compiles the screen schema once. Validation also collects every value the schema marks with
 * `x-ref`, so the cross-reference checks know where routes, endpoints and expressions are
 * without a second, hand-kept list of locations.
 */
export function createSchemaValidator(files: SchemaFiles, root = 'screen.json') {
  // Compiling every schema takes ~200 ms; the playground and the mutation test validate many
  // documents against the same loaded schemas, so one compiled checker is kept per files object.
  let checker = compiledCheckers.get(files);
  if (!checker) compiledCheckers.set(files, (checker = compileChecker(files)));
  const check = checker;
  return (document: unknown, file: string, schemaKey = root): SchemaCheck => check(document, file, schemaKey);
}

const compiledCheckers = new WeakMap<SchemaFiles, (document: unknown, file: string, schemaKey: string) => SchemaCheck>();

function compileChecker(files: SchemaFiles) {
  let collected: Reference[] = [];
  const ajv = new Ajv({ allErrors: true, strict: true, discriminator: true, allowUnionTypes: true, verbose: true });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // A reply schema's note that a field is our assumption (docs/contract-assumptions.md), shown in dist/openapi.json.
  ajv.addKeyword({ keyword: 'x-assumption', schemaType: 'string' });
  // A widget that acts in the browser by itself, and why (src/compiler/6-emit/script-needs.ts).
  ajv.addKeyword({ keyword: 'x-needs-script', schemaType: 'string' });
  // A part of a block or screen that happens only when the reader uses it, and how (src/compiler/6-emit/script-needs.ts: the app can wait for it).
  ajv.addKeyword({ keyword: 'x-on-use', schemaType: 'string' });
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    errors: false,
    validate(kind: string, value: unknown, _parent: unknown, context?: { instancePath: string }) {
      collected.push({ kind, value, pointer: context?.instancePath ?? '' });
      return true;
    },
  });
  for (const [path, schema] of Object.entries(files)) ajv.addSchema(schema, path);
  const cache = new Map<string, ValidateFunction>();
  const compiled = (key: string): ValidateFunction => {
    let fn = cache.get(key);
    if (!fn) {
      fn = ajv.getSchema(key);
      if (!fn) throw new Error(`schemas/${key} is missing (expected a schema file at that path)`);
      cache.set(key, fn);
    }
    return fn;
  };

  return function check(document: unknown, file: string, schemaKey: string): SchemaCheck {
    collected = [];
    const validate = compiled(schemaKey);
    const valid = validate(document);
    const errors: ErrorObject[] = valid ? [] : [...(validate.errors ?? [])];
    const seen = new Set<string>();
    const references = collected.filter((r) => {
      const key = `${r.kind} ${r.pointer}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { problems: ajvErrorsToProblems(errors, document, file), references };
  };
}
