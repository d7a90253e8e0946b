// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
/**
 * The contract fixtures (tests/contract/) cover every endpoint the screens call, with the screens'
 * method and success rule, and both shapes are replies the endpoint's reply schema accepts.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replySchemas } from 'virtual:reply-schemas';
import { isSuccess } from '../../src/api/success-rule';
import market from '../../config/market.json';
import { contractEndpoint, contractEndpoints, contractOverrides, contractReply } from '../contract/fixtures';
import { contractFixtureExpected } from '../../src/contract/fixtures';
import { contractScreens } from '../contract/screens';
import { compileProject } from '../../src/compiler/compile-project';

type Endpoint = { method: string; path: string; success: 'int0' | 'str00'; reply: string };
const root = join(import.meta.dirname, '../..');
// The screens as the app reads them: endpoints a fragment brings count for each screen using it.
const used = [...compileProject(root).documents].flatMap(([path, document]) => {
  const doc = document as { endpoints?: Record<string, Endpoint> };
  return Object.entries(doc.endpoints ?? {}).map(([name, e]) => ({ where: `${relative(root, path)} endpoints.${name}`, draft: `npm run contract-fixture -- ${relative(root, path)} ${name}`, ...e }));
});

describe('contract fixtures', () => {
  it.each(used.map((e) => [e.where, e] as const))('%s has fixtures matching its method, success rule and reply schema', async (_where, e) => {
    const fixture = contractEndpoint(e.method, e.path);
    expect(fixture, `tests/contract/replies/ has no "${e.method} ${e.path}": write ${contractFixtureExpected(e.method, e.path, e.success)}; \`${e.draft}\` drafts it from the endpoint's examples`).toBeDefined();
    expect(fixture!.success).toBe(e.success);
    const validate = await replySchemas[e.reply]!();
    // numbers and strings, and the shapes a fixture names for one case.
    for (const shape of Object.keys(fixture!.shapes)) {
      const reply = fixture!.shapes[shape] as { code: unknown };
      expect(isSuccess(e.success, reply.code), `${shape}: a success code`).toBe(true);
      expect(validate(reply), `${fixture!.file} shape ${shape} against schemas/replies/${e.reply}.json: ${JSON.stringify(validate.errors?.[0])}`).toBe(true);
    }
  });

  it('answers requests by method and path, with or without /stations and with the provider filled in', () => {
    const legacy = `/api/v1/${market.provider}/${market.provider}-api/service/loan/repayment-way`;
    expect(contractReply('post', `/stations${legacy}`, 'strings')).toMatchObject({ code: '00', data: { bankCards: [{ id: '31' }] } });
    expect(contractReply('GET', legacy, 'strings')).toBeUndefined();
    expect(contractReply('POST', '/api/v1/a/b-api/service/loan/repayment-way', 'numbers')).toBeUndefined();
    const reply = contractReply('POST', '/v3/installment/loan-play-detail', 'strings') as { data: { repayAmount: unknown } };
    expect(reply.data.repayAmount).toBe('5678.00');
    reply.data.repayAmount = 'changed';
    expect((contractReply('POST', '/v3/installment/loan-play-detail', 'strings') as typeof reply).data.repayAmount).toBe('5678.00');
    expect(Object.keys(contractOverrides('numbers', market.provider))).toContain(legacy);
    expect(contractEndpoints().length).toBe(new Set(used.map((e) => `${e.method} ${e.path}`)).size);
    expect(() => contractReply('POST', '/v3/installment/loan-play-detail', 'no such shape')).toThrow(/^tests\/contract\/replies\/v3-installment-loan-play-detail\.json#\/shapes: no shape "no such shape" \(expected one of numbers, strings/);
  });

  it('names, for each screen to open, main actions whose calls have fixtures', () => {
    for (const s of contractScreens) {
      if (!s.mainAction?.call) continue;
      const [method = '', path = ''] = s.mainAction.call.split(' ');
      expect(contractEndpoint(method, path.replace(/\{provider\}/g, market.provider)), s.route).toBeDefined();
    }
  });
});
