// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../compiler/1-parse/files-on-disk';
import { examplePicks } from './example-picks';
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

describe('example replies in the request language (issue 62)', () => {
  // A server-drawn form answered only by its examples, as a product person adds one: card-init's
  // shape, whose field titles, placeholders and option names a page shows.
  const root = mkdtempSync(join(tmpdir(), 'example-language-'));
  for (const folder of ['schemas', 'config']) symlinkSync(join(projectRoot, folder), join(root, folder));
  mkdirSync(join(root, 'screens'));
  mkdirSync(join(root, 'locales'));
  const item = (code: string, title: string, subtitle: string, note: { name: string }[] = []) => ({ code, cate: note.length ? 'enum' : 'text', title, subtitle, value: '', note, inputType: '' });
  const form = {
    id: 'example-form',
    endpoints: {
      fields: {
        method: 'GET',
        path: '/v9/example-form/fields',
        success: 'int0',
        reply: 'card-init',
        examples: {
          two: { code: 0, message: 'success', data: { items: [item('contactName', 'Name of your contact person', 'Their full name'), item('relationship', 'How you know them', 'Pick one', [{ name: 'Parent' }, { name: 'Cousin' }])] } },
          busy: { code: 1, message: 'Service is busy, please try later' },
        },
      },
    },
  };
  writeFileSync(join(root, 'screens/example-form.json'), JSON.stringify(form));
  const texts = { 'Name of your contact person': 'Pangalan ng contact person mo', 'Their full name': 'Buong pangalan niya', 'How you know them': 'Paano mo siya kilala', 'Pick one': 'Pumili ng isa', Parent: 'Magulang', 'Service is busy, please try later': 'Abala ang serbisyo, subukan ulit mamaya' };
  writeFileSync(join(root, 'locales/fil.json'), JSON.stringify({ language: 'fil', texts }));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const declaredHere = readDeclaredEndpoints(root);
  const formApi = [...handlers, ...exampleHandlers(declaredHere), missingReplyHandler(declaredHere)];
  const fields = async (acceptLanguage?: string) => {
    const response = await getResponse(formApi, new Request('http://localhost/stations/v9/example-form/fields', { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }));
    return (await response!.json()) as typeof form.endpoints.fields.examples.two;
  };

  it('answers a Filipino request with the catalogue wording of every text the page shows, and nothing else changed', async () => {
    const reply = await fields('fil-PH, en;q=0.8');
    expect(reply.data.items.map(({ title, subtitle, note }) => [title, subtitle, note.map((option) => option.name)])).toEqual([
      ['Pangalan ng contact person mo', 'Buong pangalan niya', []],
      // A text the catalogue lacks stays English (npm run validate names it).
      ['Paano mo siya kilala', 'Pumili ng isa', ['Magulang', 'Cousin']],
    ]);
    expect({ ...reply, data: null }).toEqual({ ...form.endpoints.fields.examples.two, data: null });
    expect(reply.data.items.map(({ code, cate, value, inputType }) => ({ code, cate, value, inputType }))).toEqual(form.endpoints.fields.examples.two.data.items.map(({ code, cate, value, inputType }) => ({ code, cate, value, inputType })));
  });

  it('answers an English request, or one without a language, as written', async () => {
    expect(await fields('en-PH')).toEqual(form.endpoints.fields.examples.two);
    expect(await fields()).toEqual(form.endpoints.fields.examples.two);
  });

  it('picks a failure from the address bar in the page language, its message translated', () => {
    expect(examplePicks('fields:busy', declaredHere, 'fil').overrides.get('/v9/example-form/fields')).toEqual({ json: { code: 1, message: 'Abala ang serbisyo, subukan ulit mamaya' } });
    expect(examplePicks('fields:busy', declaredHere, 'en').overrides.get('/v9/example-form/fields')).toEqual({ json: form.endpoints.fields.examples.busy });
  });
});
