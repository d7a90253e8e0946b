// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
// The probe against the stand-in with one fault planted at a time (issue 60): each run must name
// the endpoint and the fault, and each of the probe's own checks is shown failing on its defect.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { sessionQuery } from '../../scripts/contract/contract-routes';
import { LANDING_BASE } from '../dev-api/landing';
import { clearReplyOverrides, setReplyOverride, type ReplyOverride } from '../dev-api/overrides';
import { readApiAddresses } from './api-addresses';
import { readEndpointContract } from './endpoint-uses';
import { readContractFixtures } from './fixtures';
import { formatProbeLine, probe, unmetLines, type ProbeLine, type ProbeOptions } from './probe';
import { readServerForms } from './probe-server-form';
import { projectOpenApi } from './project-contract';
import { loadReplySchemaSet, replyChecker } from './reply-schemas';
import { requestChecker } from './request-check';

const endpoints = readEndpointContract();
const session = Object.fromEntries(new URLSearchParams(sessionQuery));
const checkRequest = requestChecker(projectOpenApi().document);
const serverForms = readServerForms(endpoints);
const addresses = readApiAddresses(undefined, market.provider);
const siteOrigin = 'https://loans.example.ph';

const cardInit = 'POST /v3/bind-card/card-init';
const bindNew = 'POST /v3/bind-card/bind-card-new';
const problemList = 'POST /user-problem/problem-list';
const getSms = `POST ${LANDING_BASE}/promotion/get-sms`;
const captcha = `GET ${LANDING_BASE}/promotion/get-captcha`;

/** card-init's reply as the contract fixture gives it: three items, each with its label. */
/** Where bind-bank.json draws card-init's form, read from the screen (a notice put above it moves it down). */
const bindBankForm = (() => {
  const body = (JSON.parse(readFileSync('screens/bind-bank.json', 'utf8')) as { body: { type: string }[] }).body;
  return `screens/bind-bank.json#/body/${body.findIndex((block) => block.type === 'server-fields')} (server-fields)`;
})();

const cardInitReply = () => structuredClone((JSON.parse(readFileSync('tests/contract/replies/v3-bind-card-card-init.json', 'utf8')) as { shapes: { numbers: { data: { items: Record<string, unknown>[] } } } }).shapes.numbers);

