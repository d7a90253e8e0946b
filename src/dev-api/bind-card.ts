/**
 * Payout account binding (screen 1, SPEC point 7 "Bank binding"). card-init serves the form's
 * field definitions with the bound values put back; bind-card-new and bind-card-order validate
 * and save them. Success rule: int0.
 */
import { db, type BindPath } from './db';
import { devEndpoint, readForm } from './endpoint';
import { replyFail, replyInt0 } from './envelope';
import locations from '../../config/ph-locations.json';
import { replyLanguage, say, type Wording } from './server-language';

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

/** A field as the dev API keeps it: its title and subtitle in each language (server-language.ts). */
type FieldSource = Omit<FieldDefinition, 'title' | 'subtitle' | 'check'> & {
  title: Wording;
  subtitle: Wording;
  /** English: the words after the title; Filipino: the whole message, the title at {title}. */
  check?: { pattern: RegExp; message: Wording };
};

const FIELDS: readonly FieldSource[] = [
  { code: 'bankName', cate: 'enum', title: { en: 'Bank', fil: 'Bangko' }, subtitle: { en: 'The bank that holds your account', fil: 'Ang bangko ng account mo' }, note: BANKS, inputType: '', cardTypeMi: 1, channelNumber: BANK_CHANNEL },
  {
    code: 'bankAccount', cate: 'text', title: { en: 'Account number', fil: 'Account number' }, subtitle: { en: '10 to 16 digits, no spaces', fil: '10–16 na digit, walang espasyo' }, note: [], inputType: 'bankCard', cardTypeMi: 1, channelNumber: BANK_CHANNEL,
    check: { pattern: /^\d{10,16}$/, message: { en: 'must be 10 to 16 digits', fil: 'Dapat 10 hanggang 16 na digit ang {title}' } },
  },
  { code: 'walletName', cate: 'enum', title: { en: 'E-wallet', fil: 'E-wallet' }, subtitle: { en: 'The e-wallet that will receive your loan', fil: 'Ang e-wallet na padadalhan ng loan mo' }, note: WALLETS, inputType: '', cardTypeMi: 2, channelNumber: EWALLET_CHANNEL },
  {
    code: 'walletMobile', cate: 'text', title: { en: 'E-wallet mobile number', fil: 'Mobile number ng e-wallet' }, subtitle: { en: 'The 11-digit number of your e-wallet, e.g. 0917 123 4567', fil: '11 na digit, hal. 0917 123 4567' }, note: [], inputType: 'phone', cardTypeMi: 2, channelNumber: EWALLET_CHANNEL,
    check: { pattern: /^09\d{9}$/, message: { en: 'must be an 11-digit mobile number starting with 09', fil: 'Dapat 11-digit na mobile number na nagsisimula sa 09 ang {title}' } },
  },
  // For counsel (issue 61, data minimisation, DPA Sec. 11(c)): the TIN and the next payday are
  // required to bind a payout account, though neither is needed to send money to it. Kept as SPEC's
  // card-init has them (a lender's server decides its fields); screens/bind-bank.json says the same.
  {
    code: 'tinNumber', cate: 'text', title: { en: 'TIN', fil: 'TIN' }, subtitle: { en: 'Tax Identification Number, 9 to 12 digits', fil: 'Ang TIN mo, 9–12 na digit' }, note: [], inputType: 'number', cardTypeMi: 0, channelNumber: BANK_CHANNEL,
    check: { pattern: /^\d{9,12}$/, message: { en: 'must be 9 to 12 digits', fil: 'Dapat 9 hanggang 12 na digit ang {title}' } },
  },
  { code: 'city', cate: 'citySelect', title: { en: 'City of residence', fil: 'Lungsod na tinitirhan' }, subtitle: { en: 'Where you live now', fil: 'Kung saan ka nakatira ngayon' }, note: CITIES, inputType: '', cardTypeMi: 0, channelNumber: BANK_CHANNEL },
  { code: 'payday', cate: 'day', title: { en: 'Next payday', fil: 'Susunod na sahod' }, subtitle: { en: 'The date of your next salary', fil: 'Petsa ng susunod mong sahod' }, note: [], inputType: '', cardTypeMi: 0, channelNumber: BANK_CHANNEL },
];

/** A field in `language`: its title and subtitle, and its check's message (English: after the title; Filipino: whole, the title at {title}). */
function fieldIn(source: FieldSource, language: string): FieldDefinition {
  const { title, subtitle, check, ...rest } = source;
  return { ...rest, title: say(title, language), subtitle: say(subtitle, language), ...(check ? { check: { pattern: check.pattern, message: say(check.message, language) } } : {}) };
}

/** The field card-init serves as `code`, in `language`: tests find it by the title the server gives it, not a copy of it. */
export function cardField(code: string, language = 'en'): FieldDefinition {
  const field = FIELDS.find((f) => f.code === code);
  if (!field) throw new Error(`src/dev-api/bind-card.ts: card-init serves no field "${code}" (expected one of ${FIELDS.map((f) => f.code).join(', ')})`);
  return fieldIn(field, language);
}

