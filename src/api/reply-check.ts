import type { ReplyValidator } from 'virtual:reply-schemas';
import type { SchemaError } from './reply-mismatch';

type ValidatorLoad = () => Promise<ReplyValidator>;

/**
 * The validators this page can load, by reply schema name: each screen document's module adds those
 * of its own endpoints as it loads (src/build/screens-plugin.ts), before any of its calls is made.
 * Not a list of every schema: that list grows with each new endpoint, and it would sit in a chunk
 * every page loads first (issue 62).
 */
const known = new Map<string, ValidatorLoad>();

/** Makes these validators loadable (a screen document's module calls it with its endpoints' reply schemas). */
export function addReplyChecks(checks: Record<string, ValidatorLoad>): void {
  for (const [schema, load] of Object.entries(checks)) if (!known.has(schema)) known.set(schema, load);
}

/**
 * A schema no loaded document named (a story or a test that draws a compiled document it did not
 * import) is looked up in the list of every schema, a chunk of its own fetched on that first need:
 * the pages the build writes never ask for it (tests/e2e/up-front-chunks.e2e.ts).
 */
async function loadOf(schema: string): Promise<ValidatorLoad | undefined> {
  return known.get(schema) ?? (await import('virtual:reply-schemas')).replySchemas[schema];
}

/** Why a successful reply was refused: where in the reply (a JSON pointer) and what was wrong. */
export interface ReplyMismatch {
  schema: string;
  pointer: string;
  problem: string;
}

const loaded = new Map<string, Promise<ReplyValidator>>();

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
  const load = known.get(schema);
  // Known: started now, with the call, not a tick later.
  if (load) void validatorFor(schema, load).catch(() => undefined);
  else void loadOf(schema).then((found) => found && validatorFor(schema, found)).catch(() => undefined);
}

/**
 * Checks a successful reply envelope against schemas/replies/<schema>.json, with the validator
 * compiled at build time (loaded the first time an endpoint using it is called). Returns null
 * when the reply fits.
 */
export async function checkReply(schema: string, reply: unknown): Promise<ReplyMismatch | null> {
  let validate: ReplyValidator;
  try {
    const load = await loadOf(schema);
    if (!load) return { schema, pointer: '', problem: `no reply schema "${schema}" in schemas/replies/ (npm run validate names the endpoint)` };
    validate = await validatorFor(schema, load);
  } catch {
    throw new Error(`reply schema "${schema}" could not be loaded`);
  }
  if (validate(reply)) return null;
  // Only a refused reply needs its description: its code stays out of every page's first load.
  const { describeMismatch } = await import('./reply-mismatch');
  return { schema, ...describeMismatch((validate.errors ?? []) as SchemaError[]) };
}
