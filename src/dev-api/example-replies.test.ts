// @vitest-environment node
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readDeclaredEndpoints } from './declared-endpoints';
import { endpointsWithoutReplies, exampleHandlers, missingReplyHandler, type DeclaredEndpoint } from './example-replies';
import { handlers } from './handlers';
import { clearReplyOverrides, setReplyOverride } from './overrides';

const history: DeclaredEndpoint = {
  file: 'screens/loan-history.json',
  name: 'history',
  method: 'GET',
  path: '/v1/loan/history',
  examples: {
    'two loans': { code: 0, message: 'success', data: { list: [{ orderNo: 'KP-1', amount: '500000' }, { orderNo: 'KP-2', amount: '800000' }] } },
    'none yet': { code: 0, message: 'success', data: { list: [] } },
  },
};
const bare: DeclaredEndpoint = { file: 'screens/statements.json', name: 'statements', method: 'POST', path: '/v1/loan/statements' };
const declared = [history, bare];
const api = [...handlers, ...exampleHandlers(declared), missingReplyHandler(declared)];

async function reply(method: string, path: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await getResponse(api, new Request(`http://localhost/stations${path}?sessionId=s1`, { method }));
  if (!response) throw new Error(`no reply for ${method} ${path}`);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

afterEach(() => clearReplyOverrides());

describe('example replies', () => {
  it('answers a declared endpoint without a handler with its first example', async () => {
    expect(await reply('GET', '/v1/loan/history')).toEqual({ status: 200, json: history.examples!['two loans'] });
  });

  it('lets an override (what a scenario sets) replace the example', async () => {
    setReplyOverride('/v1/loan/history', { json: history.examples!['none yet'] });
    expect((await reply('GET', '/v1/loan/history')).json).toEqual(history.examples!['none yet']);
  });

  it('leaves an endpoint with a written handler to that handler', async () => {
    const kf: DeclaredEndpoint = { file: 'screens/x.json', name: 'kf', method: 'POST', path: '/v3/personal-center/contact-kf-info', examples: { odd: { code: 0, data: { odd: true } } } };
    const response = await getResponse([...handlers, ...exampleHandlers([kf])], new Request('http://localhost/stations/v3/personal-center/contact-kf-info', { method: 'POST' }));
    expect(((await response!.json()) as { data: unknown }).data).not.toEqual({ odd: true });
  });

  it('says which endpoint has neither handler nor example, where it is declared and what to add', async () => {
    const { status, json } = await reply('POST', '/v1/loan/statements');
    expect(status).toBe(404);
    expect(json.code).toBe(404);
    expect(json.message).toBe(
      'Dev API: POST /v1/loan/statements (endpoint "statements" in screens/statements.json) has no handler and no example reply; add "examples": { "<name>": { "code": …, "message": …, "data": … } } to that endpoint (docs/dev-api.md)',
    );
  });

  it('names a path no screen declares', async () => {
    expect((await reply('GET', '/v9/nowhere')).json.message).toMatch(/^Dev API: GET \/v9\/nowhere is declared by no screen and has no handler;/);
  });
});

describe('endpoints without replies', () => {
  it('finds the declared endpoint nothing answers, and only that one', () => {
    expect(endpointsWithoutReplies(handlers, [...declared, { file: 'screens/x.json', name: 'kf', method: 'POST', path: '/v3/personal-center/contact-kf-info' }])).toEqual([bare]);
  });

  it('is empty for the screens of this repository', () => {
    const all = readDeclaredEndpoints();
    expect(all.length).toBeGreaterThan(30);
    expect(endpointsWithoutReplies(handlers, all)).toEqual([]);
  });
});
