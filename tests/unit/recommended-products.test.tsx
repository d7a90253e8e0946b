// Issue 40 (finding 7), SEC MC 19 s.2019: another lender's product on the failure page and the order
// screen is that lender's ad, so each card names the company that lends, its SEC Registration No. and
// its Certificate of Authority No.; a product without any of them is not shown, nor a heading with
// none left under it. The identity's words come from screens/fragments/product-cards.json.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { applyOverridesFromJson, setReplyOverride } from '../../src/dev-api/overrides';
import { DEV_API_SCENARIOS } from '../../src/dev-api/scenarios';
import { RECOMMENDED_PRODUCTS, scrambledProduct } from '../../src/dev-api/recommended-products';
import { PRODUCT_FIELDS as F } from '../../src/dev-api/scrambled-names';
import { renderApp } from '../harness/render-app';
import { withDevApi } from '../harness/fresh-dev-api';
import { filled, ofType, screenCopy, showing } from '../support/screen-copy';
import { secAdvisory } from '../support/sec-advisory';

withDevApi();

const cards = screenCopy('fragments/product-cards');
const identityTemplate = cards.textOf('the line naming the lender', showing(`item.${F.lenderName}`));
/** What a card says of its lender, as the page shows it (white space as a reader sees it). */
const identityOf = (product: Record<string, unknown>) => filled(identityTemplate, { item: product }).replace(/\s+/g, ' ').trim();
const headingOf = (file: string) => {
  const copy = screenCopy(file);
  return copy.text(`${copy.before('product cards', ofType('fragment', { use: 'product-cards' }))}/text`);
};

const [whole, other] = RECOMMENDED_PRODUCTS.slice(0, 2).map((product) => scrambledProduct(product)) as [Record<string, unknown>, Record<string, unknown>];
const withoutName = { ...other, [F.lenderName]: '  ' };
const withoutSec = { ...other, [F.lenderSecRegistration]: null };
const withoutCa = { ...other, [F.lenderCertificateOfAuthority]: undefined };

/** Each page's reply with its products, the route that shows it and the heading above its cards. */
const pages = {
  'the order screen': {
    route: '/order?productId=1&orderId=10021',
    heading: headingOf('loan-details'),
    reply: (products: unknown[]) => ({
      '/v3/loan-details/loan-details': {
        json: { code: 0, data: { orderStatus: 21, noticeStatusText: 'Under review', noticeDesText: '', productName: 'Kaagapay Cash', isDelay: '0', isScore: 0, cardNeedPop: 0, playeduL: '', userOrderDetail: { detail: [] }, recProducts: products } },
      },
    }),
  },
  'the failure page': {
    route: '/loginFailure',
    heading: headingOf('login-failure'),
    reply: (products: unknown[]) => ({ '/panda/honey/scholarships': { json: { code: '00', message: 'success', data: { noticeMessage: 'Notice', errMessage: 'Failed', alok: products } } } }),
  },
};

describe.each(Object.entries(pages))('recommended products on %s', (_, page) => {
  const show = (products: unknown[]) => {
    for (const [path, reply] of Object.entries(page.reply(products))) setReplyOverride(path, reply);
    renderApp(page.route);
  };

  it('names the lender of each product shown: corporate name, SEC Registration No. and Certificate of Authority No.', async () => {
    show([whole, other]);
    await screen.findByRole('heading', { name: page.heading }, { timeout: 10_000 });
    for (const product of [whole, other]) {
      const card = screen.getByText(String(product[F.name])).closest('.block-card') as HTMLElement;
      const identity = within(card).getByText(identityOf(product));
      for (const value of [product[F.lenderName], product[F.lenderSecRegistration], product[F.lenderCertificateOfAuthority]]) expect(identity.textContent).toContain(String(value));
    }
  });

  it('leaves out a product without its lender, its name, SEC number or CA number', async () => {
    show([withoutName, whole, withoutSec, withoutCa]);
    await screen.findByText(String(whole[F.name]), {}, { timeout: 10_000 });
    // Each product is a card; the order screen's own lender card (issue 61) is not one of them.
    expect([...document.querySelectorAll('.block-card')].filter((card) => !card.textContent?.replace(/\s+/g, ' ').includes(secAdvisory.identity))).toHaveLength(1);
    expect(screen.queryByText(String(other[F.name]))).toBeNull();
  });

  it('shows no product heading when no product names its lender', async () => {
    show([withoutName, withoutSec]);
    await waitFor(() => expect(document.body.textContent).toContain(page.route === '/loginFailure' ? 'Failed' : 'Under review'), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: page.heading })).toBeNull();
    expect(screen.queryByText(String(other[F.name]))).toBeNull();
  });
});

describe('the dev API scenario of an anonymous product', () => {
  it('shows the failure page with only the product that names its lender', async () => {
    applyOverridesFromJson(DEV_API_SCENARIOS['login-failure-anonymous-product']);
    renderApp('/loginFailure');
    await screen.findByText(String(other[F.name]), {}, { timeout: 10_000 });
    expect(screen.queryByText(String(whole[F.name]))).toBeNull();
    expect(screen.getByText(identityOf(other))).toBeInTheDocument();
  });
});
