// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_FOUND, cardField } from './bind-card';
import { db } from './db';
import { post, useDevApiServer } from './test-client';

useDevApiServer();

interface Item {
  code: string;
  cate: string;
  title: string;
  value: string;
  note: { name: string; type: string }[];
  inputType: string;
  cardTypeMi: number;
  channelNumber: number;
}

const BANK_FORM = {
  product_id: 1,
  cardType: 1,
  channelNumber: 90006,
  bankName: 'BDO',
  bankAccount: '001234567890',
  tinNumber: '123456789000',
  city: 'Quezon City',
  payday: '2026-11-15',
};

async function items(): Promise<Item[]> {
  return (await post<{ items: Item[] }>('/v3/bind-card/card-init', { product_id: 1 })).data.items;
}

describe('bind card', () => {
  it('serves field definitions of every category, restricted by card type', async () => {
    const fields = await items();
    expect(new Set(fields.map((field) => field.cate))).toEqual(new Set(['text', 'enum', 'citySelect', 'day']));
    const bank = fields.find((field) => field.code === 'bankName');
    expect(bank).toMatchObject({ cardTypeMi: 1, channelNumber: 90006, value: '' });
    expect(bank?.note.map((option) => option.name)).toContain('Land Bank of the Philippines');
    expect(bank?.note).toHaveLength(10);
    expect(fields.find((field) => field.code === 'walletName')?.note.map((option) => option.name)).toEqual(['GCash', 'Maya', 'GrabPay', 'ShopeePay', 'Coins.ph']);
    expect(fields.find((field) => field.code === 'walletMobile')).toMatchObject({ cate: 'text', cardTypeMi: 2, inputType: 'phone' });
    expect(fields.filter((field) => field.cardTypeMi === 0).map((field) => field.code)).toEqual(['tinNumber', 'city', 'payday']);
    // The check patterns stay on the server.
    expect(fields.every((field) => !('check' in field))).toBe(true);
  });

  it('saves a bank account and puts the values back into card-init', async () => {
    expect(await post('/v3/bind-card/bind-card-new', BANK_FORM)).toMatchObject({ code: 0, data: { success: true } });
    const values = Object.fromEntries((await items()).map((field) => [field.code, field.value]));
    expect(values).toMatchObject({ bankName: 'BDO', bankAccount: '001234567890', tinNumber: '123456789000', city: 'Quezon City', payday: '2026-11-15', walletName: '' });
    expect(db.bindCalls.map((call) => call.path)).toEqual(['bind-card-new']);
  });

  it('records the bind-card-order path used from the order screen, for an e-wallet', async () => {
    const wallet = { product_id: 2, cardType: 2, channelNumber: 90007, walletName: 'GCash', walletMobile: '09171234567', tinNumber: '123456789', city: 'Cebu City', payday: '30' };
    expect(await post('/v3/bind-card/bind-card-order', wallet)).toMatchObject({ code: 0, data: { success: true } });
    expect(db.bankAccount).toMatchObject({ path: 'bind-card-order', cardType: 2, productId: '2', values: { walletMobile: '09171234567' } });
    expect((await post<{ cardType: number }>('/v3/bind-card/card-init')).data.cardType).toBe(2);
  });

  // The messages name each field by the title card-init gives it: a retitled field keeps this green.
  const title = (code: string) => cardField(code).title;

  it.each([
    [{ bankAccount: '' }, `Please enter your ${title('bankAccount')}`],
    [{ bankName: '' }, `Please select your ${title('bankName')}`],
    [{ bankName: 'Bank of Nowhere' }, `Please select a valid ${title('bankName')}`],
    [{ bankAccount: '12345' }, `${title('bankAccount')} ${cardField('bankAccount').check?.message}`],
    [{ tinNumber: '12-34' }, `${title('tinNumber')} ${cardField('tinNumber').check?.message}`],
    [{ city: 'Atlantis' }, `Please select a valid ${title('city')}`],
    [{ payday: '32' }, `${title('payday')} must be a date`],
    [{ cardType: 3 }, 'Unknown card type "3"'],
  ])('refuses %o with a message naming the field', async (change, message) => {
    const reply = await post('/v3/bind-card/bind-card-new', { ...BANK_FORM, ...change });
    expect(reply.code).not.toBe(0);
    expect(reply.message).toContain(message);
    expect(db.bankAccount).toBeNull();
  });

  it('names every refused field in data.errors, by its code, with the first one as the message', async () => {
    const reply = await post('/v3/bind-card/bind-card-new', { ...BANK_FORM, bankAccount: '12345', payday: '32' });
    expect(reply).toMatchObject({ code: 1, message: `${title('bankAccount')} ${cardField('bankAccount').check?.message}`, data: { errors: { bankAccount: `${title('bankAccount')} ${cardField('bankAccount').check?.message}`, payday: expect.stringContaining(`${title('payday')} must be a date`) } } });
    expect(Object.keys((reply.data as { errors: object }).errors)).toEqual(['bankAccount', 'payday']);
  });

  it('refuses an account number the bank does not hold (0000…) on the account number field', async () => {
    const reply = await post('/v3/bind-card/bind-card-new', { ...BANK_FORM, bankAccount: '0000123456789' });
    expect(reply).toMatchObject({ code: 1, data: { errors: { bankAccount: ACCOUNT_NOT_FOUND } } });
    expect(Object.keys((reply.data as { errors: object }).errors)).toEqual(['bankAccount']);
    expect(db.bankAccount).toBeNull();
  });

  it('asks for the e-wallet fields, not the bank ones, for card type 2', async () => {
    const reply = await post('/v3/bind-card/bind-card-new', { ...BANK_FORM, cardType: 2 });
    expect(reply).toMatchObject({ code: 1, message: `Please select your ${title('walletName')}` });
  });
});
