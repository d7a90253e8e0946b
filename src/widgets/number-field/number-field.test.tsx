import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block, Screen } from '../../generated/screen';
import { PreviewScreen } from '../../storybook/preview-screen';
import { withDevApi } from '../../../tests/harness/fresh-dev-api';

withDevApi();

/** A screen with the field, a line showing the form value as stored (and whether a number), and a submit button. */
function open(field: Record<string, unknown>, extra: Block[] = [], url?: string) {
  const document = {
    id: 'number-field-test',
    query: { amount: {} },
    title: 'Number field',
    routes: ['/numberFieldTest'],
    body: [
      { type: 'number-field', name: 'amount', label: 'Loan amount', ...field },
      { type: 'paragraph', text: { cat: ['stored: ', { var: 'form.amount' }, ' (', { '?:': [{ '===': [{ var: 'form.amount' }, ''] }, 'empty', { '?:': [{ '===': [{ '+': [{ var: 'form.amount' }] }, { var: 'form.amount' }] }, 'number', 'text'] }] }, ')'] } },
      ...extra,
      { type: 'button', label: 'Next', submit: true, onTap: [{ type: 'toast', message: 'Checked' }] },
    ],
  } as unknown as Screen;
  render(<PreviewScreen document={document} url={url} />);
  return screen.findByLabelText(/^Loan amount/, {}, { timeout: 5000 });
}

const stored = () => screen.getByText(/^stored:/).textContent;

describe('number-field', () => {
  it('groups money as typed, keeps centavos in the form, and reads ₱5,000.00 once left', async () => {
    const user = userEvent.setup();
    const input = await open({ money: true, placeholder: 'e.g. ₱5,000' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('placeholder', 'e.g. ₱5,000');
    await user.type(input, '5000.5');
    expect(input).toHaveValue('₱5,000.5');
    expect(stored()).toBe('stored: 500050 (number)');
    await user.tab();
    expect(input).toHaveValue('₱5,000.50');
    await user.click(input);
    expect(input).toHaveValue('₱5,000.5');
    await user.clear(input);
    expect(stored()).toBe('stored:  (empty)');
  });

  it('takes a plain number with the numeric keyboard, refusing what is not a digit', async () => {
    const user = userEvent.setup();
    const input = await open({});
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1a2b3.4-567');
    expect(input).toHaveValue('1,234,567');
    expect(stored()).toBe('stored: 1234567 (number)');
  });

  it('keeps the caret after the digit typed in the middle, and Backspace after a comma takes the digit before it', async () => {
    const user = userEvent.setup();
    const input = (await open({})) as HTMLInputElement;
    await user.type(input, '5000');
    expect(input).toHaveValue('5,000');
    await user.type(input, '1', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('50,010');
    expect(input.selectionStart).toBe(5);
    input.setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('5,010');
    expect(stored()).toBe('stored: 5010 (number)');
  });

  it('shows min, max and required messages, and rounds to the step when left', async () => {
    const user = userEvent.setup();
    const input = await open({
      money: true,
      decimals: 0,
      step: 50000,
      rounding: 'floor',
      min: { value: 100000, message: 'The smallest loan is ₱1,000.00' },
      max: { value: 2000000, message: 'The largest loan is ₱20,000.00' },
      rules: { required: 'Please enter the amount you want to borrow' },
    });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the amount you want to borrow')).toBeInTheDocument();
    await user.type(input, '999');
    expect(await screen.findByText('The smallest loan is ₱1,000.00')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('The smallest loan is ₱1,000.00');
    await user.clear(input);
    await user.type(input, '25000');
    expect(await screen.findByText('The largest loan is ₱20,000.00')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '5299');
    await waitFor(() => expect(screen.queryByText(/The (smallest|largest) loan/)).toBeNull());
    await user.tab();
    expect(input).toHaveValue('₱5,000.00');
    expect(stored()).toBe('stored: 500000 (number)');
  });

  it('starts from defaultFrom, numeric text kept as the number it stands for', async () => {
    const input = await open({ money: true, defaultFrom: { var: 'query.amount' } }, [], '/numberFieldTest?amount=750050');
    expect(input).toHaveValue('₱7,500.50');
    expect(stored()).toBe('stored: 750050 (number)');
  });

  it('keeps the decimals a plain number was given, grouped, once left', async () => {
    const user = userEvent.setup();
    const input = await open({ decimals: 2 });
    await user.type(input, '1234.5');
    expect(input).toHaveValue('1,234.5');
    await user.tab();
    expect(input).toHaveValue('1,234.5');
  });
});
