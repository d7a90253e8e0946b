// How a reply that does not fit its schema is described: where (a JSON pointer into the reply) and
// what was expected. The app's check (reply-check.ts) reports the first place; npm run probe
// reports every place of a live backend's reply.

/** The part of an ajv error these descriptions read (the app's compiled checks and ajv alike). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
  message?: string;
}

export interface MismatchPlace {
  pointer: string;
  problem: string;
}

const params = (error: SchemaError): Record<string, unknown> => error.params ?? {};

/** What one failed check wanted, e.g. `number or string`, `a string matching /^\d+$/`. */
function wanted(error: SchemaError): string {
  const p = params(error);
  if (error.keyword === 'type') return Array.isArray(p.type) ? p.type.join(' or ') : String(p.type);
  if (error.keyword === 'pattern') return `a string matching /${String(p.pattern)}/`;
  if (error.keyword === 'enum') return `one of ${JSON.stringify(p.allowedValues)}`;
  return error.message ?? `"${error.keyword}"`;
}

function one(error: SchemaError): MismatchPlace {
  if (error.keyword === 'required') return { pointer: error.instancePath, problem: `missing property "${String(params(error).missingProperty)}"` };
  return { pointer: error.instancePath, problem: `expected ${wanted(error)}` };
}

/**
 * The first mismatch. Shared definitions (schemas/replies/common/values.json) use anyOf, e.g.
 * "numberish" is a number or a numeric string: the report then names every alternative at that
 * place rather than only the first branch tried.
 */
export function describeMismatch(errors: readonly SchemaError[]): MismatchPlace {
  return describeMismatches(errors)[0] ?? { pointer: '', problem: 'does not match' };
}

/** Every mismatch of a check that collected all its errors, one per place, an anyOf's branches as one. */
export function describeMismatches(errors: readonly SchemaError[]): MismatchPlace[] {
  const anyOfs = errors.filter((e) => e.keyword === 'anyOf');
  const places: MismatchPlace[] = [];
  const seen = new Set<string>();
  const add = (place: MismatchPlace) => {
    const key = `${place.pointer} ${place.problem}`;
    if (seen.has(key)) return;
    seen.add(key);
    places.push(place);
  };
  // An anyOf's own branches fail at its place (or below it); they are the alternatives, not problems of their own.
  const underAnyOf = (e: SchemaError) => anyOfs.some((a) => a !== e && (e.instancePath === a.instancePath || e.instancePath.startsWith(`${a.instancePath}/`)));
  for (const error of errors) {
    if (error.keyword === 'anyOf') {
      const alternatives = [...new Set(errors.filter((e) => e !== error && e.keyword !== 'anyOf' && e.instancePath === error.instancePath).map(wanted))];
      add({ pointer: error.instancePath, problem: `expected ${alternatives.length ? alternatives.join(', or ') : 'one of the allowed shapes'}` });
    } else if (!underAnyOf(error)) add(one(error));
  }
  return places;
}
