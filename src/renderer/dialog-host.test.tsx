import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../tests/harness/render-app';
import { screenCopy, textAt } from '../../tests/support/screen-copy';
import { withDevApi } from '../../tests/harness/fresh-dev-api';

withDevApi();

// A screen reader announces a dialog by its name: a dialog with no name is "dialog" and nothing more
// (axe aria-dialog-name, tests/e2e/accessibility.e2e.ts).
describe('dialog names', () => {
  it('a dialog that shows no title is called by its label', async () => {
    const user = userEvent.setup();
    renderApp('/repaymentInstructions');
    // The preview's label is the alt text of the picture tapped (state.previewAlt).
    const picture = screenCopy('repayment-instructions').block('picture opening the preview', (block) => block.type === 'image' && JSON.stringify(block.onTap).includes('"preview"'));
    await user.click(await screen.findByRole('button', { name: picture.alt as string }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: picture.alt as string });
    expect(dialog).not.toHaveAttribute('aria-labelledby');
  });

  it('a titled dialog is called by its title, not by a label', async () => {
    const user = userEvent.setup();
    renderApp('/complaint?orderId=10180');
    const opener = screenCopy('complaint').block('button opening the order picker', (block) => block.type === 'button' && JSON.stringify(block.onTap).includes('"orders"'));
    await user.click(await screen.findByRole('button', { name: opener.label as string }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: textAt('complaint', '/dialogs/orders/title') });
    expect(dialog).not.toHaveAttribute('aria-label');
    // Its title bar is no second banner of the page (axe landmark-no-duplicate-banner).
    expect(within(dialog).queryByRole('banner')).toBeNull();
  });
});
