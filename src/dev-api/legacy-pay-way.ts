/**
 * Legacy pay-way (screen 22): card list, commit, SMS confirm and the "huichao" pay link, under
 * /api/v1/{provider}/{provider}-api/service/loan/. Success rule: str00; the error codes are those of
 * SPEC point 8. SPEC says the legacy flow's messages are Chinese; what a Filipino borrower reads is
 * English or Filipino, the page's language (CONTRACT.md 'Readings chosen', "API"), so the originals
 * are only recorded here: 请先选择还款银行卡！
 * (choose a card first), 银行卡不存在，请重新选择 (no such card), 还款金额有误 (wrong amount),
 * 支付令牌已失效，请返回重新进入 (token expired), 请勿重复提交支付请求 (do not submit twice),
 * 验证码已发送 (code sent), 还款成功 (paid), 还款记录不存在 (no such record), 验证码错误 (wrong code).
 */
import market from '../../config/market.json';
import { BANKS, CARD_TYPE_BANK } from './bind-card';
import { db } from './db';
import { devEndpoint, readForm, requestOrigin } from './endpoint';
import { reply00, replyFail } from './envelope';
import { randomChars } from './random';
import { REPAYMENT_TEXTS } from './repayment';
import { replyLanguage, say, type Wording } from './server-language';

export const LEGACY_BASE = `/api/v1/${market.provider}/${market.provider}-api/service/loan`;
/** The SMS code the legacy confirm accepts. */
export const LEGACY_VERIFY_CODE = '123456';

export const LEGACY_CODES = {
  noCard: '800001',
  unknownCard: '800002',
  badAmount: '800003',
  badToken: '800004',
  duplicate: '800005',
  wrongCode: '800006',
  noRecord: '800007',
} as const;

/** The legacy replies' messages in each language (server-language.ts). */
export const LEGACY_TEXTS = {
  noCard: { en: 'Please select a payment bank card first!', fil: 'Pumili muna ng bank card na pambayad!' },
  unknownCard: { en: 'This bank card was not found. Please choose another one.', fil: 'Hindi makita ang bank card na ito. Pumili ng iba.' },
  badAmount: REPAYMENT_TEXTS.badAmount,
  badToken: { en: 'This payment session has expired. Please go back and open the page again.', fil: 'Nag-expire na ang page ng pagbabayad. Bumalik at buksan ulit ito.' },
  duplicate: { en: 'Please do not submit the same payment twice.', fil: 'Huwag i-submit nang dalawang beses ang parehong bayad.' },
  codeSent: { en: 'The verification code has been sent.', fil: 'Naipadala na ang verification code.' },
  paid: { en: 'Payment successful', fil: 'Matagumpay ang bayad' },
  noRecord: { en: 'Payment record not found.', fil: 'Hindi makita ang bayad na ito.' },
  wrongCode: { en: 'Wrong verification code.', fil: 'Mali ang verification code.' },
} as const satisfies Record<string, Wording>;

interface LegacyCard {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
  /** 1 = the bank asks for an SMS code before the debit. */
  needValid: 0 | 1;
}

const SEED_CARDS: readonly LegacyCard[] = [
  { id: '11', bankName: 'BDO Unibank', cardNo: '**** **** 4821', bankCode: 'BDO', needValid: 0 },
  { id: '12', bankName: 'BPI', cardNo: '**** **** 0375', bankCode: 'BPI', needValid: 1 },
  { id: '13', bankName: 'Metrobank', cardNo: '**** **** 6610', bankCode: 'MBTC', needValid: 1 },
];

/** The seeded cards plus the bank account bound on the bind page, so a bind shows up here too. */
function cards(): LegacyCard[] {
  const bound = db.bankAccount;
  if (!bound || bound.cardType !== CARD_TYPE_BANK) return [...SEED_CARDS];
  const bankName = bound.values.bankName ?? '';
  const bank = BANKS.find((option) => option.name === bankName || option.type === bankName);
  const account = bound.values.bankAccount ?? '';
  return [
    ...SEED_CARDS,
    { id: '21', bankName: bank?.name ?? bankName, cardNo: `**** **** ${account.slice(-4)}`, bankCode: bank?.type ?? '', needValid: 1 },
  ];
}

function isPositiveInteger(value: string | undefined): boolean {
  return value !== undefined && /^\d+$/.test(value) && Number(value) > 0;
}

