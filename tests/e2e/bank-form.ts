import type { Page } from 'playwright-core';

/** Fills every field of the bank form (screens/bind-bank.json, bank account) with valid values, as a borrower would. */
export async function fillBankForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Bank/ }).click();
  await page.getByRole('dialog').getByText('BPI', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel(/^Account number/).fill('0012-3456-7890');
  await page.getByLabel(/^TIN/).fill('123456789');
  await page.getByRole('button', { name: /^City of residence/ }).click();
  await page.getByRole('dialog').getByText('Cebu', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog').getByText('Cebu City', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel(/^Next payday/).fill('2026-12-15');
}
