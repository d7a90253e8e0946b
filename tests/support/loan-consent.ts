import type { Locator, Page } from 'playwright-core';
import { findLoanProduct } from '../../src/dev-api/loan-products';
import { all, doesStep, screenCopy } from './screen-copy';

/**
 * The loan consent (screens/fragments/loan-consent.json): the boxes a borrower ticks before Loan,
 * which start unticked (issue 40), and the point-out dialog's Stay button: of its two buttons that
 * close it, the one that does not go back as well, whatever their order.
 */
const consent = screenCopy('fragments/loan-consent');
export const consentBoxes = [consent.label('agree'), consent.label('privacyConsent')] as const;
export const readAgreement = consent.textOf('link that opens the agreement', doesStep('open-dialog', { dialog: 'agreement' }), 'label');
/** The Privacy Policy's own link, shown when the server lists no agreements (issue 60). */
export const privacyLink = consent.textOf('link that opens the Privacy Policy', doesStep('open-dialog', { dialog: 'privacyPolicy' }), 'label');
export const stayOnPage = consent.dialog('pointOut').textOf('stay button (closes, stays)', all(doesStep('close-dialog', { dialog: 'pointOut' }), (block) => !doesStep('back')(block)), 'label');

/** Ticks every consent box, as a borrower does before Loan. */
export async function giveConsent(page: Page): Promise<void> {
  for (const label of consentBoxes) await page.getByRole('checkbox', { name: label }).check();
}

/** The link of a product's first agreement in the dev API's list (an English page), which the page's openAgreement opens. */
export function firstAgreementLink(page: Page, productId: string): Locator {
  const title = findLoanProduct(productId)?.agreements[0]?.title.en;
  if (!title) throw new Error(`the dev API's product ${productId} lists no agreement (src/dev-api/loan-products.ts)`);
  return page.getByRole('button', { name: title, exact: true });
}
