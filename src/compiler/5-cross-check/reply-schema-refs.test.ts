// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../lib/problem';
import { checkReplySchemaRefs, replySchemaNames } from './reply-schema-refs';

const schemas = { 'screen.json': {}, 'replies/card-init.json': {}, 'replies/no-data.json': {} };
const doc = (endpoints: Record<string, object>) => ({ id: 'x', endpoints });
const endpoint = { method: 'POST', path: '/v3/x', success: 'int0' };

describe('reply schema references', () => {
  it('lists the files of schemas/replies/ by name', () => {
    expect(replySchemaNames(schemas)).toEqual(['card-init', 'no-data']);
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

  it('ignores documents without endpoints', () => {
    expect(checkReplySchemaRefs('screens/x.json', { id: 'x' }, schemas)).toEqual([]);
  });
});
