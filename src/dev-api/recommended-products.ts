/**
 * Other lenders' products recommended on the failure page and the order screen, served with the
 * scrambled field names of scrambled-names.ts. Some links are http(s) (the app opens them in the
 * browser), some are app links (the app hands them to the bridge); one product is disabled.
 * Each names the lending or financing company that lends (corporate name, SEC Registration No.,
 * Certificate of Authority No.), as SEC MC 19 s.2019 asks of every ad: the companies and numbers are
 * made up, written as the SEC writes them.
 */
import { assetPath } from './assets';
import { pesoText } from './money-text';
import { PRODUCT_FIELDS as F } from './scrambled-names';

export interface RecommendedProduct {
  id: string;
  name: string;
  logo: string;
  buttonText: string;
  enabled: 0 | 1;
  minAmount: number;
  maxAmount: number;
  rangeDescription: string;
  rate: string;
  description: string;
  tags: string[];
  /** The company that lends, with its numbers alone (the page writes their labels). */
  lender: { name: string; secRegistration: string; certificateOfAuthority: string };
  /** Built per request so http links point back at the page's own origin, never at an outside host. */
  link: (origin: string) => string;
}

export const RECOMMENDED_PRODUCTS: readonly RecommendedProduct[] = [
  {
    id: '12',
    name: 'PisoPlus',
    logo: assetPath('pisoplus'),
    buttonText: 'Apply',
    enabled: 1,
    minAmount: 200_000,
    maxAmount: 2_000_000,
    rangeDescription: 'Loan amount',
    rate: '0.05%/day',
    description: 'Approval in 5 minutes, money in your GCash the same day.',
    tags: ['No collateral', 'Same-day payout'],
    lender: { name: 'PisoPlus Lending Corporation', secRegistration: 'CS201804512', certificateOfAuthority: '2786' },
    link: (origin) => `${origin}/?from=recommend&product=12`,
  },
  {
    id: '13',
    name: 'SariLoan',
    logo: assetPath('sariloan'),
    buttonText: 'Apply',
    enabled: 1,
    minAmount: 300_000,
    maxAmount: 1_500_000,
    rangeDescription: 'Loan amount',
    rate: '0.06%/day',
    description: 'For sari-sari store owners and small sellers.',
    tags: ['For small businesses', 'Flexible terms'],
    lender: { name: 'Sari Credit Financing Corporation', secRegistration: 'CS201710233', certificateOfAuthority: '1142' },
    link: () => 'kaagapay://product?productId=13',
  },
  {
    id: '14',
    name: 'Tulong Credit',
    logo: assetPath('tulong-credit'),
    buttonText: 'Get cash',
    enabled: 1,
    minAmount: 500_000,
    maxAmount: 2_000_000,
    rangeDescription: 'Loan amount',
    rate: '0.04%/day',
    description: 'Up to 180 days to pay in 3 instalments.',
    tags: ['Low interest', 'Instalments'],
    lender: { name: 'Tulong Lending Inc.', secRegistration: 'CS201926781', certificateOfAuthority: '3158' },
    link: (origin) => `${origin}/?from=recommend&product=14`,
  },
  {
    id: '15',
    name: 'Agapay Express',
    logo: assetPath('agapay-express'),
    buttonText: 'Not available',
    enabled: 0,
    minAmount: 100_000,
    maxAmount: 1_000_000,
    rangeDescription: 'Loan amount',
    rate: '0.07%/day',
    description: 'Temporarily closed to new applications.',
    tags: ['Repeat clients only'],
    lender: { name: 'Agapay Express Lending Corp.', secRegistration: 'CS202001187', certificateOfAuthority: '3304' },
    link: () => 'kaagapay://product?productId=15',
  },
];

export function findRecommended(id: string | undefined): RecommendedProduct | undefined {
  return RECOMMENDED_PRODUCTS.find((product) => product.id === id);
}

export function scrambledProduct(product: RecommendedProduct): Record<string, unknown> {
  return {
    [F.id]: product.id,
    [F.logo]: product.logo,
    [F.name]: product.name,
    [F.buttonText]: product.buttonText,
    [F.enabled]: product.enabled,
    [F.amountRange]: `${pesoText(product.minAmount, { withDecimals: false })} - ${pesoText(product.maxAmount, { withDecimals: false })}`,
    [F.rangeDescription]: product.rangeDescription,
    [F.rate]: product.rate,
    [F.description]: product.description,
    [F.tags]: product.tags,
    [F.lenderName]: product.lender.name,
    [F.lenderSecRegistration]: product.lender.secRegistration,
    [F.lenderCertificateOfAuthority]: product.lender.certificateOfAuthority,
  };
}

/** The link for a tapped product, or the message to show when it cannot be opened. */
export function productLink(id: string | undefined, origin: string): { link: string } | { message: string } {
  const product = findRecommended(id);
  if (!product) return { message: 'This product could not be found.' };
  if (product.enabled !== 1) return { message: `${product.name} is not accepting applications right now.` };
  return { link: product.link(origin) };
}
