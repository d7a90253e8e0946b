import { didYouMean } from '../shared/closest.ts';
import { escapePointerToken, type Problem } from '../../lib/problem.ts';
import type { SchemaFiles } from '../1-parse/schema-validator.ts';
import { successCodeDefinition, type SuccessRule } from '../../api/success-rule.ts';

/** Reply schemas live in schemas/replies/<name>.json; an endpoint names one by <name>. */
export function replySchemaNames(schemas: SchemaFiles): string[] {
  return Object.keys(schemas)
    .filter((key) => key.startsWith('replies/') && key.endsWith('.json'))
    .map((key) => key.slice('replies/'.length, -'.json'.length))
    // replies/common/ holds shared definitions, not schemas an endpoint can name.
    .filter((name) => !name.includes('/'))
    .sort();
}

/**
 * A reply schema's `code` must refer to the success codes of the endpoint's rule (issue 42), so the
 * backend contract and a generated client type it (not `unknown`): the build's contract
 * (src/contract/openapi.ts) and npm run validate say so in this one line. `place` is the endpoint's.
 */
export function replyCodeProblem(reply: string, schema: unknown, success: SuccessRule, place: string): Problem | undefined {
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties;
  const said = (properties?.code as { $ref?: unknown } | undefined)?.$ref;
  const allowed = [success, 'either' as const].map((rule) => `common/values.json#/definitions/${successCodeDefinition(rule)}`);
  if (typeof said === 'string' && allowed.includes(said)) return undefined;
  return {
    file: `schemas/replies/${reply}.json`,
    pointer: '/properties/code',
    message: `${said ? `refers to "${String(said)}"` : 'has no type'}, but ${place} succeeds by ${success}`,
    expected: `{ "$ref": "${allowed[0]}" }, or "${allowed[1]}" for a schema endpoints of both rules share`,
  };
}

/**
 * Every endpoint must name the reply schema its successful replies are checked against
 * (issue 9): the runtime checks replies with validators compiled from those files, so a missing
 * or misspelt name would leave a reply unchecked or fail the build.
 */
export function checkReplySchemaRefs(file: string, document: Record<string, unknown>, schemas: SchemaFiles): Problem[] {
  const endpoints = document.endpoints;
  if (typeof endpoints !== 'object' || endpoints === null) return [];
  const names = replySchemaNames(schemas);
  const expected = `a file name in schemas/replies/ without .json, e.g. ${names.slice(0, 3).join(', ')}`;
  const problems: Problem[] = [];
  for (const [name, endpoint] of Object.entries(endpoints as Record<string, Record<string, unknown>>)) {
    const pointer = `/endpoints/${escapePointerToken(name)}/reply`;
    const reply = endpoint?.reply;
    if (reply === undefined) {
      problems.push({ file, pointer, message: 'missing reply schema: successful replies of this endpoint would be used unchecked', expected: `"reply": ${expected}; add schemas/replies/<name>.json if none fits` });
    } else if (typeof reply === 'string' && !names.includes(reply)) {
      // A new endpoint's schema can be drafted from its example replies: say how, where it applies.
      const draft = endpoint.examples ? `; or draft it from this endpoint's examples: npm run reply-schema -- ${file} ${name}` : '';
      problems.push({ file, pointer, message: `unknown reply schema "${reply}"${didYouMean(reply, names)}`, expected: expected + draft });
    } else if (typeof reply === 'string' && (endpoint.success === 'int0' || endpoint.success === 'str00')) {
      // Else validate passes a schema the build's backend contract refuses (issue 62: docs/new-screen.md's did).
      const wrongCode = replyCodeProblem(reply, schemas[`replies/${reply}.json`], endpoint.success, `${file}#/endpoints/${escapePointerToken(name)}`);
      if (wrongCode) problems.push(wrongCode);
    }
  }
  return problems;
}
