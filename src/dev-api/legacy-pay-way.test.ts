// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LEGACY_BASE } from './legacy-pay-way';
import { applyOverridesFromJson } from './overrides';
import { DEV_API_SCENARIOS } from './scenarios';
import { ORIGIN, post, useDevApiServer } from './test-client';

useDevApiServer();

interface Way {
  alipay: number;
  repayToken: string;
  bankCards: { id: string; bankName: string; cardNo: string; bankCode: string }[];
}

const commitFields = (token: string, cardId: string) => ({
  amount: 1_060_000, bankName: 'BPI', cardId, cardNo: '**** **** 0375', couponId: '', orderId: '10174', repayToken: token, bankCode: 'BPI', sendMsg: 1,
});

async function way(): Promise<Way> {
  return (await post<Way>(`${LEGACY_BASE}/repayment-way`, { orderId: '10174', amount: 1_060_000 })).data;
}

describe('legacy pay-way', () => {
  it('lives under the provider path and lists cards with a token', async () => {
    expect(LEGACY_BASE).toBe('/api/v1/kaagapay/kaagapay-api/service/loan');
    const data = await way();
    expect(data.repayToken).toMatch(/^rt[0-9a-f]{16}$/);
    expect(data.bankCards.map((card) => card.bankName)).toEqual(['BDO Unibank', 'BPI', 'Metrobank']);
  });

  it('pays without SMS on a card that needs none', async () => {
    const reply = await post<{ repayRecordId: string; needValid: number }>(`${LEGACY_BASE}/repayment-commit`, commitFields((await way()).repayToken, '11'));
    expect(reply).toMatchObject({ code: '00', data: { needValid: 0 } });
  });

  it('asks for the SMS code on some cards: 800006 for a wrong code, then 00, then 800005 on a repeat', async () => {
    const commit = await post<{ repayRecordId: string; needValid: number }>(`${LEGACY_BASE}/repayment-commit`, commitFields((await way()).repayToken, '12'));
    expect(commit.data.needValid).toBe(1);
    const confirm = (verifyCode: string) => post(`${LEGACY_BASE}/repayment-confirm`, { orderId: '10174', verifyCode, repaymentRecordId: commit.data.repayRecordId });
    expect(await confirm('654321')).toMatchObject({ code: '800006', message: 'Wrong verification code.' });
    expect(await confirm('123456')).toMatchObject({ code: '00' });
    expect((await confirm('123456')).code).toBe('800005');
  });

  it('sends the SMS code again for a commit still waiting for it (sendMsg 1), with the same record', async () => {
    const { repayToken } = await way();
    const first = await post<{ repayRecordId: string; needValid: number }>(`${LEGACY_BASE}/repayment-commit`, { ...commitFields(repayToken, '12'), sendMsg: 0 });
    const again = await post<{ repayRecordId: string; needValid: number }>(`${LEGACY_BASE}/repayment-commit`, commitFields(repayToken, '12'));
    expect(again).toMatchObject({ code: '00', data: { needValid: 1, repayRecordId: first.data.repayRecordId } });
    expect((await post(`${LEGACY_BASE}/repayment-commit`, { ...commitFields(repayToken, '12'), sendMsg: 0 })).code).toBe('800005');
  });

  it('refuses a second commit with the same token (800005), an unknown token and a missing card', async () => {
    const { repayToken } = await way();
    expect((await post(`${LEGACY_BASE}/repayment-commit`, commitFields(repayToken, '11'))).code).toBe('00');
    expect(await post(`${LEGACY_BASE}/repayment-commit`, commitFields(repayToken, '11'))).toMatchObject({ code: '800005', message: 'Please do not submit the same payment twice.' });
    expect((await post(`${LEGACY_BASE}/repayment-commit`, commitFields('rt-forged', '11'))).code).toBe('800004');
    expect(await post(`${LEGACY_BASE}/repayment-commit`, commitFields(repayToken, ''))).toMatchObject({ code: '800001', message: 'Please select a payment bank card first!' });
  });

  it('lists the bank account bound on the bind page', async () => {
    await post('/v3/bind-card/bind-card-new', { product_id: 1, cardType: 1, bankName: 'UnionBank', bankAccount: '109876543210', tinNumber: '123456789', city: 'Davao City', payday: '15' });
    expect((await way()).bankCards.at(-1)).toEqual({ id: '21', bankName: 'UnionBank', cardNo: '**** **** 3210', bankCode: 'UBP' });
  });

  it('gives a huichao pay link on the request origin', async () => {
    const reply = await post<{ url: string }>(`${LEGACY_BASE}/repayment-huichao`, { userId: '88123', orderId: '10174', amount: 1_060_000 });
    expect(reply.code).toBe('00');
    expect(reply.data.url).toMatch(new RegExp(`^${ORIGIN}/repaymentOfCode\\?showType=1&payCode=\\d+&repayAmount=1060000$`));
  });

  it('fails the card list through the scenario override', async () => {
    applyOverridesFromJson(DEV_API_SCENARIOS['pay-way-card-list-failed']);
    expect((await post(`${LEGACY_BASE}/repayment-way`, { orderId: '10174' })).code).toBe('500');
  });
});
