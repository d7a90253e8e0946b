/**
 * Other lenders' products recommended on the failure page and the order screen, served with the
 * scrambled field names of scrambled-names.ts. Some links are http(s) (the app opens them in the
 * browser), some are app links (the app hands them to the bridge); one product is disabled.
 * Each names the lending or financing company that lends (corporate name, SEC Registration No.,
 * Certificate of Authority No.), as SEC MC 19 s.2019 asks of every ad: the companies and numbers are
 * made up, written as the SEC writes them. A product's texts come in each language (server-language.ts);
 * its name, lender, numbers and amounts read the same in every language.
 */
import { assetPath } from './assets';
import { OFFER_TEXTS } from './loan-offers';
import { pesoText } from './money-text';
import { PRODUCT_FIELDS as F } from './scrambled-names';
import { filled, say, type Wording } from './server-language';

export interface RecommendedProduct {
  id: string;
  name: string;
  logo: string;
  buttonText: Wording;
  enabled: 0 | 1;
  minAmount: number;
  maxAmount: number;
  rangeDescription: Wording;
  /** Interest a day, in percent as the lender writes it ('0.05'). */
  dailyRatePercent: string;
  description: Wording;
  tags: Wording[];
  /** The company that lends, with its numbers alone (the page writes their labels). */
  lender: { name: string; secRegistration: string; certificateOfAuthority: string };
  /** Built per request so http links point back at the page's own origin, never at an outside host. */
  link: (origin: string) => string;
}

/** The words the products share, in each language. */
export const RECOMMENDED_TEXTS = {
  apply: { en: 'Apply', fil: 'Mag-apply' },
  notAvailable: { en: 'Not available', fil: 'Hindi available' },
  ratePerDay: { en: '{rate}%/day', fil: '{rate}%/araw' },
  notFound: { en: 'This product could not be found.', fil: 'Hindi makita ang produktong ito.' },
  notAccepting: { en: '{name} is not accepting applications right now.', fil: 'Hindi tumatanggap ng application ang {name} ngayon.' },
} as const satisfies Record<string, Wording>;

export const RECOMMENDED_PRODUCTS: readonly RecommendedProduct[] = [
  {
    id: '12',
    name: 'PisoPlus',
    logo: assetPath('pisoplus'),
    buttonText: RECOMMENDED_TEXTS.apply,
    enabled: 1,
    minAmount: 200_000,
    maxAmount: 2_000_000,
    rangeDescription: OFFER_TEXTS.loanAmount,
    dailyRatePercent: '0.05',
    description: { en: 'Approval in 5 minutes, money in your GCash the same day.', fil: 'Aprubado sa loob ng 5 minuto, nasa GCash mo ang pera sa araw ding iyon.' },
    tags: [{ en: 'No collateral', fil: 'Walang collateral' }, { en: 'Same-day payout', fil: 'Pera sa parehong araw' }],
    lender: { name: 'PisoPlus Lending Corporation', secRegistration: 'CS201804512', certificateOfAuthority: '2786' },
    link: (origin) => `${origin}/?from=recommend&product=12`,
  },
  {
    id: '13',
    name: 'SariLoan',
    logo: assetPath('sariloan'),
    buttonText: RECOMMENDED_TEXTS.apply,
    enabled: 1,
    minAmount: 300_000,
    maxAmount: 1_500_000,
    rangeDescription: OFFER_TEXTS.loanAmount,
    dailyRatePercent: '0.06',
    description: { en: 'For sari-sari store owners and small sellers.', fil: 'Para sa mga may sari-sari store at maliliit na nagtitinda.' },
    tags: [{ en: 'For small businesses', fil: 'Para sa maliliit na negosyo' }, { en: 'Flexible terms', fil: 'Flexible na term' }],
    lender: { name: 'Sari Credit Financing Corporation', secRegistration: 'CS201710233', certificateOfAuthority: '1142' },
    link: () => 'kaagapay://product?productId=13',
  },
  {
    id: '14',
    name: 'Tulong Credit',
    logo: assetPath('tulong-credit'),
    buttonText: { en: 'Get cash', fil: 'Kumuha ng cash' },
    enabled: 1,
    minAmount: 500_000,
    maxAmount: 2_000_000,
    rangeDescription: OFFER_TEXTS.loanAmount,
    dailyRatePercent: '0.04',
    description: { en: 'Up to 180 days to pay in 3 instalments.', fil: 'Hanggang 180 araw para magbayad, sa 3 hulog.' },
    tags: [{ en: 'Low interest', fil: 'Mababang interes' }, { en: 'Instalments', fil: 'Hulugan' }],
    lender: { name: 'Tulong Lending Inc.', secRegistration: 'CS201926781', certificateOfAuthority: '3158' },
    link: (origin) => `${origin}/?from=recommend&product=14`,
  },
  {
    id: '15',
    name: 'Agapay Express',
    logo: assetPath('agapay-express'),
    buttonText: RECOMMENDED_TEXTS.notAvailable,
    enabled: 0,
    minAmount: 100_000,
    maxAmount: 1_000_000,
    rangeDescription: OFFER_TEXTS.loanAmount,
    dailyRatePercent: '0.07',
    description: { en: 'Temporarily closed to new applications.', fil: 'Pansamantalang hindi tumatanggap ng bagong application.' },
    tags: [{ en: 'Repeat clients only', fil: 'Para lang sa dating kliyente' }],
    lender: { name: 'Agapay Express Lending Corp.', secRegistration: 'CS202001187', certificateOfAuthority: '3304' },
    link: () => 'kaagapay://product?productId=15',
  },
];

export function findRecommended(id: string | undefined): RecommendedProduct | undefined {
  return RECOMMENDED_PRODUCTS.find((product) => product.id === id);
}

/** A product as the replies send it, under the scrambled names, its texts in `language`. */
export function scrambledProduct(product: RecommendedProduct, language = 'en'): Record<string, unknown> {
  return {
    [F.id]: product.id,
    [F.logo]: product.logo,
    [F.name]: product.name,
    [F.buttonText]: say(product.buttonText, language),
    [F.enabled]: product.enabled,
    [F.amountRange]: `${pesoText(product.minAmount, { withDecimals: false })} - ${pesoText(product.maxAmount, { withDecimals: false })}`,
    [F.rangeDescription]: say(product.rangeDescription, language),
    [F.rate]: filled(say(RECOMMENDED_TEXTS.ratePerDay, language), { rate: product.dailyRatePercent }),
    [F.description]: say(product.description, language),
    [F.tags]: product.tags.map((tag) => say(tag, language)),
    [F.lenderName]: product.lender.name,
    [F.lenderSecRegistration]: product.lender.secRegistration,
    [F.lenderCertificateOfAuthority]: product.lender.certificateOfAuthority,
  };
}

/** The link for a tapped product, or the message to show (in `language`) when it cannot be opened. */
export function productLink(id: string | undefined, origin: string, language = 'en'): { link: string } | { message: string } {
  const product = findRecommended(id);
  if (!product) return { message: say(RECOMMENDED_TEXTS.notFound, language) };
  if (product.enabled !== 1) return { message: filled(say(RECOMMENDED_TEXTS.notAccepting, language), { name: product.name }) };
  return { link: product.link(origin) };
}
