import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block, Screen } from '../../generated/screen';
import { PreviewScreen } from '../../storybook/preview-screen';
import { withDevApi } from '../../../tests/harness/fresh-dev-api';

withDevApi();

// The input shows its value by itself (issue 64: a keystroke re-renders nothing, src/renderer/rerender.test.tsx),
// so these hold what a controlled input gave for free: what is kept of a typed text is what the
// input shows, and a value put in from elsewhere is shown.

/** A screen with the field, a line showing the form value as stored, a reset button and a submit button. */
function open(field: Record<string, unknown>, extra: Block[] = [], draftKey?: string) {
  const document = {
    id: 'text-field-test',
    title: 'Text field',
    routes: ['/textFieldTest'],
    ...(draftKey ? { form: { draftKey } } : {}),
    body: [
      { type: 'text-field', name: 'code', label: 'Code', format: 'none', ...field },
      { type: 'paragraph', text: { cat: ['stored: ', { var: 'form.code' }] } },
      ...extra,
      { type: 'button', label: 'Reset', variant: 'secondary', onTap: [{ type: 'reset-form' }] },
      { type: 'button', label: 'Next', submit: true, onTap: [{ type: 'toast', message: 'Checked' }] },
    ],
  } as unknown as Screen;
  render(<PreviewScreen document={document} />);
  return screen.findByLabelText(/^Code/, {}, { timeout: 5000 });
}

const stored = () => screen.getByText(/^stored:/).textContent;

describe('text-field', () => {
  it('keeps digits only, and the input shows what is kept', async () => {
    const user = userEvent.setup();
    const input = await open({ format: 'digits' });
    await user.type(input, '12ab3');
    expect(input).toHaveValue('123');
    expect(stored()).toBe('stored: 123');
  });

  it('refuses input past the maximum length', async () => {
    const user = userEvent.setup();
    const input = await open({ rules: { maxLength: { value: 4, message: 'At most 4' } } });
    await user.type(input, 'abcdef');
    expect(input).toHaveValue('abcd');
    expect(stored()).toBe('stored: abcd');
  });

  it('groups a phone number as Filipinos write it, and keeps its digits', async () => {
    const user = userEvent.setup();
    const input = await open({ format: 'phone' });
    await user.type(input, '09171234567');
    expect(input).toHaveValue('0917 123 4567');
    expect(stored()).toBe('stored: 09171234567');
  });

  it('counts characters as typed', async () => {
    const user = userEvent.setup();
    const input = await open({ counter: true, rules: { maxLength: { value: 10, message: 'At most 10' } } });
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await user.type(input, 'abc');
    expect(screen.getByText('3/10')).toBeInTheDocument();
  });

  it('shows a value put in from elsewhere: reset-form empties the input', async () => {
    const user = userEvent.setup();
    const input = await open({ default: '42' });
    expect(input).toHaveValue('42');
    await user.type(input, '7');
    expect(input).toHaveValue('427');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(input).toHaveValue('42'));
    expect(stored()).toBe('stored: 42');
  });

  it('shows its message after a submit, and takes it away as soon as the value is fixed', async () => {
    const user = userEvent.setup();
    const input = await open({ rules: { required: 'Please enter a code' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a code')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '1');
    await waitFor(() => expect(screen.queryByText('Please enter a code')).toBeNull());
    expect(input).toHaveValue('1');
  });

  it('starts with a saved draft in the input', async () => {
    window.sessionStorage.setItem('text-field-test', JSON.stringify({ code: '0917' }));
    try {
      const input = await open({ format: 'digits' }, [], 'text-field-test');
      expect(input).toHaveValue('0917');
    } finally {
      window.sessionStorage.removeItem('text-field-test');
    }
  });
});
