// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compiled, fakeScreen } from '../../tests/support/fake-screen';
import { readsMobileNumbers } from './run-steps';

// What the reader's module gives steps to wait for; a plain function, as a spy's own bookkeeping
// of a rejected promise reports the rejection as the test's.
const reader = vi.hoisted(() => ({ next: undefined as (() => Promise<void>) | undefined, asked: 0 }));
vi.mock('../lib/mobile-numbers-on-use', async (actual) => ({
  ...(await actual<typeof import('../lib/mobile-numbers-on-use')>()),
  mobileNumbersReady: () => {
    reader.asked += 1;
    return reader.next?.();
  },
}));
beforeEach(() => {
  reader.next = undefined;
  reader.asked = 0;
});

// Steps as the build gives them to the page: expressions compiled to json-logic.
const sendSms = [{ type: 'call', endpoint: 'getSms', params: { phone: { mobile: [{ var: 'form.mobile' }] } }, onSuccess: [{ type: 'toast', message: 'sent' }] }];
const onLoad = [{ type: 'call', endpoint: 'template', params: { templateId: { var: 'query.id' } }, onSuccess: [{ type: 'set-state', values: { done: true } }] }];

describe('readsMobileNumbers', () => {
  it('finds a validate step or the mobile operation anywhere in the list, branches included', () => {
    expect(readsMobileNumbers(compiled([{ type: 'validate', fields: ['mobile'] }]))).toBe(true);
    expect(readsMobileNumbers(compiled(sendSms))).toBe(true);
    expect(readsMobileNumbers(compiled([{ type: 'if', test: { var: 'form.agree' }, then: sendSms }]))).toBe(true);
    expect(readsMobileNumbers(compiled(onLoad))).toBe(false);
    // A parameter named "mobile" is not the operation.
    expect(readsMobileNumbers(compiled([{ type: 'call', endpoint: 'x', params: { mobile: { var: 'form.mobile' } } }]))).toBe(false);
  });
});

describe('steps on a screen that reads mobile numbers', () => {
  it('wait for the reader before the first of them runs', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((done) => (arrive = done));
    reader.next = () => arrived;
    const t = fakeScreen();
    const ran = t.run([{ type: 'toast', message: 'checking' }, { type: 'validate', fields: ['mobile'] }]);
    await new Promise((done) => setTimeout(done, 10));
    expect(t.shown).toEqual([]);
    arrive();
    expect(await ran).toBe(true);
    expect(t.shown).toEqual(['info:checking']);
  });

  it('that read none do not ask for it', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'toast', message: 'hello' }])).toBe(true);
    expect(reader.asked).toBe(0);
  });

  it('stop with the network message when the reader cannot be fetched', async () => {
    reader.next = () => Promise.reject(new Error('offline'));
    const t = fakeScreen();
    expect(await t.run([{ type: 'validate', fields: ['mobile'] }, { type: 'toast', message: 'sent' }])).toBe(false);
    expect(t.shown).toEqual([`fail:${t.s.market.messages.networkError}`]);
  });
});
