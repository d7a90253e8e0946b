import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseTemplate } from '../../compiler/shared/expression-parser';
import type { Screen } from '../../generated/screen';
import { PreviewScreen } from '../../storybook/preview-screen';
import { withDevApi } from '../../../tests/harness/fresh-dev-api';

withDevApi();

/** A screen with the slider, a line showing the form value, and a submit button. */
function open(slider: Record<string, unknown>, url?: string) {
  const document = {
    id: 'slider-test',
    query: { amount: {} },
    title: 'Slider',
    routes: ['/sliderTest'],
    body: [
      { type: 'slider', name: 'amount', label: 'Loan amount', min: 100000, max: 2000000, step: 50000, money: true, ...slider },
      { type: 'paragraph', text: { cat: ['stored: ', { var: 'form.amount' }, { '?:': [{ '===': [{ '+': [{ var: 'form.amount' }] }, { var: 'form.amount' }] }, '', ' (text)'] }] } },
      { type: 'button', label: 'Next', submit: true, onTap: [{ type: 'toast', message: 'Checked' }] },
    ],
  } as unknown as Screen;
  render(<PreviewScreen document={document} url={url} />);
  return screen.findByRole('slider', {}, { timeout: 5000 });
}

const stored = () => screen.getByText(/^stored:/).textContent;

describe('slider', () => {
  it('is a labelled slider that starts at min and moves by step with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const thumb = await open({});
    expect(thumb).toHaveAccessibleName('Loan amount');
    expect(thumb).toHaveAttribute('aria-valuemin', '100000');
    expect(thumb).toHaveAttribute('aria-valuemax', '2000000');
    expect(thumb).toHaveAttribute('aria-valuenow', '100000');
    expect(thumb).toHaveAttribute('aria-valuetext', '₱1,000.00');
    expect(stored()).toBe('stored: 100000');
    thumb.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '250000');
    expect(thumb).toHaveAttribute('aria-valuetext', '₱2,500.00');
    expect(stored()).toBe('stored: 250000');
    expect(screen.getByText('₱2,500.00', { selector: '.slider-value' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(stored()).toBe('stored: 200000');
    await user.keyboard('{End}');
    expect(stored()).toBe('stored: 2000000');
    await user.keyboard('{Home}');
    expect(stored()).toBe('stored: 100000');
  });

  it('writes the value with valueLabel (value in scope) and labels marks, by default as values', async () => {
    const thumb = await open({
      name: 'term',
      label: 'Loan term',
      money: false,
      min: 91,
      max: 365,
      step: 1,
      default: 180,
      valueLabel: parseTemplate('{value} days'),
      marks: [{ value: 91 }, { value: 365, label: 'One year' }],
    });
    expect(thumb).toHaveAccessibleName('Loan term');
    expect(thumb).toHaveAttribute('aria-valuenow', '180');
    expect(thumb).toHaveAttribute('aria-valuetext', '180 days');
    expect(screen.getByText('91 days')).toBeInTheDocument();
    expect(screen.getByText('One year')).toBeInTheDocument();
  });

  it('starts from defaultFrom as a number, numeric text read as one', async () => {
    const thumb = await open({ defaultFrom: { var: 'query.amount' } }, '/sliderTest?amount=750000');
    expect(thumb).toHaveAttribute('aria-valuenow', '750000');
    expect(stored()).toBe('stored: 750000');
  });

  it('starts at min when defaultFrom gives nothing', async () => {
    const thumb = await open({ defaultFrom: { var: 'query.amount' } });
    expect(thumb).toHaveAttribute('aria-valuenow', '100000');
    expect(stored()).toBe('stored: 100000');
  });

  it('groups a plain number the market way', async () => {
    const thumb = await open({ money: false, min: 0, max: 50000, step: 2500, default: 12500 });
    expect(thumb).toHaveAttribute('aria-valuetext', '12,500');
  });

  it('checks the form rules with the value and focuses the thumb on a message', async () => {
    const user = userEvent.setup();
    const thumb = await open({
      rules: { custom: [{ test: { '>=': [{ var: 'value' }, 300000] }, message: 'Choose at least ₱3,000.00 for this product' }] },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose at least ₱3,000.00 for this product')).toBeInTheDocument();
    expect(thumb).toHaveFocus();
    expect(thumb).toHaveAttribute('aria-invalid', 'true');
    expect(thumb).toHaveAccessibleDescription('Choose at least ₱3,000.00 for this product');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.queryByText('Choose at least ₱3,000.00 for this product')).toBeNull();
  });
});
