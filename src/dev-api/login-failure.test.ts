// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { applyOverridesFromJson } from './overrides';
import { DEV_API_SCENARIOS } from './scenarios';
import { FAILURE_PAGE, LINK_FIELD, PRODUCT_FIELDS as F, PRODUCT_TAP_PATHS } from './scrambled-names';
import { ORIGIN, post, useDevApiServer } from './test-client';

useDevApiServer();

interface Failure {
  noticeMessage: string;
  errMessage: string;
  [list: string]: unknown;
}

describe('joint login failure page', () => {
  it('serves the messages and recommended products under the scrambled names', async () => {
    const reply = await post<Failure>('/panda/honey/scholarships', { [FAILURE_PAGE.requestSource]: 'jointLogin', [FAILURE_PAGE.requestLimit]: 5 });
    expect(reply.code).toBe('00');
    expect(reply.data.noticeMessage).not.toBe('');
    expect(reply.data.errMessage).not.toBe('');
    const products = reply.data[FAILURE_PAGE.productList] as Record<string, unknown>[];
    expect(products).toHaveLength(4);
    expect(products[0]).toEqual({
      [F.id]: '12',
      [F.logo]: '/stations/dev-assets/pisoplus.svg',
      [F.name]: 'PisoPlus',
      [F.buttonText]: 'Apply',
      [F.enabled]: 1,
      [F.amountRange]: '₱2,000 - ₱20,000',
      [F.rangeDescription]: 'Loan amount',
      [F.rate]: '0.05%/day',
      [F.description]: expect.any(String),
      [F.tags]: ['No collateral', 'Same-day payout'],
      [F.lenderName]: 'PisoPlus Lending Corporation',
      [F.lenderSecRegistration]: 'CS201804512',
      [F.lenderCertificateOfAuthority]: '2786',
    });
    expect(products.map((product) => product[F.enabled])).toEqual([1, 1, 1, 0]);
    const limited = await post<Failure>('/panda/honey/scholarships', { [FAILURE_PAGE.requestLimit]: 2 });
    expect(limited.data[FAILURE_PAGE.productList]).toHaveLength(2);
  });

  it('records the click report and fetches http and app links; a disabled product gets a message', async () => {
    expect((await post(PRODUCT_TAP_PATHS.failureClickReport, { [F.id]: '14', [FAILURE_PAGE.requestSource]: 'jointLogin' })).code).toBe('00');
    expect((await post(PRODUCT_TAP_PATHS.failureClickReport, { [F.id]: '99' })).code).toBe('01');
    const fetchLink = (id: string) => post<Record<string, string>>(PRODUCT_TAP_PATHS.failureLinkFetch, { [F.id]: id });
    expect((await fetchLink('14')).data[LINK_FIELD]).toBe(`${ORIGIN}/?from=recommend&product=14`);
    expect((await fetchLink('13')).data[LINK_FIELD]).toMatch(/^kaagapay:\/\//);
    expect((await fetchLink('15')).code).toBe('01');
    expect(db.productClicks.map((click) => click.path)).toEqual([
      PRODUCT_TAP_PATHS.failureClickReport, PRODUCT_TAP_PATHS.failureLinkFetch, PRODUCT_TAP_PATHS.failureLinkFetch, PRODUCT_TAP_PATHS.failureLinkFetch,
    ]);
  });

  it('names the lender of every product, each a different company (SEC MC 19 s.2019, issue 40)', async () => {
    const products = (await post<Failure>('/panda/honey/scholarships')).data[FAILURE_PAGE.productList] as Record<string, unknown>[];
    for (const product of products) {
      expect(product[F.lenderName]).toMatch(/\b(Lending|Financing)\b.*\b(Corporation|Corp\.|Inc\.)$/);
      expect(product[F.lenderSecRegistration]).toMatch(/^CS\d{9}$/);
      expect(product[F.lenderCertificateOfAuthority]).toMatch(/^\d+$/);
    }
    expect(new Set(products.map((product) => product[F.lenderSecRegistration])).size).toBe(products.length);
  });

  it('serves a product without its lender through the scenario override, the other one whole', async () => {
    applyOverridesFromJson(DEV_API_SCENARIOS['login-failure-anonymous-product']);
    const products = (await post<Failure>('/panda/honey/scholarships')).data[FAILURE_PAGE.productList] as Record<string, unknown>[];
    expect(products.map((product) => product[F.lenderSecRegistration])).toEqual(['', expect.stringMatching(/^CS\d+$/)]);
  });

  it('reaches the no-products state through the scenario override', async () => {
    applyOverridesFromJson(DEV_API_SCENARIOS['login-failure-no-products']);
    expect((await post<Failure>('/panda/honey/scholarships')).data[FAILURE_PAGE.productList]).toEqual([]);
  });
});
