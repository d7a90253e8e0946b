// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CallResult } from '../api/client';
import market from '../../config/market.json';
import { fakeScreen, type FakeScreen } from '../../tests/support/fake-screen';

const ok = (data: unknown, code: unknown = 0): CallResult => ({ ok: true, code, message: '', data, raw: {} });
const fail = (code: unknown, message: string): CallResult => ({ ok: false, reason: 'code', code, message, raw: {} });

describe('call step', () => {
  it('sends evaluated params and runs onSuccess with the reply in scope', async () => {
    const t = fakeScreen([ok({ payUrl: 'https://pay.example.com/p/1' })]);
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
    const t = fakeScreen([ok(data)]);
    const done = await t.run([
      { type: 'call', endpoint: 'pay', onSuccess: [{ type: 'close-dialog', dialog: 'channels' }, { type: 'open-url', url: { var: 'reply.data.payUrl' } }, { type: 'navigate', to: '/after' }] },
    ]);
    expect(done).toBe(false);
    expect(t.shown).toEqual([`fail:${message}`]);
    expect(t.navigations).toEqual([]);
  });

  it('toasts the server message on failure and stops the list', async () => {
    const t = fakeScreen([fail(1, 'Insufficient balance')]);
    const done = await t.run([{ type: 'call', endpoint: 'a' }, { type: 'navigate', to: '/next' }]);
    expect(done).toBe(false);
    expect(t.shown).toEqual(['fail:Insufficient balance']);
    expect(t.navigations).toEqual([]);
  });

  it('always hides its loading indicator, on success and on failure', async () => {
    const t = fakeScreen([fail(1, 'nope'), ok({})]);
    await t.run([{ type: 'call', endpoint: 'a', loadingText: 'Sending...' }]);
    expect(t.shown[0]).toBe('loading:Sending...');
    expect(t.toast.current?.kind).not.toBe('loading');
    await t.run([{ type: 'call', endpoint: 'a', loadingText: 'Sending...' }]);
    expect(t.toast.current).toBeNull();
  });

  it('branches on the reply code before success and failure', async () => {
    const t = fakeScreen([fail(101, 'Wrong captcha'), fail(11, 'Registered')]);
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
    const t = fakeScreen([ok({ sid: 'abc' })]);
    await t.run([{ type: 'call', endpoint: 'sid', saveAs: 'sid' }]);
    expect(t.s.state.get('sid')).toEqual({ sid: 'abc' });
  });
});

/**
 * The landing's three fields are on the page: the form shows a message for those and gives their
 * names, as the renderer's field registry does (which focuses the first: field-registry.test.ts).
 */
function landingForm(t: FakeScreen) {
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
    const t = fakeScreen([fail(-1, 'The image code is wrong. Please enter the new one.')]);
    const form = landingForm(t);
    await t.run(register({ fieldErrors: { '-1': 'imgValidate', '3': 'smsCode' }, onCode: { '-1': [{ type: 'set-state', values: { captchaAt: 2 } }] } }).slice(0, 1));
    expect(form.messages()).toEqual({ mobile: undefined, imgValidate: 'The image code is wrong. Please enter the new one.', smsCode: undefined });
    expect(t.s.state.get('captchaAt')).toBe(2);
    expect(t.shown).toEqual([]);
  });

  it('ends the list after a field error, as after any failure', async () => {
    const t = fakeScreen([fail(3, 'The SMS code is wrong.')]);
    landingForm(t);
    expect(await t.run(register({ fieldErrors: { '3': 'smsCode' } }))).toBe(false);
    expect(t.navigations).toEqual([]);
  });

  it('shows the message the map gives, with the reply in scope', async () => {
    const t = fakeScreen([fail(3, 'The SMS code is wrong.')]);
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
      const t = fakeScreen([{ ok: false, reason: 'code', code: 1, message: 'Please check the form', data: { errors: data }, raw: {} }]);
      const form = landingForm(t);
      await t.run(register({ fieldErrorsFrom: { var: 'reply.data.errors' } }));
      expect(form.messages()).toEqual({ mobile: 'This number cannot get SMS', imgValidate: undefined, smsCode: 'Wrong SMS code' });
      expect(t.shown).toEqual([]);
    }
  });

  it('lets fieldErrors win over the map for the same field, and toasts a message for a field not on the page', async () => {
    const t = fakeScreen([{ ok: false, reason: 'code', code: 3, message: 'The SMS code is wrong.', data: { errors: { smsCode: 'from the map', inviteCode: 'This invitation code has expired' } }, raw: {} }]);
    const form = landingForm(t);
    await t.run(register({ fieldErrors: { '3': 'smsCode' }, fieldErrorsFrom: { var: 'reply.data.errors' } }));
    expect(form.messages().smsCode).toBe('The SMS code is wrong.');
    expect(t.shown).toEqual(['fail:This invitation code has expired']);
  });

  it('leaves an unmapped code, a map of fields not on the page, a network failure and a success as they were', async () => {
    const t = fakeScreen([
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
    const plain = fakeScreen([fail(4, 'Busy')]);
    landingForm(plain);
    await plain.run([{ type: 'call', endpoint: 'register', fieldErrors: { '-1': 'imgValidate' } }]);
    expect(plain.shown).toEqual(['fail:Busy']);
  });
});
