/**
 * Repayment channels shown in the Payment Method sheet, and the pay notices per channel group.
 * E-wallet channels get a QR picture on the repayment code page (showType 2); the others a pay code (showType 1).
 */
import { assetPath } from './assets';
import { say, type Wording } from './server-language';

export interface RepayChannel {
  channel_number: number;
  name: string;
  logo: string;
  eWallet: boolean;
}

export const REPAY_CHANNELS: readonly RepayChannel[] = [
  { channel_number: 30001, name: '7-Eleven CLIQQ', logo: assetPath('7-eleven'), eWallet: false },
  { channel_number: 30002, name: 'Cebuana Lhuillier', logo: assetPath('cebuana'), eWallet: false },
  { channel_number: 30003, name: 'M Lhuillier', logo: assetPath('mlhuillier'), eWallet: false },
  { channel_number: 30004, name: 'Palawan Express', logo: assetPath('palawan'), eWallet: false },
  { channel_number: 30005, name: 'GCash', logo: assetPath('gcash'), eWallet: true },
  { channel_number: 30006, name: 'Maya', logo: assetPath('maya'), eWallet: true },
  { channel_number: 30007, name: 'Bayad Center', logo: assetPath('bayad-center'), eWallet: false },
  { channel_number: 30008, name: 'ECPay', logo: assetPath('ecpay'), eWallet: false },
];

export function findChannel(channelNumber: string | undefined): RepayChannel | undefined {
  return REPAY_CHANNELS.find((channel) => String(channel.channel_number) === channelNumber);
}

/** The list as the app reads it (logo, name, channel_number). */
export function repayList() {
  return REPAY_CHANNELS.map(({ channel_number, name, logo }) => ({ logo, name, channel_number }));
}

export interface PayNoticeItem {
  name: string;
  steps: string[];
}

/** The pay notices' group titles and steps in each language (server-language.ts); `{code}` is the Contract No. Channel names stay. */
export const PAY_NOTICE_TEXTS = {
  overTheCounter: { en: 'Over the counter', fil: 'Over the counter' },
  eWallet: { en: 'E-wallet', fil: 'E-wallet' },
  sevenEleven: [
    { en: 'Go to any 7-Eleven store and open the CLIQQ kiosk, or ask the cashier.', fil: 'Pumunta sa kahit anong 7-Eleven at buksan ang CLIQQ kiosk, o magtanong sa cashier.' },
    { en: 'Choose Bills Payment, then Loans, then Kaagapay Lending.', fil: 'Piliin ang Bills Payment, tapos Loans, tapos Kaagapay Lending.' },
    { en: 'Enter your Contract No. {code} and the amount to pay.', fil: 'Ilagay ang Contract No. {code} mo at ang halagang babayaran.' },
    { en: 'Pay the cashier and keep the receipt as proof of payment.', fil: 'Magbayad sa cashier at itago ang resibo bilang patunay ng pagbabayad.' },
  ],
  pawnshops: [
    { en: 'Fill in a bills payment form with "Kaagapay Lending" as the biller.', fil: 'Sagutan ang bills payment form at isulat ang "Kaagapay Lending" bilang biller.' },
    { en: 'Write your Contract No. {code} as the account number.', fil: 'Isulat ang Contract No. {code} mo bilang account number.' },
    { en: 'Hand the form and the cash to the teller and keep the deposit slip.', fil: 'Iabot sa teller ang form at ang pera, at itago ang deposit slip.' },
  ],
  gcash: [
    { en: 'Open GCash and tap Bills.', fil: 'Buksan ang GCash at i-tap ang Bills.' },
    { en: 'Choose Loans, then Kaagapay Lending.', fil: 'Piliin ang Loans, tapos Kaagapay Lending.' },
    { en: 'Enter Contract No. {code} and the amount, then tap Confirm.', fil: 'Ilagay ang Contract No. {code} at ang halaga, tapos i-tap ang Confirm.' },
  ],
  maya: [
    { en: 'Open Maya and tap Bills.', fil: 'Buksan ang Maya at i-tap ang Bills.' },
    { en: 'Search for Kaagapay Lending.', fil: 'Hanapin ang Kaagapay Lending.' },
    { en: 'Enter Contract No. {code} and the amount, then tap Pay.', fil: 'Ilagay ang Contract No. {code} at ang halaga, tapos i-tap ang Pay.' },
  ],
} as const satisfies Record<string, Wording | readonly Wording[]>;

/** Group title → items with steps (SPEC point 3, "payNotice"), in `language`. */
export function payNotice(payCode: string, language = 'en'): Record<string, PayNoticeItem[]> {
  const steps = (list: readonly Wording[]) => list.map((step) => say(step, language).replace('{code}', payCode));
  const t = PAY_NOTICE_TEXTS;
  return {
    [say(t.overTheCounter, language)]: [
      { name: '7-Eleven CLIQQ', steps: steps(t.sevenEleven) },
      { name: 'Cebuana Lhuillier, M Lhuillier, Palawan Express', steps: steps(t.pawnshops) },
    ],
    [say(t.eWallet, language)]: [
      { name: 'GCash', steps: steps(t.gcash) },
      { name: 'Maya', steps: steps(t.maya) },
    ],
  };
}
