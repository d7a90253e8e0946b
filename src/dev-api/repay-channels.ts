/**
 * Repayment channels shown in the Payment Method sheet, and the pay notices per channel group.
 * E-wallet channels get a QR picture on the repayment code page (showType 2); the others a pay code (showType 1).
 */
import { assetPath } from './assets';

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

/** Group title → items with steps (SPEC point 3, "payNotice"). */
export function payNotice(payCode: string): Record<string, PayNoticeItem[]> {
  return {
    'Over the counter': [
      {
        name: '7-Eleven CLIQQ',
        steps: [
          'Go to any 7-Eleven store and open the CLIQQ kiosk, or ask the cashier.',
          'Choose Bills Payment, then Loans, then Kaagapay Lending.',
          `Enter your Contract No. ${payCode} and the amount to pay.`,
          'Pay the cashier and keep the receipt as proof of payment.',
        ],
      },
      {
        name: 'Cebuana Lhuillier, M Lhuillier, Palawan Express',
        steps: [
          'Fill in a bills payment form with "Kaagapay Lending" as the biller.',
          `Write your Contract No. ${payCode} as the account number.`,
          'Hand the form and the cash to the teller and keep the deposit slip.',
        ],
      },
    ],
    'E-wallet': [
      {
        name: 'GCash',
        steps: ['Open GCash and tap Bills.', 'Choose Loans, then Kaagapay Lending.', `Enter Contract No. ${payCode} and the amount, then tap Confirm.`],
      },
      {
        name: 'Maya',
        steps: ['Open Maya and tap Bills.', 'Search for Kaagapay Lending.', `Enter Contract No. ${payCode} and the amount, then tap Pay.`],
      },
    ],
  };
}
