import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenById } from 'virtual:screens';
import { parseTemplate } from '../../compiler/shared/expression-parser';
import { server } from '../../dev-api/node';
import { db } from '../../dev-api/db';
import type { Screen, ServerFieldOverride, ServerFieldsBlock } from '../../generated/screen';
import { PreviewScreen } from '../../storybook/preview-screen';
import { renderApp } from '../../../tests/harness/render-app';
import { toFieldBlock } from './server-field-item';
import { bankForm } from '../../../tests/support/bank-form';
import { startingWith } from '../../../tests/support/screen-copy';
import { withDevApi } from '../../../tests/harness/fresh-dev-api';

withDevApi({
  after: () => {
    server.resetHandlers();
    vi.restoreAllMocks();
  },
});

async function openBankForm(url = '/bindBank?productId=1&sessionId=s-42') {
  const rendered = renderApp(url);
  await screen.findByLabelText(bankForm.field('bankAccount'), {}, { timeout: 5000 });
  return rendered;
}

async function pick(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: startingWith(label) }));
  const sheet = await screen.findByRole('dialog');
  await user.click(within(sheet).getByRole('radio', { name: option }));
  await user.click(within(sheet).getByRole('button', { name: bankForm.confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the server-driven bank form (screens/bind-bank.json)', () => {
  it('shows the items of every category for the default card type only', async () => {
    await openBankForm();
    expect(screen.getByRole('button', { name: bankForm.field('bankName') })).toBeInTheDocument(); // enum
    expect(screen.getByLabelText(bankForm.field('bankAccount'))).toBeInTheDocument(); // text
    expect(screen.getByRole('button', { name: bankForm.field('city') })).toBeInTheDocument(); // city select
    expect(screen.getByLabelText(bankForm.field('payday'))).toHaveAttribute('type', 'date'); // day
    expect(screen.queryByText(bankForm.title('walletMobile'))).toBeNull();
  });

  it('switches the items with the card-type tab row (cardTypeMi)', async () => {
    const user = userEvent.setup();
    await openBankForm();
    await user.click(screen.getByRole('radio', { name: bankForm.cardType(2) }));
    expect(await screen.findByLabelText(bankForm.field('walletMobile'))).toBeInTheDocument();
    expect(screen.queryByLabelText(bankForm.field('bankAccount'))).toBeNull();
    expect(screen.getByLabelText(bankForm.field('tinNumber'))).toBeInTheDocument();
  });

  it('strips non-digits from text items and shows their format', async () => {
    const user = userEvent.setup();
    await openBankForm();
    const account = screen.getByLabelText(bankForm.field('bankAccount'));
    await user.type(account, '12ab34-5678 90');
    expect(account).toHaveValue('1234 5678 90');
    const tin = screen.getByLabelText(bankForm.field('tinNumber'));
    await user.type(tin, 'x1y2z3');
    expect(tin).toHaveValue('123');
  });

  it('picks an enum value in a sheet with Confirm, and Cancel keeps the old one', async () => {
    const user = userEvent.setup();
    await openBankForm();
    await pick(bankForm.title('bankName'), 'BPI');
    expect(screen.getByRole('button', { name: bankForm.field('bankName') })).toHaveTextContent('BPI');
    await user.click(screen.getByRole('button', { name: bankForm.field('bankName') }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('radio', { name: 'Metrobank' }));
    await user.click(within(sheet).getByRole('button', { name: bankForm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: bankForm.field('bankName') })).toHaveTextContent('BPI');
  });

  it('shows every message from the JSON when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    await openBankForm();
    await user.click(screen.getByRole('button', { name: bankForm.next }));
    expect(await screen.findByText(bankForm.required('bankName'))).toBeInTheDocument();
    expect(screen.getByText(bankForm.required('bankAccount'))).toBeInTheDocument();
    expect(screen.getByText(bankForm.required('tinNumber'))).toBeInTheDocument();
    expect(db.bindCalls).toHaveLength(0);
    // The first field with a message has the focus; fixing a field takes its message away at once.
    expect(screen.getByRole('button', { name: bankForm.field('bankName') })).toHaveFocus();
    const tin = screen.getByLabelText(bankForm.field('tinNumber'));
    expect(tin).toHaveAccessibleDescription(bankForm.required('tinNumber'));
    await user.type(tin, '1');
    expect(screen.queryByText(bankForm.required('tinNumber'))).toBeNull();
    expect(tin).not.toHaveAttribute('aria-invalid');
    await user.clear(tin);
    expect(await screen.findByText(bankForm.required('tinNumber'))).toBeInTheDocument();
    expect(screen.getByText(bankForm.required('bankAccount'))).toBeInTheDocument();
  });

  it('binds the account and closes the webview through the bridge', async () => {
    const user = userEvent.setup();
    const { services } = await openBankForm();
    await pick(bankForm.title('bankName'), 'BDO Unibank');
    await user.type(screen.getByLabelText(bankForm.field('bankAccount')), '0012345678901');
    await user.type(screen.getByLabelText(bankForm.field('tinNumber')), '123456789');
    await user.click(screen.getByRole('button', { name: bankForm.field('city') }));
    let sheet = await screen.findByRole('dialog');
    await user.click(await within(sheet).findByRole('radio', { name: 'Metro Manila' }));
    await user.click(within(sheet).getByRole('button', { name: bankForm.confirm }));
    sheet = await screen.findByRole('dialog');
    await user.click(await within(sheet).findByRole('radio', { name: 'Quezon City' }));
    await user.click(within(sheet).getByRole('button', { name: bankForm.confirm }));
    await user.type(screen.getByLabelText(bankForm.field('payday')), '2026-12-15');
    await user.click(screen.getByRole('button', { name: bankForm.next }));
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

/**
 * Opens /bindBank with `overrides` on its server fields, over each field's own in the screen (which
 * the lookups by bankForm expect: a product person's label stays); returns where that block is, as a
 * warning names it.
 */
async function openWithOverrides(overrides: Record<string, ServerFieldOverride>): Promise<string> {
  const document: Screen = structuredClone(await screenById('bind-bank')!.load());
  const block = document.body.find((b): b is ServerFieldsBlock => b.type === 'server-fields')!;
  const own = block.overrides ?? {};
  block.overrides = { ...own, ...Object.fromEntries(Object.entries(overrides).map(([code, override]) => [code, { ...own[code], ...override }])) };
  render(<PreviewScreen document={document} url="/bindBank?productId=1&sessionId=s-42" />);
  await screen.findByLabelText(bankForm.field('bankAccount'), {}, { timeout: 5000 });
  return `/body/${document.body.indexOf(block)}`;
}

describe('server-fields overrides, by code', () => {
  it('replaces the label and hint of that field only (a template reads the item), and adds its rules', async () => {
    const user = userEvent.setup();
    await openWithOverrides({
      tinNumber: {
        label: parseTemplate('{item.title} (Tax Identification Number)') as string,
        placeholder: '9 to 12 digits, e.g. 123 456 789',
        pattern: { value: '^[0-9]{9,12}$', message: 'Your TIN has 9 to 12 digits' },
      },
    });
    const tin = screen.getByLabelText(startingWith(`${bankForm.title('tinNumber')} (Tax Identification Number)`));
    expect(tin).toHaveAttribute('placeholder', '9 to 12 digits, e.g. 123 456 789');
    expect(screen.getByLabelText(bankForm.field('bankAccount'))).toHaveAttribute('placeholder', bankForm.hint('bankAccount'));
    await user.type(tin, '12345');
    await user.click(screen.getByRole('button', { name: bankForm.next }));
    expect(await screen.findByText('Your TIN has 9 to 12 digits')).toBeInTheDocument();
    expect(tin).toHaveAccessibleDescription('Your TIN has 9 to 12 digits');
    await user.type(tin, '6789');
    await waitFor(() => expect(screen.queryByText('Your TIN has 9 to 12 digits')).toBeNull());
    expect(db.bindCalls).toHaveLength(0);
  });

  it('makes a field optional (required: false) or gives it its own message', async () => {
    const user = userEvent.setup();
    await openWithOverrides({ payday: { required: false }, bankAccount: { required: 'Type the number on your passbook' } });
    const payday = screen.getByLabelText(bankForm.field('payday'));
    expect(payday).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(bankForm.field('tinNumber'))).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: bankForm.next }));
    expect(await screen.findByText('Type the number on your passbook')).toBeInTheDocument();
    expect(screen.getByText(bankForm.required('tinNumber'))).toBeInTheDocument();
    expect(screen.queryByText(bankForm.required('payday'))).toBeNull();
    expect(payday).not.toHaveAttribute('aria-invalid');
  });

  it('warns in development about a code the server does not send, and shows the form as usual', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const at = await openWithOverrides({ tinNumbr: { label: 'TIN' } });
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^preview#${at}/overrides/tinNumbr: the server sent no field "tinNumbr".*tinNumber`))));
    expect(screen.getByLabelText(bankForm.field('tinNumber'))).toBeInTheDocument();
  });
});

