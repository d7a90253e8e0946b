import { replySchemas, type ReplyValidator } from 'virtual:reply-schemas';
import type { SchemaError } from './reply-mismatch';

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
  // Only a refused reply needs its description: its code stays out of every page's first load.
  const { describeMismatch } = await import('./reply-mismatch');
  return { schema, ...describeMismatch((validate.errors ?? []) as SchemaError[]) };
}
