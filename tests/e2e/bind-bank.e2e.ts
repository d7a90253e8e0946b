import { describe, expect, it } from 'vitest';
import { devApiState, screenshot, useBrowser, waitForBridgeCall } from './browser';
import { bankForm, fillBankForm } from './bank-form';

const session = 'appVersion=1.0.0&deviceId=dev-7&sessionId=sess-42';
const browser = useBrowser();


describe('bind bank (SPEC screen 1) in Chromium', () => {
  it('shows the form at 390×844 and keeps the session parameters in every call', async () => {
    const page = await browser.open(`/bindBank?productId=1&${session}`);
    await page.getByLabel(bankForm.field('bankAccount')).waitFor();
    expect(await page.title()).toBe(bankForm.copy.text('/title'));
    await screenshot(page, 'bind-bank');
    expect(page.apiCalls.length).toBeGreaterThan(0);
    for (const call of page.apiCalls) expect(new URL(call).search).toMatch(/^\?appVersion=1\.0\.0&deviceId=dev-7&sessionId=sess-42/);
    await page.getByRole('button', { name: bankForm.next }).click();
    await page.getByText(bankForm.required('bankName')).waitFor();
    await screenshot(page, 'bind-bank-errors');
    expect(page.errors).toEqual([]);
  });

  it('binds an account and closes the webview (no source)', async () => {
    const page = await browser.open(`/bindBank?productId=1&${session}`);
    await page.getByLabel(bankForm.field('bankAccount')).waitFor();
    await fillBankForm(page);
    await screenshot(page, 'bind-bank-filled');
    await page.getByRole('button', { name: bankForm.next }).click();
    await waitForBridgeCall(page.bridgeCalls, /^close/);
    const state = (await devApiState(page)) as { bindCalls: { path: string; values: Record<string, string> }[] };
    expect(state.bindCalls).toHaveLength(1);
    expect(state.bindCalls[0]).toMatchObject({ path: 'bind-card-new', values: { bankName: 'BPI', bankAccount: '001234567890', city: 'Cebu, Cebu City' } });
  });

  it('shows an account number the bank refuses under that field, with the focus there and every other value kept', async () => {
    const page = await browser.open(`/bindBank?productId=1&${session}`);
    await page.getByLabel(bankForm.field('bankAccount')).waitFor();
    await fillBankForm(page);
    const account = page.getByLabel(bankForm.field('bankAccount'));
    await account.fill('0000 1234 5678');
    await page.getByRole('button', { name: bankForm.next }).click();
    await page.locator('[aria-invalid="true"]').waitFor();
    expect(await page.locator(`[id="${await account.getAttribute('aria-describedby')}"]`).textContent()).toBe(bankForm.accountNotFound);
    expect(await account.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
    expect([await page.getByRole('button', { name: bankForm.field('bankName') }).textContent(), await page.getByLabel(bankForm.field('tinNumber')).inputValue(), await page.getByLabel(bankForm.field('payday')).inputValue()]).toEqual([expect.stringContaining('BPI'), '123456789', '2026-12-15']);
    expect(await page.getByRole('button', { name: bankForm.field('city') }).textContent()).toContain('Cebu City');
    expect(page.bridgeCalls.some((call) => /^close/.test(call))).toBe(false);
    await screenshot(page, 'bind-bank-refused-account');
    // Editing the number takes the message away; a number the bank holds is saved.
    await account.fill('0012 3456 7890');
    expect(await account.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: bankForm.next }).click();
    await waitForBridgeCall(page.bridgeCalls, /^close/);
    const state = (await devApiState(page)) as { bindCalls: { values: Record<string, string> }[] };
    expect(state.bindCalls.map((call) => call.values.bankAccount)).toEqual(['001234567890']);
    expect(page.errors).toEqual([]);
  });

  it('binds an account from the order page and returns there (source=loanDetail)', async () => {
    const page = await browser.open(`/bindBank?productId=1&orderId=10174&source=loanDetail&${session}`);
    await page.getByLabel(bankForm.field('bankAccount')).waitFor();
    await fillBankForm(page);
    await page.getByRole('button', { name: bankForm.next }).click();
    await page.waitForURL(/\/order\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/order');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ productId: '1', orderId: '10174', source: 'loanDetail', sessionId: 'sess-42', deviceId: 'dev-7' });
    await page.locator('[data-screen="loan-details"]').waitFor();
    const state = (await devApiState(page)) as { bindCalls: { path: string }[] };
    expect(state.bindCalls.map((c) => c.path)).toEqual(['bind-card-order']);
    await screenshot(page, 'bind-bank-returned-to-order');
  });

  it('keeps what was typed after a reload (draft)', async () => {
    const page = await browser.open(`/bindBank?productId=1&${session}`);
    await page.getByLabel(bankForm.field('tinNumber')).fill('987654321');
    await page.reload();
    await page.getByLabel(bankForm.field('tinNumber')).waitFor();
    expect(await page.getByLabel(bankForm.field('tinNumber')).inputValue()).toBe('987654321');
  });

  it('hides the submit button while the on-screen keyboard shrinks the viewport by more than 60 px', async () => {
    const page = await browser.open(`/bindBank?productId=1&${session}`);
    await page.getByLabel(bankForm.field('tinNumber')).waitFor();
    await page.setViewportSize({ width: 390, height: 844 - 300 });
    await page.getByRole('button', { name: bankForm.next }).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 - 40 });
    await page.getByRole('button', { name: bankForm.next }).waitFor();
  });
});
