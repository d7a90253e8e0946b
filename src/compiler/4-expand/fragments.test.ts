// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMarket, loadSchemaFiles } from '../1-parse/files-on-disk';
import { formatProblem } from '../../lib/problem';
import { checkScreens } from '../compile-screens';
import { writtenIn } from './fragments';

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

  it('say which block of the screen brought each node, through a fragment inside a fragment (the studio selects it on a click)', () => {
    const outer = { id: 'pay-box', params: { info: {} }, blocks: [{ type: 'paragraph', text: 'Your bill' }, { type: 'fragment', use: 'pay-card', with: { info: 'param.info' } }] };
    const body = [{ type: 'heading', text: 'Pay' }, { type: 'fragment', use: 'pay-box', with: { info: 'data.detail' } }, { type: 'paragraph', text: 'Thanks' }];
    const fragments = [source('screens/fragments/pay-card.json', card), source('screens/fragments/pay-box.json', outer)];
    const checked = checkScreens([source('screens/pay.json', screen(body))], schemas, sessionParams, [], fragments);
    expect(checked.problems.map(formatProblem)).toEqual([]);
    const expanded = checked.expansions.get('screens/pay.json')!;
    // Drawn: heading, the box's paragraph, the card's heading and button, then the screen's paragraph.
    const placed = ['/body/0', '/body/1', '/body/2', '/body/3', '/body/3/onTap/0', '/body/4'].map((pointer) => writtenIn(expanded, pointer, 'screens/pay.json'));
    expect(placed).toEqual(['/body/0', '/body/1', '/body/1', '/body/1', '/body/1', '/body/2']);
    expect(writtenIn(expanded, '/body/3', 'screens/fragments/pay-box.json')).toBe('/blocks/1');
    // The card's dialog was written in the card alone, though the screen's block brought it.
    expect(writtenIn(expanded, '/dialogs/channels/body/0', 'screens/pay.json')).toBe('/body/1');
    expect(writtenIn(expanded, '/dialogs/channels/body/0', 'screens/fragments/pay-card.json')).toBe('/dialogs/channels/body/0');
  });
});
