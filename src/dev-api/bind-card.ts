/**
 * Payout account binding (screen 1, SPEC point 7 "Bank binding"). card-init serves the form's
 * field definitions with the bound values put back; bind-card-new and bind-card-order validate
 * and save them. Success rule: int0.
 */
import { db, type BindPath } from './db';
import { devEndpoint, readForm } from './endpoint';
import { replyFail, replyInt0 } from './envelope';
import locations from '../../config/ph-locations.json';

const PLACES = locations.provinces;

type Cate = 'text' | 'enum' | 'citySelect' | 'day';

interface Option {
  name: string;
  type: string;
}

export interface FieldDefinition {
  code: string;
  cate: Cate;
  title: string;
  subtitle: string;
  note: Option[];
  /** Which input format the text widget applies: bankCard groups in fours, phone groups 3-4-4, number keeps digits. */
  inputType: string;
  /** 0 = shown for every card type; 1 = bank account only; 2 = e-wallet only. */
  cardTypeMi: 0 | 1 | 2;
  channelNumber: number;
  /** Server-side check for text fields, with the message shown when it fails. */
  check?: { pattern: RegExp; message: string };
}

export const CARD_TYPE_BANK = 1;
export const CARD_TYPE_EWALLET = 2;
const BANK_CHANNEL = 90006;
const EWALLET_CHANNEL = 90007;

export const BANKS: Option[] = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'BPI', type: 'BPI' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
  { name: 'PNB', type: 'PNB' },
  { name: 'Security Bank', type: 'SECB' },
  { name: 'UnionBank', type: 'UBP' },
  { name: 'RCBC', type: 'RCBC' },
  { name: 'China Bank', type: 'CBC' },
  { name: 'EastWest', type: 'EWB' },
];

export const WALLETS: Option[] = [
  { name: 'GCash', type: 'GCASH' },
  { name: 'Maya', type: 'MAYA' },
  { name: 'GrabPay', type: 'GRABPAY' },
  { name: 'ShopeePay', type: 'SHOPEEPAY' },
  { name: 'Coins.ph', type: 'COINSPH' },
];

const CITIES: Option[] = [
  'Quezon City', 'Manila', 'Makati', 'Pasig', 'Taguig', 'Caloocan', 'Cebu City', 'Davao City',
  'Iloilo City', 'Bacolod', 'Cagayan de Oro', 'Zamboanga City', 'Baguio', 'General Santos', 'Antipolo',
].map((name) => ({ name, type: name.toUpperCase().replaceAll(' ', '_') }));

const FIELDS: readonly FieldDefinition[] = [
  { code: 'bankName', cate: 'enum', title: 'Bank', subtitle: 'The bank that holds your account', note: BANKS, inputType: '', cardTypeMi: 1, channelNumber: BANK_CHANNEL },
  {
    code: 'bankAccount', cate: 'text', title: 'Account number', subtitle: '10 to 16 digits, no spaces', note: [], inputType: 'bankCard', cardTypeMi: 1, channelNumber: BANK_CHANNEL,
    check: { pattern: /^\d{10,16}$/, message: 'must be 10 to 16 digits' },
  },
  { code: 'walletName', cate: 'enum', title: 'E-wallet', subtitle: 'The e-wallet that will receive your loan', note: WALLETS, inputType: '', cardTypeMi: 2, channelNumber: EWALLET_CHANNEL },
  {
    code: 'walletMobile', cate: 'text', title: 'E-wallet mobile number', subtitle: 'The 11-digit number of your e-wallet, e.g. 0917 123 4567', note: [], inputType: 'phone', cardTypeMi: 2, channelNumber: EWALLET_CHANNEL,
    check: { pattern: /^09\d{9}$/, message: 'must be an 11-digit mobile number starting with 09' },
  },
  {
    code: 'tinNumber', cate: 'text', title: 'TIN', subtitle: 'Tax Identification Number, 9 to 12 digits', note: [], inputType: 'number', cardTypeMi: 0, channelNumber: BANK_CHANNEL,
    check: { pattern: /^\d{9,12}$/, message: 'must be 9 to 12 digits' },
  },
  { code: 'city', cate: 'citySelect', title: 'City of residence', subtitle: 'Where you live now', note: CITIES, inputType: '', cardTypeMi: 0, channelNumber: BANK_CHANNEL },
  { code: 'payday', cate: 'day', title: 'Next payday', subtitle: 'The date of your next salary', note: [], inputType: '', cardTypeMi: 0, channelNumber: BANK_CHANNEL },
];