/** The bind replies' messages in each language; `{title}` is the field's title. */
export const BIND_TEXTS = {
  enter: { en: 'Please enter your {title}', fil: 'Ilagay ang {title} mo' },
  select: { en: 'Please select your {title}', fil: 'Piliin ang {title} mo' },
  selectValid: { en: 'Please select a valid {title}', fil: 'Pumili ng tamang {title}' },
  dayOrDate: { en: '{title} must be a date (YYYY-MM-DD) or a day of the month (1-31)', fil: 'Dapat petsa (YYYY-MM-DD) o araw ng buwan (1-31) ang {title}' },
  accountNotFound: {
    en: 'The bank could not find this account number. Please check it against your bank book or app.',
    fil: 'Hindi makita ng bangko ang account number na ito. Pakitingnan ulit sa passbook o app ng bangko mo.',
  },
  unknownCardType: { en: 'Unknown card type "{type}". Please choose Bank account or E-wallet.', fil: 'Hindi kilala ang uri ng account na "{type}". Pumili ng Bank account o E-wallet.' },
  saved: { en: 'Your payout account has been saved.', fil: 'Na-save na ang account na padadalhan ng loan mo.' },
} as const satisfies Record<string, Wording>;

function fieldsFor(cardType: number, language: string): FieldDefinition[] {
  return FIELDS.filter((field) => field.cardTypeMi === 0 || field.cardTypeMi === cardType).map((field) => fieldIn(field, language));
}

/** The message for a bad value, naming the field's title as the app shows it in a toast. */
function problemWith(field: FieldDefinition, value: string, language: string): string | undefined {
  const message = (key: keyof typeof BIND_TEXTS) => say(BIND_TEXTS[key], language).replace('{title}', field.title);
  if (value.trim() === '') return message(field.cate === 'text' ? 'enter' : 'select');
  if (field.cate === 'citySelect') {
    // The app's city picker stores "Province, City" from config/ph-locations.json.
    const city = value.split(',').pop()?.trim() ?? '';
    const known = PLACES.some((p) => `${p.name}, ${city}` === value.trim() && p.cities.includes(city)) || field.note.some((o) => o.name === value);
    return known ? undefined : message('selectValid');
  }
  if (field.cate === 'enum') {
    const known = field.note.some((option) => option.name === value || option.type === value);
    return known ? undefined : message('selectValid');
  }
  if (field.cate === 'day') {
    // The day widget may send a date or a day of the month; both are accepted.
    const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    const isDayOfMonth = /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 31;
    return isDate || isDayOfMonth ? undefined : message('dayOrDate');
  }
  if (field.check && !field.check.pattern.test(value)) {
    return field.check.message.includes('{title}') ? field.check.message.replace('{title}', field.title) : `${field.title} ${field.check.message}`;
  }
  return undefined;
}

/** Account numbers the dev API's banks do not know: 0000 then 6 to 12 digits (docs/dev-api.md). */
export const REJECTED_ACCOUNT = /^0000\d{6,12}$/;

export const ACCOUNT_NOT_FOUND = BIND_TEXTS.accountNotFound.en;

/** What a bank answers for an account number of the right form that it does not hold (checked after the form). */
function refusedByBank(field: FieldDefinition, value: string, language: string): string | undefined {
  return field.code === 'bankAccount' && REJECTED_ACCOUNT.test(value) ? say(BIND_TEXTS.accountNotFound, language) : undefined;
}

function bind(path: BindPath) {
  return devEndpoint('post', `/v3/bind-card/${path}`, async ({ request }) => {
    const form = await readForm(request);
    const language = replyLanguage(request);
    const cardType = Number(form.cardType ?? CARD_TYPE_BANK);
    if (cardType !== CARD_TYPE_BANK && cardType !== CARD_TYPE_EWALLET) {
      return replyFail(1, say(BIND_TEXTS.unknownCardType, language).replace('{type}', form.cardType ?? ''));
    }
    const values: Record<string, string> = {};
    const errors: Record<string, string> = {};
    for (const field of fieldsFor(cardType, language)) {
      const value = form[field.code] ?? '';
      const problem = problemWith(field, value, language) ?? refusedByBank(field, value, language);
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
    return replyInt0({ success: true }, say(BIND_TEXTS.saved, language));
  });
}

export const bindCardHandlers = [
  devEndpoint('post', '/v3/bind-card/card-init', ({ request }) => {
    const bound = db.bankAccount;
    const language = replyLanguage(request);
    const items = FIELDS.map((source) => {
      const { check: _check, ...field } = fieldIn(source, language);
      return { ...field, value: bound?.values[field.code] ?? '' };
    });
    return replyInt0({ items, cardType: bound?.cardType ?? CARD_TYPE_BANK });
  }),
  bind('bind-card-new'),
  // Used when the page was opened from the order screen (source=loanDetail); same payload and reply.
  bind('bind-card-order'),
];
