// Node-only: the reply schemas (schemas/replies/*.json) as a whole set that resolves its shared
// definitions (schemas/replies/common/*.json) by itself, for the backend contract: as OpenAPI
// components (openapi.ts) and as a checker of live replies (npm run probe). The app's own check
// is compiled at build time from the same files (src/compiler/6-emit/reply-validators.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { describeMismatches, type MismatchPlace, type SchemaError } from '../api/reply-mismatch.ts';
import { listCommonReplyDefinitions, listReplySchemas } from '../compiler/1-parse/files-on-disk.ts';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';

type Json = Record<string, unknown>;

export interface ReplySchemaSet {
  /** Reply schemas by name (the endpoint's `reply`), as written. */
  replies: Record<string, Json>;
  /** Shared definition files by file name (values.json), as written. */
  common: Record<string, Json>;
}

const readJson = (path: string, shown: string): Json => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Json;
  } catch (error) {
    throw new Error(`${shown}: ${error instanceof Error ? error.message : String(error)} (expected a JSON Schema)`, { cause: error });
  }
};

export function loadReplySchemaSet(root = projectRoot): ReplySchemaSet {
  return {
    replies: Object.fromEntries(listReplySchemas(root).map((name) => [name, readJson(join(root, 'schemas/replies', `${name}.json`), `schemas/replies/${name}.json`)])),
    common: Object.fromEntries(listCommonReplyDefinitions(root).map((file) => [file, readJson(join(root, 'schemas/replies/common', file), `schemas/replies/common/${file}`)])),
  };
}

/** A live reply checked against its reply schema: every place it does not fit, or none. */
export type ReplyChecker = (reply: string, value: unknown) => MismatchPlace[];

/**
 * Checks replies with every problem reported (the app stops at the first). The shared
 * definitions are registered under the ids their references resolve to, so a reply schema is
 * used as it is, with nothing to register by hand.
 */
export function replyChecker(set: ReplySchemaSet): ReplyChecker {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  for (const [file, schema] of Object.entries(set.common)) ajv.addSchema(schema, `replies/common/${file}`);
  const compiled = new Map<string, ValidateFunction>();
  return (name, value) => {
    let validate = compiled.get(name);
    if (!validate) {
      const schema = set.replies[name];
      if (!schema) return [{ pointer: '', problem: `no reply schema "${name}" in schemas/replies/` }];
      compiled.set(name, (validate = ajv.compile({ ...schema, $id: `replies/${name}.json` })));
    }
    return validate(value) ? [] : describeMismatches((validate.errors ?? []) as SchemaError[]);
  };
}