/** The field card-init serves as `code`: tests find it by the title the server gives it, not a copy of it. */
export function cardField(code: string): FieldDefinition {
  const field = FIELDS.find((f) => f.code === code);
  if (!field) throw new Error(`src/dev-api/bind-card.ts: card-init serves no field "${code}" (expected one of ${FIELDS.map((f) => f.code).join(', ')})`);
  return field;
}

function fieldsFor(cardType: number): FieldDefinition[] {
  return FIELDS.filter((field) => field.cardTypeMi === 0 || field.cardTypeMi === cardType);
}

/** The message for a bad value, naming the field's title as the app shows it in a toast. */
function problemWith(field: FieldDefinition, value: string): string | undefined {
  if (value.trim() === '') return field.cate === 'text' ? `Please enter your ${field.title}` : `Please select your ${field.title}`;
  if (field.cate === 'citySelect') {
    // The app's city picker stores "Province, City" from config/ph-locations.json.
    const city = value.split(',').pop()?.trim() ?? '';
    const known = PLACES.some((p) => `${p.name}, ${city}` === value.trim() && p.cities.includes(city)) || field.note.some((o) => o.name === value);
    return known ? undefined : `Please select a valid ${field.title}`;
  }
  if (field.cate === 'enum') {
    const known = field.note.some((option) => option.name === value || option.type === value);
    return known ? undefined : `Please select a valid ${field.title}`;
  }
  if (field.cate === 'day') {
    // The day widget may send a date or a day of the month; both are accepted.
    const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    const isDayOfMonth = /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 31;
    return isDate || isDayOfMonth ? undefined : `${field.title} must be a date (YYYY-MM-DD) or a day of the month (1-31)`;
  }
  if (field.check && !field.check.pattern.test(value)) return `${field.title} ${field.check.message}`;
  return undefined;
}

/** Account numbers the dev API's banks do not know: 0000 then 6 to 12 digits (docs/dev-api.md). */
export const REJECTED_ACCOUNT = /^0000\d{6,12}$/;

export const ACCOUNT_NOT_FOUND = 'The bank could not find this account number. Please check it against your bank book or app.';

/** What a bank answers for an account number of the right form that it does not hold (checked after the form). */
function refusedByBank(field: FieldDefinition, value: string): string | undefined {
  return field.code === 'bankAccount' && REJECTED_ACCOUNT.test(value) ? ACCOUNT_NOT_FOUND : undefined;
}

function bind(path: BindPath) {
  return devEndpoint('post', `/v3/bind-card/${path}`, async ({ request }) => {
    const form = await readForm(request);
    const cardType = Number(form.cardType ?? CARD_TYPE_BANK);
    if (cardType !== CARD_TYPE_BANK && cardType !== CARD_TYPE_EWALLET) {
      return replyFail(1, `Unknown card type "${form.cardType ?? ''}". Please choose Bank account or E-wallet.`);
    }
    const values: Record<string, string> = {};
    const errors: Record<string, string> = {};
    for (const field of fieldsFor(cardType)) {
      const value = form[field.code] ?? '';
      const problem = problemWith(field, value) ?? refusedByBank(field, value);
      if (problem) errors[field.code] = problem;
      values[field.code] = value;
    }
    // Every refused field, under its code (docs/contract-assumptions.md); the message is the first's.
    const first = Object.values(errors)[0];
    if (first) return replyFail(1, first, { errors });
    const saved = {
      path,
      productId: form.product_id ?? '',
      cardType,
      channelNumber: form.channelNumber ?? String(cardType === CARD_TYPE_BANK ? BANK_CHANNEL : EWALLET_CHANNEL),
      values,
    };
    db.bankAccount = saved;
    db.bindCalls.push(saved);
    return replyInt0({ success: true }, 'Your payout account has been saved.');
  });
}

export const bindCardHandlers = [
  devEndpoint('post', '/v3/bind-card/card-init', () => {
    const bound = db.bankAccount;
    const items = FIELDS.map(({ check: _check, ...field }) => ({ ...field, value: bound?.values[field.code] ?? '' }));
    return replyInt0({ items, cardType: bound?.cardType ?? CARD_TYPE_BANK });
  }),
  bind('bind-card-new'),
  // Used when the page was opened from the order screen (source=loanDetail); same payload and reply.
  bind('bind-card-order'),
];
