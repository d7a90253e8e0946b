// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMarket, loadSchemaFiles } from '../1-parse/files-on-disk';
import { formatProblem } from '../../lib/problem';
import { checkScreens } from '../compile-screens';

const schemas = loadSchemaFiles();
const { sessionParams } = loadMarket();
const source = (file: string, document: unknown) => ({ file, text: JSON.stringify(document) });

const card = {
  id: 'pay-card',
  params: { info: { description: 'The reply data.' }, level: { default: 3 } },
  blocks: [
    { type: 'heading', level: { $param: 'level' }, text: 'Pay {money(param.info.repayAmount)}' },
    { type: 'button', label: 'Channels', when: 'count(param.info.repayList) > 0', onTap: [{ type: 'open-dialog', dialog: 'channels' }] },
  ],
  dialogs: { channels: { kind: 'sheet', title: 'Channels', body: [{ type: 'paragraph', text: '{param.info.repayList[0].name}' }] } },
};
const screen = (body: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 'pay',
  title: 'Pay',
  routes: ['/pay'],
  endpoints: { detail: { method: 'POST', path: '/v3/installment/loan-play-detail', success: 'int0', reply: 'repayment-detail' } },
  data: { detail: { endpoint: 'detail' } },
  body,
  ...extra,
});

function check(body: unknown[], fragment: unknown = card, extra: Record<string, unknown> = {}) {
  const checked = checkScreens([source('screens/pay.json', screen(body, extra))], schemas, sessionParams, [], [source('screens/fragments/pay-card.json', fragment)]);
  return { problems: checked.problems.map(formatProblem), document: checked.documents.get('screens/pay.json') };
}

describe('fragments', () => {
  it('put their blocks in place and their dialogs in the screen, with the parameters joined in', () => {
    const { problems, document } = check([{ type: 'fragment', use: 'pay-card', with: { info: 'data.detail', level: 2 } }]);
    expect(problems).toEqual([]);
    // What the fragment brings; the schema defaults the compiler fills in beside it are another test's (6-emit/schema-defaults.test.ts).
    expect(document?.body).toMatchObject([
      { type: 'heading', level: 2, text: { cat: ['Pay ', { money: [{ var: 'data.detail.repayAmount' }] }] } },
      { type: 'button', label: 'Channels', when: { '>': [{ count: [{ var: 'data.detail.repayList' }] }, 0] }, onTap: [{ type: 'open-dialog', dialog: 'channels' }] },
    ]);
    expect(document?.dialogs).toMatchObject({ channels: { kind: 'sheet', title: 'Channels', body: [{ type: 'paragraph', text: { var: 'data.detail.repayList.0.name' } }] } });
  });

  it('use a parameter default when the screen passes nothing', () => {
    const { document } = check([{ type: 'fragment', use: 'pay-card', with: { info: 'data.detail' } }]);
    expect((document?.body as { level?: number }[])[0]?.level).toBe(3);
  });

  it.each([
    ['an unknown fragment', [{ type: 'fragment', use: 'pay-crd', with: {} }], 'screens/pay.json#/body/0/use: no fragment named "pay-crd"; did you mean "pay-card"? (expected one of pay-card (screens/fragments/<id>.json))'],
    ['a missing parameter', [{ type: 'fragment', use: 'pay-card' }], 'screens/pay.json#/body/0: fragment "pay-card" needs parameter "info" (expected "with": { "info": … } (The reply data.))'],
    ['an unknown parameter', [{ type: 'fragment', use: 'pay-card', with: { info: 'data.detail', infos: '1' } }], 'screens/pay.json#/body/0/with/infos: fragment "pay-card" has no parameter "infos"; did you mean "info"? (expected one of info, level)'],
    ['a parameter that is not a path, read below', [{ type: 'fragment', use: 'pay-card', with: { info: "'x'" } }], 'screens/fragments/pay-card.json#/blocks/0/text: reads param.info.repayAmount, but "info" at column 18 is given a value that is not a path (used at screens/pay.json#/body/0) (expected a path such as data.detail for "info")'],
    ['a wrong value for a placeholder, checked where it lands', [{ type: 'fragment', use: 'pay-card', with: { info: 'data.detail', level: 7 } }], 'screens/fragments/pay-card.json#/blocks/0/level: number 7 is not allowed (in screens/pay.json) (expected one of 1, 2, 3)'],
  ])('report %s at the place to fix', (_name, body, line) => {
    const { problems } = check(body);
    expect(problems, problems.join('\n')).toContain(line);
  });

  it('report a dialog name clash with the screen', () => {
    const { problems } = check([{ type: 'fragment', use: 'pay-card', with: { info: 'data.detail' } }], card, { dialogs: { channels: { kind: 'modal', title: 'Channels', body: [] } } });
    expect(problems).toEqual(['screens/pay.json#/body/0: fragment "pay-card" brings dialog "channels", which this screen already has with a different definition (expected one dialog of that name: rename one, or pass what differs as a parameter)']);
  });

  it('report a problem inside a fragment in the fragment file, naming the screen', () => {
    const broken = { ...card, blocks: [{ type: 'paragraph', text: '{state.missing}' }] };
    expect(check([{ type: 'fragment', use: 'pay-card', with: { info: 'data.detail' } }], broken).problems).toEqual([
      'screens/fragments/pay-card.json#/blocks/0/text: no state key named "missing" at column 8 in this screen (in screens/pay.json) (expected a state key declared under "state")',
    ]);
  });

  it('report a loop of fragments', () => {
    const loop = { id: 'pay-card', blocks: [{ type: 'fragment', use: 'pay-card' }] };
    expect(check([{ type: 'fragment', use: 'pay-card' }], loop).problems).toEqual(['screens/fragments/pay-card.json#/blocks/0/use: fragment "pay-card" uses itself (pay-card → pay-card) (expected fragments that do not use each other in a loop)']);
  });

  it('report a placeholder without a default in the fragment itself', () => {
    const noDefault = { ...card, params: { info: {}, level: {} } };
    expect(check([], noDefault).problems).toEqual(['screens/fragments/pay-card.json#/blocks/0/level: {"$param": "level"} needs parameter "level" declared with a default (expected "params": { "level": { "default": … } } (the schema checks the fragment with it))']);
  });
});
