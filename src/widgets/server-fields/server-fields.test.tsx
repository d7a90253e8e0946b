import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../dev-api/node';
import { db, resetDb } from '../../dev-api/db';
import { renderApp } from '../../../tests/harness/render-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  sessionStorage.clear();
});
afterAll(() => server.close());

async function openBankForm(url = '/bindBank?productId=1&sessionId=s-42') {
  const rendered = renderApp(url);
  await screen.findByLabelText(/^Account number/, {}, { timeout: 5000 });
  return rendered;
}

async function pick(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  const sheet = await screen.findByRole('dialog');
  await user.click(within(sheet).getByRole('radio', { name: option }));
  await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the server-driven bank form (screens/bind-bank.json)', () => {
  it('shows the items of every category for the default card type only', async () => {
    await openBankForm();
    expect(screen.getByRole('button', { name: /^Bank/ })).toBeInTheDocument(); // enum
    expect(screen.getByLabelText(/^Account number/)).toBeInTheDocument(); // text
    expect(screen.getByRole('button', { name: /^City of residence/ })).toBeInTheDocument(); // city select
    expect(screen.getByLabelText(/^Next payday/)).toHaveAttribute('type', 'date'); // day
    expect(screen.queryByText('E-wallet mobile number')).toBeNull();
  });

  it('switches the items with the card-type tab row (cardTypeMi)', async () => {
    const user = userEvent.setup();
    await openBankForm();
    await user.click(screen.getByRole('radio', { name: 'E-wallet' }));
    expect(await screen.findByLabelText(/^E-wallet mobile number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Account number/)).toBeNull();
    expect(screen.getByLabelText(/^TIN/)).toBeInTheDocument();
  });

  it('strips non-digits from text items and shows their format', async () => {
    const user = userEvent.setup();
    await openBankForm();
    const account = screen.getByLabelText(/^Account number/);
    await user.type(account, '12ab34-5678 90');
    expect(account).toHaveValue('1234 5678 90');
    const tin = screen.getByLabelText(/^TIN/);
    await user.type(tin, 'x1y2z3');
    expect(tin).toHaveValue('123');
  });

  it('picks an enum value in a sheet with Confirm, and Cancel keeps the old one', async () => {
    const user = userEvent.setup();
    await openBankForm();
    await pick('Bank', 'BPI');
    expect(screen.getByRole('button', { name: /^Bank/ })).toHaveTextContent('BPI');
    await user.click(screen.getByRole('button', { name: /^Bank/ }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('radio', { name: 'Metrobank' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Bank/ })).toHaveTextContent('BPI');
  });

  it('shows every message from the JSON when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    await openBankForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select your Bank')).toBeInTheDocument();
    expect(screen.getByText('Please enter your Account number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your TIN')).toBeInTheDocument();
    expect(db.bindCalls).toHaveLength(0);
    // The first field with a message has the focus; fixing a field takes its message away at once.
    expect(screen.getByRole('button', { name: /^Bank/ })).toHaveFocus();
    const tin = screen.getByLabelText(/^TIN/);
    expect(tin).toHaveAccessibleDescription('Please enter your TIN');
    await user.type(tin, '1');
    expect(screen.queryByText('Please enter your TIN')).toBeNull();
    expect(tin).not.toHaveAttribute('aria-invalid');
    await user.clear(tin);
    expect(await screen.findByText('Please enter your TIN')).toBeInTheDocument();
    expect(screen.getByText('Please enter your Account number')).toBeInTheDocument();
  });

  it('binds the account and closes the webview through the bridge', async () => {
    const user = userEvent.setup();
    const { services } = await openBankForm();
    await pick('Bank', 'BDO Unibank');
    await user.type(screen.getByLabelText(/^Account number/), '0012345678901');
    await user.type(screen.getByLabelText(/^TIN/), '123456789');
    await user.click(screen.getByRole('button', { name: /^City of residence/ }));
    let sheet = await screen.findByRole('dialog');
    await user.click(await within(sheet).findByRole('radio', { name: 'Metro Manila' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    sheet = await screen.findByRole('dialog');
    await user.click(await within(sheet).findByRole('radio', { name: 'Quezon City' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await user.type(screen.getByLabelText(/^Next payday/), '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(services.bridge.log.map((c) => c.action)).toContain('close'));
    expect(db.bindCalls).toHaveLength(1);
    expect(db.bindCalls[0]).toMatchObject({
      path: 'bind-card-new',
      productId: '1',
      cardType: 1,
      values: { bankName: 'BDO Unibank', bankAccount: '0012345678901', tinNumber: '123456789', city: 'Metro Manila, Quezon City', payday: '2026-12-15' },
    });
  });
});
