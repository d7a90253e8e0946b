// What the app checks server replies with: schemas/replies/*.json compiled into plain validation
// functions (ajv standalone code), so it ships no ajv and runs no `new Function` in the browser
// (it works under a strict Content Security Policy). src/build/reply-schemas-plugin.ts serves them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { listCommonReplyDefinitions, listReplySchemas } from '../1-parse/files-on-disk.ts';

/** ESM source of one reply schema's validation function (default export), with no runtime compiler. */
export function compileReplySchema(root: string, name: string): string {
  const path = join(root, 'schemas/replies', `${name}.json`);
  let schema: object;
  try {
    schema = JSON.parse(readFileSync(path, 'utf8')) as object;
  } catch (error) {
    throw new Error(`schemas/replies/${name}.json: ${error instanceof Error ? error.message : String(error)} (expected a JSON Schema of the reply envelope)`, { cause: error });
  }
  // allErrors off: the first mismatch is enough to refuse a reply, and the code stays small.
  const ajv = new Ajv({ code: { source: true, esm: true, lines: false }, strict: true, allowUnionTypes: true, allErrors: false, messages: false });
  let validate;
  try {
    // The ids mirror the files' places under schemas/, so a reference such as
    // "common/values.json#/definitions/flag" resolves here as it does for editors and for
    // src/compiler/1-parse/schema-validator.ts (which keys every schema file by its path).
    for (const file of listCommonReplyDefinitions(root)) {
      const common = JSON.parse(readFileSync(join(root, 'schemas/replies/common', file), 'utf8')) as object;
      ajv.addSchema(withoutAnnotations(common) as object, `replies/common/${file}`);
    }
    // Titles and descriptions are for readers; compiled code embeds the schema where a check
    // refers back to it, so they are dropped to keep the shipped code small.
    validate = ajv.compile({ ...(withoutAnnotations(schema) as object), $id: `replies/${name}.json` });
  } catch (error) {
    throw new Error(`schemas/replies/${name}.json: ${error instanceof Error ? error.message : String(error)} (expected a valid draft-07 JSON Schema)`, { cause: error });
  }
  const code = standaloneCode(ajv, validate);
  // Keywords such as minLength or uniqueItems import small ajv runtime helpers with require();
  // the app bundle has no require, so refuse them here with a clear message instead.
  if (/\brequire\(/.test(code))
    throw new Error(
      `schemas/replies/${name}.json: uses a keyword whose compiled check needs an ajv runtime helper (${/require\("([^"]+)"\)/.exec(code)?.[1]}) (expected type, required, properties, items, enum, const, anyOf, min/max only)`,
    );
  return code;
}

function withoutAnnotations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // x- keywords (x-assumption) are notes for the backend contract (src/contract/), not checks.
    if (key === 'title' || key === 'description' || key === '$comment' || key === '$schema' || key.startsWith('x-')) continue;
    // Inside "properties" the keys are field names, not keywords: a field may be called "title".
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, withoutAnnotations(v)])) : withoutAnnotations(value);
  }
  return out;
}

/** The project's reply validators: the schema names, and each one's code, compiled when first asked for and kept. */
export interface ReplyValidators {
  names: readonly string[];
  /** The shared definition files (schemas/replies/common/), which every validator may read. */
  common: readonly string[];
  code(name: string): string;
}

export function replyValidators(root: string): ReplyValidators {
  const compiled = new Map<string, string>();
  return {
    names: listReplySchemas(root),
    common: listCommonReplyDefinitions(root),
    code(name) {
      let code = compiled.get(name);
      if (code === undefined) compiled.set(name, (code = compileReplySchema(root, name)));
      return code;
    },
  };
}