describe('npm run probe names every fault planted in the stand-in', () => {
  let upstream: DevApiUpstream;
  beforeAll(async () => {
    upstream = await startDevApiUpstream({ corsOrigins: [siteOrigin] });
  });
  afterAll(() => upstream.close());
  afterEach(() => clearReplyOverrides());

  /** Runs the probe over the endpoints whose METHOD /path is listed, with the faults planted (by path, as the dev API's overrides take them). */
  async function run(only: string[], faults: Record<string, ReplyOverride>, extra: Partial<ProbeOptions> = {}) {
    for (const [path, override] of Object.entries(faults)) setReplyOverride(path, override);
    const sent: { url: string; body: string }[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push({ url: String(input), body: init?.body instanceof URLSearchParams ? init.body.toString() : '' });
      return fetch(input, init);
    };
    const lines = await probe({
      base: upstream.url,
      endpoints: endpoints.filter((e) => only.includes(`${e.endpoint.method} ${e.path}`)),
      addresses: addresses.filter((a) => only.includes(`GET ${a.path}`)),
      fixtures: readContractFixtures(),
      check: replyChecker(loadReplySchemaSet()),
      checkRequest,
      serverForms,
      market: market as unknown as Market,
      session,
      timeoutMs: 5000,
      fetch: recording,
      ...extra,
    });
    const line = (endpoint: string): ProbeLine => {
      const found = lines.find((l) => l.endpoint === endpoint);
      if (!found) throw new Error(`no line for ${endpoint}: ${lines.map(formatProbeLine).join('\n')}`);
      return found;
    };
    return { lines, line, sent, printed: lines.map(formatProbeLine).join('\n') };
  }

  it('passes the stand-in as it is, bank form and captcha included (so that each fault below is the planted one)', async () => {
    const { lines, sent } = await run([cardInit, bindNew, problemList, `GET ${LANDING_BASE}/promotion/get-sid`, captcha, getSms], {}, { includeWrites: true, cors: { siteOrigin, preflight: [] } });
    expect(lines.map(formatProbeLine)).toEqual(lines.map((l) => `ok${' '.repeat(9)}${l.endpoint}`));
    // The bank form as the app sends it: the option's name, "Province, City", YYYY-MM-DD; the other tab's fields not at all.
    const body = new URLSearchParams(sent.find((s) => s.url.includes('/bind-card-new'))!.body);
    expect(Object.fromEntries(body)).toEqual({
      product_id: '1',
      cardType: '1',
      channelNumber: '90006',
      bankName: 'BDO Unibank',
      bankAccount: '1234567890',
      tinNumber: '123456789',
      city: expect.stringMatching(/^[^,]+, [^,]+$/),
      payday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('a wrong success code', async () => {
    const { line } = await run([problemList], { '/user-problem/problem-list': { json: { code: 200, message: 'OK', data: { tabs: [] } } } });
    expect(line(problemList)).toMatchObject({ verdict: 'failed', details: [expect.stringContaining('answered failure code 200 "OK" (the success rule is str00')] });
  });

  it('a missing field and a mistyped one', async () => {
    const reply = cardInitReply();
    delete reply.data.items[0]!.code;
    reply.data.items[1]!.cate = 5;
    const { line } = await run([cardInit], { '/v3/bind-card/card-init': { json: reply } });
    expect(line(cardInit)).toMatchObject({
      verdict: 'failed',
      details: expect.arrayContaining([expect.stringMatching(/^#\/data\/items\/0: missing property "code" \(schemas\/replies\/card-init\.json\)$/), expect.stringMatching(/^#\/data\/items\/1\/cate: expected string/)]),
    });
  });

  it('a failure code the screen handles, always', async () => {
    const { line } = await run([`GET ${LANDING_BASE}/promotion/get-sid`, getSms], { [`${LANDING_BASE}/promotion/get-sms`]: { json: { code: 101, message: 'The image code is wrong.' } } }, { includeWrites: true });
    expect(line(getSms)).toMatchObject({ verdict: 'handled', details: [expect.stringContaining('answered failure code 101 "The image code is wrong." instead of its success reply')] });
  });

  it('HTML instead of JSON, and HTTP 500', async () => {
    const { line } = await run([problemList, cardInit], {
      '/user-problem/problem-list': { body: '<!doctype html><p>Maintenance</p>', contentType: 'text/html' },
      '/v3/bind-card/card-init': { status: 500, json: { code: 0, data: { items: [] } } },
    });
    expect(line(problemList)).toMatchObject({ verdict: 'failed', details: [expect.stringMatching(/^HTTP 200, not JSON \(text\/html\): "<!doctype html>/)] });
    expect(line(cardInit)).toMatchObject({ verdict: 'failed', details: [expect.stringMatching(/^HTTP 500 \(expected 200/)] });
  });

  it('no CORS headers for a site on another origin', async () => {
    upstream.setCorsOrigins([]);
    try {
      const { line } = await run([cardInit], {}, { cors: { siteOrigin, preflight: [] } });
      expect(line(cardInit)).toMatchObject({ verdict: 'failed', details: [expect.stringContaining('Access-Control-Allow-Origin')] });
    } finally {
      upstream.setCorsOrigins([siteOrigin]);
    }
  });

  it('a slow reply (the 10 s reply, scaled down: the threshold is the run\'s, the delay past it)', async () => {
    const { line } = await run([problemList], { '/user-problem/problem-list': { delayMs: 400 } }, { slowReplyMs: 150 });
    expect(line(problemList)).toMatchObject({ verdict: 'slow', details: [expect.stringMatching(/^slow: answered in 0\.\d s \(expected under 0\.15 s; the app waits 5 s before its time-out message\)$/)] });
    // Not a failure: the borrower gets the page, late.
    expect(unmetLines([line(problemList)])).toEqual([]);
  });

  it('a bank form without items: thin', async () => {
    const { line } = await run([cardInit], { '/v3/bind-card/card-init': { json: { code: 0, message: 'success', data: { items: [] } } } });
    expect(line(cardInit)).toMatchObject({ verdict: 'thin', details: [`#/data/items: no items: ${bindBankForm} would draw a form with no fields to fill`] });
  });

  it('bank-form items without their labels, and an option without its name', async () => {
    const reply = cardInitReply();
    delete reply.data.items[1]!.title;
    reply.data.items[2]!.title = ' ';
    (reply.data.items[0]!.note as Record<string, unknown>[])[1] = { type: 1 };
    const { line } = await run([cardInit], { '/v3/bind-card/card-init': { json: reply } });
    expect(line(cardInit)).toMatchObject({
      verdict: 'failed',
      details: [
        expect.stringMatching(/^#\/data\/items\/0\/note\/1\/name: missing or blank \(expected the option's label/),
        `#/data/items/1/title: missing or blank (expected the field's label, which ${bindBankForm} shows; without it the borrower reads its code "bankCardNo")`,
        expect.stringMatching(/^#\/data\/items\/2\/title: missing or blank/),
      ],
    });
  });

  it('an id sent as a number beyond 2^53', async () => {
    const text = '{"code":"00","message":"success","data":{"tabs":[{"title":"Processing","list":[{"id":9007199254740993,"time":"2026-07-01 10:15","type":"Other","content":"Where is my refund?"}]}]}}';
    const { line } = await run([problemList], { '/user-problem/problem-list': { body: text, contentType: 'application/json' } });
    expect(line(problemList)).toMatchObject({
      verdict: 'warned',
      details: ['#/data/tabs/0/list/0/id: the number 9007199254740993 cannot round-trip through JSON.parse (it reads 9007199254740992): send ids and amounts as strings (CONTRACT)'],
    });
  });

  it('a captcha picture that is not an image', async () => {
    const { line } = await run([`GET ${LANDING_BASE}/promotion/get-sid`, captcha], { [`${LANDING_BASE}/promotion/get-captcha`]: { body: '<html>captcha</html>', contentType: 'text/html' } });
    expect(line(captcha)).toMatchObject({ verdict: 'failed', details: [expect.stringMatching(/^content type text\/html.* \(expected an image, image\/\*/)] });
  });

  it('the fault behind a call not made: the save names card-init and its problem', async () => {
    const { line } = await run([cardInit, bindNew], { '/v3/bind-card/card-init': { status: 500, body: 'upstream down' } }, { includeWrites: true });
    expect(line(bindNew)).toMatchObject({ verdict: 'not called', details: [expect.stringMatching(/^sends on what POST \/v3\/bind-card\/card-init, which was failed: HTTP 500, not JSON/)] });
  });

  it('a request that does not fit the OpenAPI document is the probe\'s bug, and is not sent', async () => {
    const { line, sent } = await run([cardInit, bindNew], {}, { includeWrites: true, params: { [cardInit]: { productId: '1' }, [bindNew]: { cardType: '3' } } });
    expect(line(cardInit)).toMatchObject({ verdict: 'probe bug', details: [expect.stringContaining('not sent: the request does not fit the OpenAPI document'), 'body "productId": not a field of this operation (a renamed or invented field)'] });
    expect(line(bindNew)).toMatchObject({ verdict: 'not called' });
    expect(sent).toEqual([]);
  });
});
