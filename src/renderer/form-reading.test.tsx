import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Screen } from '../generated/screen';
import { PreviewScreen } from '../storybook/preview-screen';
import { withDevApi } from '../../tests/harness/fresh-dev-api';

withDevApi();

const line = (prefix: string) => ({ type: 'paragraph', text: { cat: [`${prefix}: `, { var: 'form.nickname' }] } });

/**
 * A field with a default between blocks that read it: one drawn before the field, one after, and
 * one shown only while the field holds its default. Blocks are drawn in order, so the one before
 * the field is drawn before the field puts its value in the form.
 */
function open() {
  const document = {
    id: 'form-reading-test',
    title: 'Form reading',
    routes: ['/formReadingTest'],
    body: [
      line('before'),
      { type: 'paragraph', text: 'shown while default', when: { '==': [{ var: 'form.nickname' }, 'Juan'] } },
      { type: 'text-field', name: 'nickname', label: 'Nickname', default: 'Juan', format: 'none', multiline: false, counter: false },
      line('after'),
    ],
  } as unknown as Screen;
  render(<PreviewScreen document={document} />);
  return screen.findByRole('textbox', {}, { timeout: 5000 });
}

const text = (prefix: string) => screen.getByText(new RegExp(`^${prefix}:`)).textContent;

describe('blocks that read a form value', () => {
  it("show the field's value from the first draw, before or after the field, and follow what is typed", async () => {
    const user = userEvent.setup();
    const input = await open();
    expect(text('before')).toBe('before: Juan');
    expect(text('after')).toBe('after: Juan');
    expect(screen.getByText('shown while default')).toBeInTheDocument();
    await user.type(input, 'a');
    expect(text('before')).toBe('before: Juana');
    expect(text('after')).toBe('after: Juana');
    expect(screen.queryByText('shown while default')).toBeNull();
  });
});
