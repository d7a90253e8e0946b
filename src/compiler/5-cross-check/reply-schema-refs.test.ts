// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../lib/problem';
import { checkReplySchemaRefs, replySchemaNames } from './reply-schema-refs';

const code = (definition: string) => ({ properties: { code: { $ref: `common/values.json#/definitions/${definition}` } } });
const schemas = { 'screen.json': {}, 'replies/card-init.json': code('int0Success'), 'replies/no-data.json': code('eitherSuccess'), 'replies/drafted.json': { properties: { code: { description: 'Success code' } } } };
const doc = (endpoints: Record<string, object>) => ({ id: 'x', endpoints });
const endpoint = { method: 'POST', path: '/v3/x', success: 'int0' };

describe('reply schema references', () => {
  it('lists the files of schemas/replies/ by name', () => {
    expect(replySchemaNames(schemas)).toEqual(['card-init', 'drafted', 'no-data']);
  });

  it('accepts endpoints that name an existing reply schema', () => {
    expect(checkReplySchemaRefs('screens/x.json', doc({ init: { ...endpoint, reply: 'card-init' } }), schemas)).toEqual([]);
  });

  it('reports a missing reply schema at the endpoint', () => {
    const [problem, ...rest] = checkReplySchemaRefs('screens/x.json', doc({ init: endpoint }), schemas);
    expect(rest).toEqual([]);
    expect(formatProblem(problem!)).toMatch(/^screens\/x\.json#\/endpoints\/init\/reply: missing reply schema.*\(expected "reply": a file name in schemas\/replies\//);
  });

  it('reports an unknown reply schema with the nearest name', () => {
    const [problem] = checkReplySchemaRefs('screens/x.json', doc({ init: { ...endpoint, reply: 'card-inti' } }), schemas);
    expect(formatProblem(problem!)).toContain('screens/x.json#/endpoints/init/reply: unknown reply schema "card-inti"; did you mean "card-init"?');
  });

  it('reports, at the reply schema, a code that does not refer to the success codes of the endpoint\'s rule, as the build would (issue 62)', () => {
    expect(checkReplySchemaRefs('screens/x.json', doc({ a: { ...endpoint, reply: 'no-data' }, b: { ...endpoint, success: 'str00', reply: 'no-data' } }), schemas)).toEqual([]);
    expect(checkReplySchemaRefs('screens/x.json', doc({ init: { ...endpoint, success: 'str00', reply: 'card-init' }, draft: { ...endpoint, reply: 'drafted' } }), schemas).map(formatProblem)).toEqual([
      'schemas/replies/card-init.json#/properties/code: refers to "common/values.json#/definitions/int0Success", but screens/x.json#/endpoints/init succeeds by str00 (expected { "$ref": "common/values.json#/definitions/str00Success" }, or "common/values.json#/definitions/eitherSuccess" for a schema endpoints of both rules share)',
      'schemas/replies/drafted.json#/properties/code: has no type, but screens/x.json#/endpoints/draft succeeds by int0 (expected { "$ref": "common/values.json#/definitions/int0Success" }, or "common/values.json#/definitions/eitherSuccess" for a schema endpoints of both rules share)',
    ]);
  });

  it('ignores documents without endpoints', () => {
    expect(checkReplySchemaRefs('screens/x.json', { id: 'x' }, schemas)).toEqual([]);
  });
});
