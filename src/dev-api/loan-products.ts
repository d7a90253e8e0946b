/**
 * The lender's own loan products. The productId selects the variations a tester needs on the
 * confirm pages (agreement modal or not, Point out dialog or not, agreements or none).
 */
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { assetPath } from './assets';
import { pesoText } from './money-text';
import type { Wording } from './server-language';

const NONE: Wording = { en: '', fil: '' };
const POINT_OUT: Wording = { en: 'Point out', fil: 'Paalala' };

export interface Agreement {
  title: Wording;
  position: number;
}

export interface LoanProduct {
  productId: string;
  name: string;
  logo: string;
  /** Offered principal in centavos. */
  amount: number;
  termDays: number;
  /** Number of payments the principal is split into. */
  instalments: number;
  /** Interest per day as a fraction of the principal. */
  dailyRate: number;
  /** Fee deducted from the payout, as a fraction of the principal. */
  serviceFeeRate: number;
  /** Late-payment penalty in per cent a month of the amount overdue: the market's, except product 4's demonstration of the cap flag. */
  penaltyPercentPerMonth: number;
  /** Fee to extend the due date, as a fraction of the principal. */
  extensionFeeRate: number;
  isPopType: 0 | 1;
  /** The point-out dialog's title and text, in each language (server-language.ts); '' for none. */
  popTitle: Wording;
  popContent: Wording;
  /** '' means no agreement modal on load. */
  popAgreementUrl: string;
  sendSms: 0 | 1;
  agreements: Agreement[];
  /**
   * Variant 2's button and promo popup (NewButtonMsg, NewPopMsg), worded from the offer's own
   * figures (loan-offers.ts promoTexts) so an ad never says more than the offer: 'receive' names the
   * money received, 'instalments' the payments; 'plain' is a plain button and no popup.
   */
  promo: 'receive' | 'instalments' | 'plain';
}

/** The lender's late-payment penalty is the market's (config/market.json loanCharges), as its loan terms state. */
const MARKET_PENALTY = (market as Market).loanCharges.penaltyPercentPerMonth;

const STANDARD_AGREEMENTS: Agreement[] = [
  { title: { en: 'Loan Agreement', fil: 'Kasunduan sa loan' }, position: 1 },
  { title: { en: 'Privacy Policy', fil: 'Privacy Policy' }, position: 2 },
  { title: { en: 'Disclosure Statement', fil: 'Disclosure Statement' }, position: 3 },
];

export const LOAN_PRODUCTS: readonly LoanProduct[] = [
  {
    productId: '1',
    name: 'Kaagapay Cash',
    logo: assetPath('kaagapay-cash'),
    amount: 1_000_000,
    termDays: 120,
    instalments: 1,
    dailyRate: 0.0005,
    serviceFeeRate: 0.05,
    penaltyPercentPerMonth: MARKET_PENALTY,
    extensionFeeRate: 0.1,
    isPopType: 1,
    popTitle: POINT_OUT,
    popContent: {
      en: `Your loan of ${pesoText(1_000_000, { withDecimals: false })} is approved and waiting for you. Are you sure you want to leave?`,
      fil: `Aprubado na at naghihintay sa iyo ang loan mong ${pesoText(1_000_000, { withDecimals: false })}. Sigurado ka bang aalis ka?`,
    },
    popAgreementUrl: '/loanAgreement',
    sendSms: 0,
    agreements: STANDARD_AGREEMENTS,
    promo: 'receive',
  },
  {
    productId: '2',
    name: 'Kaagapay Flex',
    logo: assetPath('kaagapay-flex'),
    amount: 1_500_000,
    termDays: 180,
    instalments: 3,
    dailyRate: 0.0004,
    serviceFeeRate: 0.04,
    penaltyPercentPerMonth: MARKET_PENALTY,
    extensionFeeRate: 0.08,
    isPopType: 0,
    popTitle: NONE,
    popContent: NONE,
    popAgreementUrl: '',
    sendSms: 0,
    agreements: STANDARD_AGREEMENTS,
    promo: 'instalments',
  },
  {
    productId: '3',
    name: 'Bayanihan Loan',
    logo: assetPath('bayanihan-loan'),
    amount: 500_000,
    termDays: 91,
    instalments: 1,
    dailyRate: 0.0006,
    serviceFeeRate: 0.06,
    penaltyPercentPerMonth: MARKET_PENALTY,
    extensionFeeRate: 0.1,
    isPopType: 1,
    popTitle: POINT_OUT,
    // The leave dialog says what leaving does and no more (issue 61): "you can apply again after 7
    // days" pressed the borrower to take the offer now. The lender's server writes this text; for
    // compliance, a dialog that stands between a borrower and the way out is no place for urgency.
    popContent: {
      en: 'If you leave now, this offer is not taken and nothing is charged. You can apply again whenever you are ready.',
      fil: 'Kung aalis ka ngayon, hindi mo makukuha ang offer na ito at walang sisingilin sa iyo. Puwede kang mag-apply ulit kahit kailan mo gusto.',
    },
    popAgreementUrl: '',
    sendSms: 1,
    agreements: [],
    promo: 'plain',
  },
  {
    // Over the BSP Circular 1133 caps on purpose (7.5% a month nominal, about 15.3% effective, a
    // late-payment penalty of 5% a day as SPEC's legal text writes default interest), so
    // dev and Storybook show the disclosure's flag for the product team; no real offer should look like it.
    productId: '4',
    name: 'Kaagapay Express',
    logo: assetPath('kaagapay-express'),
    amount: 400_000,
    termDays: 91,
    instalments: 1,
    dailyRate: 0.0025,
    serviceFeeRate: 0.2,
    penaltyPercentPerMonth: 150,
    extensionFeeRate: 0.3,
    isPopType: 0,
    popTitle: NONE,
    popContent: NONE,
    popAgreementUrl: '',
    sendSms: 0,
    agreements: STANDARD_AGREEMENTS,
    promo: 'plain',
  },
];

export function findLoanProduct(productId: string | undefined): LoanProduct | undefined {
  return LOAN_PRODUCTS.find((product) => product.productId === productId);
}

