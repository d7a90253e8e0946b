// check: reads the project documents
import { describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { projectOpenApi } from './project-contract';
import { trafficChecker } from './traffic-check';

const { document } = projectOpenApi();
const checker = trafficChecker(document as Record<string, unknown>);
const api = (path: string, query = '') => `http://host${checker.base}${path}${query}`;
const form = (fields: Record<string, string>) => new TextEncoder().encode(new URLSearchParams(fields).toString());
const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', 'Accept-Language': 'en-PH' };
const complaint = { problemType: '2', problemSonType: '', problemDetail: 'Please send my receipt.', problemImage: '', orderNo: 'KG2026' };

describe('trafficChecker over the project contract', () => {
  it('passes a complaint as the app sends it, with the session in the query', async () => {
    const verdict = await checker.request({ method: 'POST', url: api('/user-problem/problem-save', '?deviceId=abc'), headers: formHeaders, body: form(complaint) });
    expect(verdict.violations).toEqual([]);
    expect(verdict.operation?.operationId).toBe('complaint-form.save');
  });

  it('names a required field left out (the complaint without problemSonType of issue 60)', async () => {
    const { problemSonType: _left, ...rest } = complaint;
    const verdict = await checker.request({ method: 'POST', url: api('/user-problem/problem-save'), headers: formHeaders, body: form(rest) });
    expect(verdict.violations).toEqual(['POST /user-problem/problem-save (complaint-form.save) body #: missing property "problemSonType"']);
  });

  it('names a renamed field: the new name is not in the contract, the old one missing', async () => {
    const { problemDetail, ...rest } = complaint;
    const verdict = await checker.request({ method: 'POST', url: api('/user-problem/problem-save'), headers: formHeaders, body: form({ ...rest, problemDetails: problemDetail }) });
    expect(verdict.violations.join('\n')).toContain('body #: missing property "problemDetail"');
    expect(verdict.violations.join('\n')).toContain('body "problemDetails": not a field of this operation');
  });

  it('names a value outside its enum or pattern, and an unknown query parameter', async () => {
    const verdict = await checker.request({ method: 'POST', url: api('/user-problem/save-score', '?debug=1'), headers: formHeaders, body: form({ score: '9', problemId: '12' }) });
    expect(verdict.violations.join('\n')).toMatch(/body #\/score: expected one of \[/);
    expect(verdict.violations.join('\n')).toContain('query "debug": not a field of this operation');
  });

  it('names a path or method the contract does not have', async () => {
    expect((await checker.request({ method: 'POST', url: api('/user-problem/problem-delete'), headers: formHeaders, body: form({}) })).violations).toEqual([expect.stringMatching(/no such path/)]);
    expect((await checker.request({ method: 'GET', url: api('/user-problem/problem-save'), headers: {} })).violations).toEqual([expect.stringMatching(/expected POST/)]);
  });

  it('checks a reply against the operation response: a success missing a required field fails, a failure envelope passes', async () => {
    const { operation } = await checker.request({ method: 'POST', url: api('/user-problem/problem-list'), headers: formHeaders, body: form({}) });
    expect(operation).toBeDefined();
    expect(checker.reply(operation!, 200, 'application/json', { code: '01', message: 'failed, try again' })).toEqual([]);
    const listed = checker.reply(operation!, 200, 'application/json', { code: '00', data: [{ problemId: 1 }] });
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(['POST /user-problem/problem-list (complaint-list.list) reply #/data: expected object']);
    expect(checker.reply(operation!, 200, 'application/json', { code: '00', data: { tabz: [] } })).toEqual(['POST /user-problem/problem-list (complaint-list.list) reply #/data: missing property "tabs"']);
  });

  it("takes the session's credential in the query, on a landing's endpoint as an optional parameter", async () => {
    const inApp = await checker.request({ method: 'POST', url: api('/user-problem/problem-list', '?sessionId=s-9'), headers: formHeaders, body: form({}) });
    expect(inApp.violations).toEqual([]);
    // A landing takes no session, but carries the one its own address has (CONTRACT.md "Session parameters").
    const landing = await checker.request({ method: 'GET', url: api(`/api/v2/${market.provider}/promotion/get-sid`, '?sessionId=s-9'), headers: { 'Accept-Language': 'en-PH' } });
    expect(landing.violations).toEqual([]);
    const renamed = await checker.request({ method: 'GET', url: api(`/api/v2/${market.provider}/promotion/get-sid`, '?session_id=s-9'), headers: { 'Accept-Language': 'en-PH' } });
    expect(renamed.violations).toEqual([expect.stringContaining('query "session_id": not a field of this operation')]);
  });

  it("names the page's language left out, or one the market does not list", async () => {
    const { 'Accept-Language': _left, ...noLanguage } = formHeaders;
    expect((await checker.request({ method: 'POST', url: api('/user-problem/problem-save'), headers: noLanguage, body: form(complaint) })).violations).toEqual([expect.stringContaining('header Accept-Language: none sent')]);
    expect((await checker.request({ method: 'POST', url: api('/user-problem/problem-save'), headers: { ...formHeaders, 'Accept-Language': 'zh-CN' }, body: form(complaint) })).violations).toEqual([expect.stringContaining('header Accept-Language')]);
  });

  it('takes the API base from the document, as the market sets it', () => {
    expect(checker.base).toBe(market.apiBase);
  });
});
