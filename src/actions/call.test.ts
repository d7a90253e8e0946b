// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../api/client';
import { createBridge } from '../bridge/bridge';
import type { Screen, Step } from '../generated/screen';
import type { Market } from '../generated/market';
import market from '../../config/market.json';
import { createKeyStore } from '../lib/key-store';
import { createToastStore } from '../lib/toast-store';
import { createActionContext } from './run-steps';
import type { ScreenServices } from './types';
import { loadSchemaFiles } from '../compiler/1-parse/files-on-disk';
import { withSchemaDefaults } from '../compiler/6-emit/schema-defaults';

const schemas = loadSchemaFiles();
/** Steps as a screen writes them, with what the compiler fills in: their schema defaults. */
const compiled = (steps: unknown[]) => withSchemaDefaults({ actions: { test: steps } }, schemas).actions.test as Step[];

/** Services with a scripted endpoint: each call takes the next reply. */
function services(replies: CallResult[], document: Partial<Screen> = {}) {
  const toast = createToastStore({ defaultMs: 3000, minMs: 300 });
  const shown: string[] = [];
  toast.subscribe((t) => t && shown.push(`${t.kind}:${t.message}`));
  const calls: { endpoint: string; params: Record<string, unknown> }[] = [];
  const navigations: string[] = [];
  const s: ScreenServices = {
    document: { id: 't', title: 'T', routes: ['/t'], body: [], ...document } as Screen,
    market: market as Market,
    state: createKeyStore({}),
    toast,
    bridge: createBridge({} as never, 'x'),
    async call(endpoint, params, loadingText) {
      calls.push({ endpoint, params });
      const id = loadingText ? toast.show(loadingText, 'loading') : undefined;
      try {
        return replies.shift() ?? { ok: false, reason: 'network', message: 'none left' };
      } finally {
        if (id !== undefined) toast.hide(id);
      }
    },
    navigate: (to, query) => navigations.push(`${to}?${new URLSearchParams(query as Record<string, string>)}`),
    navigatePath: (path) => navigations.push(path),
    openWeb: (href) => navigations.push(href),
    back: vi.fn(),
    sessionQuery: () => ({ sessionId: 's' }),
    dialogs: { open: vi.fn(), close: vi.fn() },
    form: { values: () => ({}), check: () => null, showErrors: async () => true, showServerErrors: () => [], clearDraft: vi.fn(), reset: vi.fn() },
    refetch: vi.fn(async () => {}),
    copy: vi.fn(async () => true),
    storage: () => null,
    wait: async () => {},
    locate: async () => ({ kind: 'unsupported' }),
    baseUrl: () => 'https://app.example.ph/x',
    runAction: vi.fn(async () => true),
  };
  const run = (steps: unknown[]) => createActionContext(s, () => ({ query: { productId: '7' }, market })).runSteps(compiled(steps));
  return { s, run, shown, calls, navigations, toast };
}

const ok = (data: unknown, code: unknown = 0): CallResult => ({ ok: true, code, message: '', data, raw: {} });
const fail = (code: unknown, message: string): CallResult => ({ ok: false, reason: 'code', code, message, raw: {} });

