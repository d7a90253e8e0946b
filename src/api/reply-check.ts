import { replySchemas, type ReplyValidator } from 'virtual:reply-schemas';

/** Why a successful reply was refused: where in the reply (a JSON pointer) and what was wrong. */
export interface ReplyMismatch {
  schema: string;
  pointer: string;
  problem: string;
}

const loaded = new Map<string, Promise<ReplyValidator>>();

type ReplyError = NonNullable<ReplyValidator['errors']>[number];

function params(error: ReplyError): Record<string, unknown> {
  return (error as { params?: Record<string, unknown> }).params ?? {};
}

/** What one failed check wanted, e.g. `number or string`, `a string matching /^\d+$/`. */
function wanted(error: ReplyError): string {
  const p = params(error);
  if (error.keyword === 'type') return Array.isArray(p.type) ? p.type.join(' or ') : String(p.type);
  if (error.keyword === 'pattern') return `a string matching /${String(p.pattern)}/`;
  if (error.keyword === 'enum') return `one of ${JSON.stringify(p.allowedValues)}`;
  return error.message ?? `"${error.keyword}"`;
}

/**
 * The mismatch to report. Shared definitions (schemas/replies/common/values.json) use anyOf, e.g.
 * "numberish" is a number or a numeric string: the report then names every alternative at that
 * place rather than only the first branch tried.
 */
function describe(errors: ReplyError[]): { pointer: string; problem: string } {
  const anyOf = errors.find((e) => e.keyword === 'anyOf');
  if (anyOf) {
    const alternatives = [...new Set(errors.filter((e) => e !== anyOf && e.instancePath === anyOf.instancePath).map(wanted))];
    return { pointer: anyOf.instancePath, problem: `expected ${alternatives.length ? alternatives.join(', or ') : 'one of the allowed shapes'}` };
  }
  const first = errors[0];
  if (!first) return { pointer: '', problem: 'does not match' };
  if (first.keyword === 'required') return { pointer: first.instancePath, problem: `missing property "${String(params(first).missingProperty)}"` };
  return { pointer: first.instancePath, problem: `expected ${wanted(first)}` };
}

/** The validator's chunk, loaded once; a load that failed (e.g. offline after a deploy) is forgotten, so a retry loads again. */
function validatorFor(schema: string, load: () => Promise<ReplyValidator>): Promise<ReplyValidator> {
  let validator = loaded.get(schema);
  if (!validator) {
    loaded.set(schema, (validator = load()));
    validator.catch(() => loaded.delete(schema));
  }
  return validator;
}

/**
 * Starts loading a reply schema's validator, so that it arrives while its call is still on the
 * network rather than in a second round trip after the reply.
 */
export function preloadReplyCheck(schema: string): void {
  const load = replySchemas[schema];
  if (load) void validatorFor(schema, load).catch(() => undefined);
}

/**
 * Checks a successful reply envelope against schemas/replies/<schema>.json, with the validator
 * compiled at build time (loaded the first time an endpoint using it is called). Returns null
 * when the reply fits.
 */
export async function checkReply(schema: string, reply: unknown): Promise<ReplyMismatch | null> {
  const load = replySchemas[schema];
  if (!load) return { schema, pointer: '', problem: `no reply schema "${schema}" in schemas/replies/ (npm run validate names the endpoint)` };
  let validate: ReplyValidator;
  try {
    validate = await validatorFor(schema, load);
  } catch {
    throw new Error(`reply schema "${schema}" could not be loaded`);
  }
  if (validate(reply)) return null;
  return { schema, ...describe(validate.errors ?? []) };
}
