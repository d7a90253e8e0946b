// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
// How npm run probe fills a form the server draws when nobody gave a typed field its value: with a
// sample the page's own rules accept (so a form a product person adds is probed with nothing
// more), and named as missing when the rules take none.
import { describe, expect, it } from 'vitest';
import { readEndpointContract } from './endpoint-uses';
import { fillServerForm, readServerForms, type ServerForm } from './probe-server-form';

const [bindBank] = readServerForms(readEndpointContract()).filter((form) => form.source === 'POST /v3/bind-card/card-init');

const item = (code: string, inputType: string) => ({ code, cate: 'text', title: code, subtitle: '', value: '', note: [], inputType, cardTypeMi: 0 });
const reply = (...items: unknown[]) => ({ code: 0, message: 'success', data: { cardType: 1, items } });
const withRules = (form: ServerForm, code: string, rules: Record<string, unknown>): ServerForm => ({ ...form, block: { ...form.block, overrides: { [code]: rules } } });

describe('fillServerForm: a typed field nobody gave a value', () => {
  it('finds the bank form', () => {
    expect(bindBank?.at).toMatch(/^screens\/bind-bank\.json#\/body\/\d+$/);
  });

  it('takes a sample of its format: a mobile number, digits, a name', () => {
    const filled = fillServerForm(bindBank!, reply(item('mobile', 'phone'), item('account', 'bankCard'), item('tin', '')), { cardType: 1 }, new Set());
    expect(filled).toEqual({ params: { cardType: 1, mobile: '09171234567', account: '1234567890123456', tin: '1234567890' } });
  });

  it('keeps the value the fixture or --params gives', () => {
    expect(fillServerForm(bindBank!, reply(item('tin', '')), { cardType: 1, tin: '123456789' }, new Set())).toEqual({ params: { cardType: 1, tin: '123456789' } });
  });

  it('takes the next sample when the field\'s rules refuse the first, and names the field when they refuse them all', () => {
    const letters = withRules(bindBank!, 'holder', { pattern: { value: '^[A-Za-z ]+$', message: 'Letters only' } });
    const nameField = { ...item('holder', ''), inputType: 'text' };
    const textForm: ServerForm = { ...letters, block: { ...letters.block, textFormat: 'none' } };
    expect(fillServerForm(textForm, reply(nameField), { cardType: 1 }, new Set())).toEqual({ params: { cardType: 1, holder: 'Maria Santos' } });
    const numbersOnly: ServerForm = { ...withRules(textForm, 'holder', { pattern: { value: '^\\d+$', message: 'Digits only' } }) };
    expect(fillServerForm(numbersOnly, reply(nameField), { cardType: 1 }, new Set())).toEqual({ params: { cardType: 1, holder: '1234567890' } });
    const never = withRules(textForm, 'holder', { pattern: { value: '^X{3}$', message: 'Three Xs' } });
    expect(fillServerForm(never, reply(nameField), { cardType: 1 }, new Set())).toEqual({
      missing: [expect.stringMatching(/^holder: a field the borrower types \(#\/data\/items\/0\) whose rules take none of the probe's samples; give its value with --params$/)],
    });
  });
});
