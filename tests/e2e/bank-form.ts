import type { Page } from 'playwright-core';
import { bankForm } from '../support/bank-form';

export { bankForm };

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
