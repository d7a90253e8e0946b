import type { Page } from 'playwright-core';
import { ACCOUNT_NOT_FOUND, cardField } from '../../src/dev-api/bind-card';
import { filled, screenCopy, startingWith } from '../support/screen-copy';

const copy = screenCopy('bind-bank');
const fields = copy.block('server-fields block', (block) => block.type === 'server-fields');

/**
 * The bank form's words (screens/bind-bank.json; the fields' titles come from card-init, here the
 * dev API's src/dev-api/bind-card.ts): the tests of /bindBank find its parts by these.
 */
export const bankForm = {
  copy,
  /** The form's submit button (the footer's). */
  next: copy.block('submit button', (block) => block.type === 'button' && block.submit === true).label as string,
  confirm: fields.pickerConfirmLabel as string,
  cancel: fields.pickerCancelLabel as string,
  /** The title card-init gives the field `code`, which a field's label or a picker's button starts with. */
  field: (code: string) => startingWith(cardField(code).title),
  title: (code: string) => cardField(code).title,
  requiredTemplate: fields.requiredMessage as string,
  /** The message the screen shows when the field is left empty. */
  required: (code: string) => filled(fields.requiredMessage as string, { item: cardField(code) }),
  accountNotFound: ACCOUNT_NOT_FOUND,
};

/** Fills every field of the bank form (screens/bind-bank.json, bank account) with valid values, as a borrower would. */
export async function fillBankForm(page: Page): Promise<void> {
  const confirm = () => page.getByRole('dialog').getByRole('button', { name: bankForm.confirm }).click();
  await page.getByRole('button', { name: bankForm.field('bankName') }).click();
  await page.getByRole('dialog').getByText('BPI', { exact: true }).click();
  await confirm();
  await page.getByLabel(bankForm.field('bankAccount')).fill('0012-3456-7890');
  await page.getByLabel(bankForm.field('tinNumber')).fill('123456789');
  await page.getByRole('button', { name: bankForm.field('city') }).click();
  await page.getByRole('dialog').getByText('Cebu', { exact: true }).click();
  await confirm();
  await page.getByRole('dialog').getByText('Cebu City', { exact: true }).click();
  await confirm();
  await page.getByLabel(bankForm.field('payday')).fill('2026-12-15');
}