describe('call step', () => {
  it('sends evaluated params and runs onSuccess with the reply in scope', async () => {
    const t = services([ok({ payUrl: 'https://pay.example.com/p/1' })]);
    const done = await t.run([
      {
        type: 'call',
        endpoint: 'pay',
        params: { productId: { var: 'query.productId' }, isDelay: 1 },
        onSuccess: [{ type: 'open-url', url: { var: 'reply.data.payUrl' } }],
      },
    ]);
    expect(done).toBe(true);
    expect(t.calls).toEqual([{ endpoint: 'pay', params: { productId: '7', isDelay: 1 } }]);
    expect(t.navigations).toEqual(['https://pay.example.com/p/1']);
  });

  // Issue 16: a value an action needs (payUrl, contract_url, lendDetailsUrl, url, ugnayUrl) that
  // is absent or unusable fails that action with a message; the page stays where it is.
  it.each([
    ['absent', {}, market.messages.linkUnavailable],
    ['null', { payUrl: null }, market.messages.linkUnavailable],
    ['empty', { payUrl: '' }, market.messages.linkUnavailable],
    ['blank', { payUrl: '   ' }, market.messages.linkUnavailable],
    ['not a web address', { payUrl: 'javascript:alert(1)' }, market.messages.unsafeUrl],
    ['a number', { payUrl: 5678 }, market.messages.unsafeUrl],
  ])('refuses a link that is %s with a message, stops the list and keeps the page', async (_label, data, message) => {
    const t = services([ok(data)]);
    const done = await t.run([
      { type: 'call', endpoint: 'pay', onSuccess: [{ type: 'close-dialog', dialog: 'channels' }, { type: 'open-url', url: { var: 'reply.data.payUrl' } }, { type: 'navigate', to: '/after' }] },
    ]);
    expect(done).toBe(false);
    expect(t.shown).toEqual([`fail:${message}`]);
    expect(t.navigations).toEqual([]);
  });

  it('toasts the server message on failure and stops the list', async () => {
    const t = services([fail(1, 'Insufficient balance')]);
    const done = await t.run([{ type: 'call', endpoint: 'a' }, { type: 'navigate', to: '/next' }]);
    expect(done).toBe(false);
    expect(t.shown).toEqual(['fail:Insufficient balance']);
    expect(t.navigations).toEqual([]);
  });

  it('always hides its loading indicator, on success and on failure', async () => {
    const t = services([fail(1, 'nope'), ok({})]);
    await t.run([{ type: 'call', endpoint: 'a', loadingText: 'Sending...' }]);
    expect(t.shown[0]).toBe('loading:Sending...');
    expect(t.toast.current?.kind).not.toBe('loading');
    await t.run([{ type: 'call', endpoint: 'a', loadingText: 'Sending...' }]);
    expect(t.toast.current).toBeNull();
  });

  it('branches on the reply code before success and failure', async () => {
    const t = services([fail(101, 'Wrong captcha'), fail(11, 'Registered')]);
    const steps = [
      {
        type: 'call',
        endpoint: 'sms',
        onCode: { '101': [{ type: 'toast', message: { cat: ['captcha: ', { var: 'reply.message' }] } }], '11': [{ type: 'navigate', to: '/download' }] },
      },
    ];
    await t.run(steps);
    await t.run(steps);
    expect(t.shown).toEqual(['info:captcha: Wrong captcha']);
    expect(t.navigations).toEqual(['/download?']);
  });

  it('saves reply data into state with saveAs', async () => {
    const t = services([ok({ sid: 'abc' })]);
    await t.run([{ type: 'call', endpoint: 'sid', saveAs: 'sid' }]);
    expect(t.s.state.get('sid')).toEqual({ sid: 'abc' });
  });
});

/**
 * The landing's three fields are on the page: the form shows a message for those and gives their
 * names, as the renderer's field registry does (which focuses the first: field-registry.test.ts).
 */
function landingForm(t: ReturnType<typeof services>) {
  const onPage = ['mobile', 'imgValidate', 'smsCode'];
  const shown: Record<string, string | undefined> = {};
  t.s.form.showServerErrors = (messages) => {
    const names = Object.keys(messages).filter((name) => onPage.includes(name));
    for (const name of names) shown[name] = messages[name];
    return names;
  };
  return { messages: () => Object.fromEntries(onPage.map((name) => [name, shown[name]])) };
}