describe('toFieldBlock', () => {
  const block = { type: 'server-fields', items: null, map: { name: 'code', kind: 'cate', label: 'title', placeholder: 'subtitle' }, kinds: { text: 'text-field' }, textFormat: 'none' } as ServerFieldsBlock;
  const item = { code: 'tinNumber', cate: 'text', title: 'TIN', subtitle: 'From the server' };

  it('keeps the server label and hint, and requires the field, with no override', () => {
    expect(toFieldBlock(item, block, { requiredMessage: bankForm.required('tinNumber') })).toMatchObject({
      label: 'TIN',
      placeholder: 'From the server',
      rules: { required: bankForm.required('tinNumber') },
    });
  });

  it('a blank label or hint from an override keeps the server one; rules join the required message', () => {
    const override: ServerFieldOverride = { maxLength: { value: 12, message: 'At most 12 digits' }, custom: [{ test: true, message: 'x' }] };
    const field = toFieldBlock(item, block, { requiredMessage: bankForm.required('tinNumber'), label: '', placeholder: '', override });
    expect(field).toMatchObject({ label: 'TIN', placeholder: 'From the server' });
    expect((field as { rules: unknown }).rules).toEqual({ required: bankForm.required('tinNumber'), maxLength: { value: 12, message: 'At most 12 digits' }, custom: [{ test: true, message: 'x' }] });
  });

  it('an optional field has no required rule', () => {
    const field = toFieldBlock(item, block, { requiredMessage: bankForm.required('tinNumber'), override: { required: false, pattern: { value: '^[0-9]*$', message: 'Digits only' } } });
    expect((field as { rules: unknown }).rules).toEqual({ pattern: { value: '^[0-9]*$', message: 'Digits only' } });
  });
});