/** The commit of this order and card that still waits for its SMS code, if any. */
function awaitingRecord(orderId: string, cardId: string) {
  return [...db.legacyRepayments.values()].find((record) => record.status === 'awaitingCode' && record.orderId === orderId && record.cardId === cardId);
}

function payCodeUrl(origin: string, payCode: string, amount: string): string {
  return `${origin}/repaymentOfCode?${new URLSearchParams({ showType: '1', payCode, repayAmount: amount }).toString()}`;
}

export const legacyPayWayHandlers = [
  devEndpoint('post', `${LEGACY_BASE}/repayment-way`, async ({ request }) => {
    const { orderId = '' } = await readForm(request);
    const repayToken = `rt${randomChars('abcdef0123456789', 16)}`;
    db.repayTokens.set(repayToken, { orderId, used: false });
    return reply00({
      alipay: 0,
      repayToken,
      bankCards: cards().map(({ id, bankName, cardNo, bankCode }) => ({ id, bankName, cardNo, bankCode })),
    });
  }),

  devEndpoint('post', `${LEGACY_BASE}/repayment-commit`, async ({ request }) => {
    const form = await readForm(request);
    const text = (key: keyof typeof LEGACY_TEXTS) => say(LEGACY_TEXTS[key], replyLanguage(request));
    if (!form.cardId) return replyFail(LEGACY_CODES.noCard, text('noCard'));
    const card = cards().find((candidate) => candidate.id === form.cardId);
    if (!card) return replyFail(LEGACY_CODES.unknownCard, text('unknownCard'));
    if (!isPositiveInteger(form.amount)) return replyFail(LEGACY_CODES.badAmount, text('badAmount'));
    const token = db.repayTokens.get(form.repayToken ?? '');
    if (!token) return replyFail(LEGACY_CODES.badToken, text('badToken'));
    if (token.used) {
      // sendMsg 1 on a commit still waiting for its SMS code asks for the code again (the page's
      // "Get verification code"); any other second commit of the token is a duplicate.
      const waiting = form.sendMsg === '1' ? awaitingRecord(form.orderId ?? token.orderId, card.id) : undefined;
      if (!waiting) return replyFail(LEGACY_CODES.duplicate, text('duplicate'));
      return reply00({ repayRecordId: waiting.id, needValid: 1 }, text('codeSent'));
    }
    token.used = true;
    const id = `RR${String(db.nextRecordSeq).padStart(6, '0')}`;
    db.nextRecordSeq += 1;
    db.legacyRepayments.set(id, {
      id,
      orderId: form.orderId ?? token.orderId,
      cardId: card.id,
      amount: Number(form.amount),
      needValid: card.needValid,
      status: card.needValid === 1 ? 'awaitingCode' : 'paid',
    });
    return reply00({ repayRecordId: id, needValid: card.needValid }, text(card.needValid === 1 ? 'codeSent' : 'paid'));
  }),

  devEndpoint('post', `${LEGACY_BASE}/repayment-confirm`, async ({ request }) => {
    const form = await readForm(request);
    const text = (key: keyof typeof LEGACY_TEXTS) => say(LEGACY_TEXTS[key], replyLanguage(request));
    const record = db.legacyRepayments.get(form.repaymentRecordId ?? '');
    if (!record) return replyFail(LEGACY_CODES.noRecord, text('noRecord'));
    if (record.status === 'paid') return replyFail(LEGACY_CODES.duplicate, text('duplicate'));
    if (form.verifyCode !== LEGACY_VERIFY_CODE) return replyFail(LEGACY_CODES.wrongCode, text('wrongCode'));
    record.status = 'paid';
    return reply00(null, text('paid'));
  }),

  devEndpoint('post', `${LEGACY_BASE}/repayment-huichao`, async ({ request }) => {
    const form = await readForm(request);
    if (!isPositiveInteger(form.amount)) return replyFail(LEGACY_CODES.badAmount, say(LEGACY_TEXTS.badAmount, replyLanguage(request)));
    const payCode = `8800${form.orderId ?? ''}${String(db.nextRecordSeq).padStart(3, '0')}`;
    db.nextRecordSeq += 1;
    return reply00({ url: payCodeUrl(requestOrigin(request), payCode, form.amount ?? '') });
  }),
];