describe('call step: server errors on the field (fieldErrors, fieldErrorsFrom)', () => {
  const register = (extra: Record<string, unknown>) => [
    { type: 'call', endpoint: 'register', onFailure: [{ type: 'toast', kind: 'fail', message: 'generic failure' }], ...extra },
    { type: 'navigate', to: '/downloadTemplate' },
  ];

  it("puts a mapped code's message under its field; onCode of the code runs, onFailure and the toast do not", async () => {
    const t = services([fail(-1, 'The image code is wrong. Please enter the new one.')]);
    const form = landingForm(t);
    await t.run(register({ fieldErrors: { '-1': 'imgValidate', '3': 'smsCode' }, onCode: { '-1': [{ type: 'set-state', values: { captchaAt: 2 } }] } }).slice(0, 1));
    expect(form.messages()).toEqual({ mobile: undefined, imgValidate: 'The image code is wrong. Please enter the new one.', smsCode: undefined });
    expect(t.s.state.get('captchaAt')).toBe(2);
    expect(t.shown).toEqual([]);
  });

  it('ends the list after a field error, as after any failure', async () => {
    const t = services([fail(3, 'The SMS code is wrong.')]);
    landingForm(t);
    expect(await t.run(register({ fieldErrors: { '3': 'smsCode' } }))).toBe(false);
    expect(t.navigations).toEqual([]);
  });

  it('shows the message the map gives, with the reply in scope', async () => {
    const t = services([fail(3, 'The SMS code is wrong.')]);
    const form = landingForm(t);
    await t.run(register({ fieldErrors: { '3': { field: 'smsCode', message: { cat: ['Check the SMS we sent you (', { var: 'reply.code' }, ')'] } } } }));
    expect(form.messages().smsCode).toBe('Check the SMS we sent you (3)');
  });

  it("reads the reply's field-error map in any plausible shape", async () => {
    const errors = [
      { smsCode: 'Wrong SMS code', mobile: ['This number cannot get SMS', 'second'], other: 7 },
      [{ field: 'smsCode', message: 'Wrong SMS code' }, { field: 'mobile', message: 'This number cannot get SMS' }, null, { field: 'imgValidate' }],
    ];
    for (const data of errors) {
      const t = services([{ ok: false, reason: 'code', code: 1, message: 'Please check the form', data: { errors: data }, raw: {} }]);
      const form = landingForm(t);
      await t.run(register({ fieldErrorsFrom: { var: 'reply.data.errors' } }));
      expect(form.messages()).toEqual({ mobile: 'This number cannot get SMS', imgValidate: undefined, smsCode: 'Wrong SMS code' });
      expect(t.shown).toEqual([]);
    }
  });

  it('lets fieldErrors win over the map for the same field, and toasts a message for a field not on the page', async () => {
    const t = services([{ ok: false, reason: 'code', code: 3, message: 'The SMS code is wrong.', data: { errors: { smsCode: 'from the map', inviteCode: 'This invitation code has expired' } }, raw: {} }]);
    const form = landingForm(t);
    await t.run(register({ fieldErrors: { '3': 'smsCode' }, fieldErrorsFrom: { var: 'reply.data.errors' } }));
    expect(form.messages().smsCode).toBe('The SMS code is wrong.');
    expect(t.shown).toEqual(['fail:This invitation code has expired']);
  });

  it('leaves an unmapped code, a map of fields not on the page, a network failure and a success as they were', async () => {
    const t = services([
      fail(4, "You have used up today's SMS codes."),
      { ok: false, reason: 'code', code: 1, message: 'Please check the form', data: { errors: { inviteCode: 'Expired' } }, raw: {} },
      { ok: false, reason: 'network', message: 'error' },
      ok(null),
    ]);
    const form = landingForm(t);
    const steps = register({ fieldErrors: { '-1': 'imgValidate' }, fieldErrorsFrom: { var: 'reply.data.errors' } });
    expect(await t.run(steps)).toBe(false);
    expect(await t.run(steps)).toBe(false);
    expect(await t.run(steps)).toBe(false);
    expect(t.shown).toEqual(['fail:generic failure', 'fail:generic failure', 'fail:generic failure']);
    expect(await t.run(steps)).toBe(true);
    expect(form.messages()).toEqual({ mobile: undefined, imgValidate: undefined, smsCode: undefined });
    const plain = services([fail(4, 'Busy')]);
    landingForm(plain);
    await plain.run([{ type: 'call', endpoint: 'register', fieldErrors: { '-1': 'imgValidate' } }]);
    expect(plain.shown).toEqual(['fail:Busy']);
  });
});

describe('flow and state steps', () => {
  it('validate toasts the first failing field in the given order and stops', async () => {
    const t = services([]);
    const messages: Record<string, string | null> = { phone: null, captcha: 'Please enter the code shown in the picture', sms: 'Please enter the code we sent you by SMS' };
    t.s.form.check = (name) => messages[name] ?? null;
    const done = await t.run([{ type: 'validate', fields: ['phone', 'captcha', 'sms'] }, { type: 'toast', message: 'sent' }]);
    expect(done).toBe(false);
    expect(t.shown).toEqual(['fail:Please enter the code shown in the picture']);
  });

  it('if, switch, set-state and open-url refusal', async () => {
    const t = services([]);
    await t.run([
      { type: 'set-state', values: { n: 3 } },
      { type: 'if', test: { '>': [{ var: 'query.productId' }, 5] }, then: [{ type: 'toast', message: 'big' }], else: [{ type: 'toast', message: 'small' }] },
      { type: 'switch', value: { var: 'query.productId' }, cases: { '7': [{ type: 'toast', message: 'seven' }] }, default: [{ type: 'toast', message: 'other' }] },
    ]);
    expect(t.s.state.get('n')).toBe(3);
    expect(t.shown).toEqual(['info:big', 'info:seven']);
    const refused = await t.run([{ type: 'open-url', url: 'javascript:alert(1)' }]);
    expect(refused).toBe(false);
    expect(t.shown.at(-1)).toBe(`fail:${market.messages.unsafeUrl}`);
    expect(t.navigations).toEqual([]);
  });

  it('countdown counts state down once a second to 0', async () => {
    vi.useFakeTimers();
    try {
      const t = services([]);
      await t.run([{ type: 'countdown', state: 'left', from: 3 }]);
      expect(t.s.state.get('left')).toBe(3);
      vi.advanceTimersByTime(1000);
      expect(t.s.state.get('left')).toBe(2);
      vi.advanceTimersByTime(5000);
      expect(t.s.state.get('left')).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
