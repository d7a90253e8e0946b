import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../compiler/1-parse/files-on-disk';
import { runCheck, studioAnswer, terminalEnv } from './studio-api';

const ask = (method: string, path: string, query = '', body: unknown = {}) => studioAnswer(projectRoot, { method, path, query: new URLSearchParams(query), body: () => Promise.resolve(body) });

describe('the studio API routes', () => {
  it('answers the screens, a screen with the catalogues, and the schemas', async () => {
    expect((await ask('GET', '/screens')).status).toBe(200);
    const file = await ask('GET', '/file', 'file=screens/faq.json');
    expect(file.status).toBe(200);
    expect(file.value).toMatchObject({ file: 'screens/faq.json', document: { id: 'faq' }, texts: { fil: expect.any(Object) as unknown } });
    expect(Object.keys((await ask('GET', '/schemas')).value as object)).toContain('block.json');
  });

  it('answers where /bindBank wrote each block the canvas draws: a fragment\'s blocks at the fragment block', async () => {
    const places = (await ask('GET', '/places', 'file=screens/bind-bank.json')).value as Record<string, string>;
    const body = (JSON.parse(readFileSync(join(projectRoot, 'screens/bind-bank.json'), 'utf8')) as { body: { type: string; use?: string }[] }).body;
    const use = body.findIndex((block) => block.type === 'fragment');
    expect(use).toBeGreaterThan(0);
    expect(places[`/body/${use - 1}`]).toBe(`/body/${use - 1}`);
    // The fragment's first block is drawn where its use is, and what is inside it selects the use.
    expect(places[`/body/${use}`]).toBe(`/body/${use}`);
    expect(Object.entries(places).filter(([, written]) => written === `/body/${use}`).length).toBeGreaterThan(1);
    expect((await ask('GET', '/places', 'file=screens/fragments/lender-identity.json')).value).toEqual({});
  });

  it('refuses a file outside screens/ and locales/, for reading and for npm run check, before running anything', async () => {
    expect(await ask('GET', '/file', 'file=../package.json')).toMatchObject({ status: 400, value: { error: expect.stringMatching(/is not a file the studio edits/) as unknown } });
    expect(await ask('POST', '/check', '', { file: 'screens/../../x.json; rm -rf /' })).toMatchObject({ status: 400 });
    expect(await ask('GET', '/file', 'file=screens/none.json')).toMatchObject({ status: 404, value: { error: 'screens/none.json does not exist' } });
  });

  it('names the requests it answers for any other', async () => {
    expect(await ask('DELETE', '/file')).toMatchObject({ status: 404, value: { error: expect.stringMatching(/^DELETE \/file: no such studio request/) as unknown } });
  });
});

describe('runCheck', () => {
  it('answers npm run check\'s exit code and output for the file', async () => {
    // A stand-in project whose check prints what it was given and fails: the real one builds and tests.
    const root = mkdtempSync(join(tmpdir(), 'studio-check-'));
    try {
      mkdirSync(join(root, 'screens'));
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'x', private: true, scripts: { check: 'node -e "console.log(\'checked\', process.argv.slice(1).join(\' \')); process.exit(3)"' } }));
      const result = await runCheck(root, 'screens/faq.json');
      expect(result.code).toBe(3);
      expect(result.output).toContain('checked screens/faq.json');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('runs it in the terminal\'s environment, without what the dev server and a test runner set', async () => {
    expect(terminalEnv({ PATH: '/usr/bin', HOME: '/home/ana', NODE_ENV: 'development', VITEST: 'true', VITEST_POOL_ID: '1', E2E_OUT_DIR: '/tmp/x' })).toEqual({ PATH: '/usr/bin', HOME: '/home/ana' });
    // This process has NODE_ENV set (Vitest's "test", as the dev server's "development"): the check does not see it.
    expect(process.env.NODE_ENV).toBeDefined();
    const root = mkdtempSync(join(tmpdir(), 'studio-check-'));
    try {
      mkdirSync(join(root, 'screens'));
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'x', private: true, scripts: { check: 'node -e "console.log(\'NODE_ENV=\' + process.env.NODE_ENV)"' } }));
      expect((await runCheck(root, 'screens/faq.json')).output).toContain('NODE_ENV=undefined');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
