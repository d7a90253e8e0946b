// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFromDevApi } from '../../scripts/lib/dev-api-upstream';
import { readEndpointContract } from './endpoint-uses';
import { probeCommand } from './probe-command';

const site = 'https://loans.example.ph';
const endpoints = readEndpointContract();
const upload = 'POST /user-problem/upload-problem-img';

/** The stand-in on its own origin, answering CORS for the site except where a test plants a fault. */
interface CorsStandIn {
  url: string;
  server: Server;
  preflights: { url: string; headers: Record<string, string | string[] | undefined> }[];
  /** Paths whose replies leave Access-Control-Allow-Origin out. */
  bare: Set<string>;
  /** Answer preflights at all (a server that never heard of them answers 404). */
  answersPreflights: boolean;
}

async function corsStandIn(): Promise<CorsStandIn> {
  const standIn: CorsStandIn = { url: '', server: undefined as unknown as Server, preflights: [], bare: new Set(), answersPreflights: true };
  standIn.server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'OPTIONS') {
      standIn.preflights.push({ url: req.url ?? '', headers: req.headers });
      if (!standIn.answersPreflights) return void res.writeHead(404).end();
      return void res.writeHead(204, { 'access-control-allow-origin': site, 'access-control-allow-methods': 'GET, POST', 'access-control-max-age': '600' }).end();
    }
    void answerFromDevApi(req, res, standIn.bare.has(path) ? {} : { 'access-control-allow-origin': site, vary: 'Origin' });
  });
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  return standIn;
}

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await probeCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l), endpoints });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run probe --site-origin: what a page on another origin needs', () => {
  let standIn: CorsStandIn;
  beforeAll(async () => {
    standIn = await corsStandIn();
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));

  it("passes a server that answers the upload's preflight and names the site on every reply; the preflight is sent even when the upload is skipped", async () => {
    const result = await run(['--base', standIn.url, '--site-origin', site]);
    expect([result.code, result.err]).toEqual([0, '']);
    expect(result.out).toMatch(new RegExp(`^skipped +${upload}:`, 'm'));
    expect(standIn.preflights).toEqual([
      { url: expect.stringMatching(/^\/stations\/user-problem\/upload-problem-img(\?|$)/), headers: expect.objectContaining({ origin: site, 'access-control-request-method': 'POST' }) },
    ]);
  });

  it('passes it with writes too, the upload sent with the Origin a browser sends', async () => {
    const result = await run(['--base', standIn.url, '--site-origin', site, '--include-writes', '--reset-stand-in']);
    expect([result.code, result.err]).toEqual([0, '']);
    expect(result.out).toMatch(new RegExp(`^ok +${upload}$`, 'm'));
  });

  it('fails each endpoint whose reply leaves Access-Control-Allow-Origin out, and the upload when its preflight is not answered', async () => {
    standIn.bare.add('/stations/v3/personal-center/contact-kf-info');
    standIn.answersPreflights = false;
    try {
      const result = await run(['--base', standIn.url, '--site-origin', site]);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`POST /v3/personal-center/contact-kf-info: failed, CORS: no Access-Control-Allow-Origin on the reply (expected ${site}`);
      expect(result.err).toMatch(new RegExp(`${upload}: failed, changes data .*`));
      expect(result.out).toContain(`CORS: the preflight (OPTIONS with Origin ${site}, Access-Control-Request-Method POST) answered HTTP 404 (expected 200 or 204)`);
      expect(result.err.split('\n').filter((l) => l.includes(': failed,'))).toHaveLength(2);
    } finally {
      standIn.bare.clear();
      standIn.answersPreflights = true;
    }
  });

  it('asks for an origin alone', async () => {
    expect(await run(['--base', standIn.url, '--site-origin', `${site}/promotion/`])).toMatchObject({ code: 2, err: expect.stringContaining(`expected an origin alone, ${site}`) });
  });
});
