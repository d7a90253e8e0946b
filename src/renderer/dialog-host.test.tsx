import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../tests/harness/render-app';
import { screenCopy, textAt } from '../../tests/support/screen-copy';
import { withDevApi } from '../../tests/harness/fresh-dev-api';

withDevApi();

// The real loader, with what it is asked for written down, and a gate a test may hold its fetches at.
const fetching = vi.hoisted(() => ({ asked: [] as string[], gate: undefined as Promise<void> | undefined }));
vi.mock('./dialog-parts-loader', async (importOriginal) => {
  const real = await importOriginal<typeof import('./dialog-parts-loader')>();
  return {
    ...real,
    dialogPartsLoader: (needs: Parameters<typeof real.dialogPartsLoader>[0]) => {
      const loader = real.dialogPartsLoader(needs);
      return {
        loaded: loader.loaded,
        load: async (id: string) => {
          fetching.asked.push(id);
          await fetching.gate;
          return loader.load(id);
        },
      };
    },
  };
});
afterEach(() => {
  fetching.asked = [];
  fetching.gate = undefined;
});

// A screen reader announces a dialog by its name: a dialog with no name is "dialog" and nothing more
// (axe aria-dialog-name, tests/e2e/every-page.e2e.ts).
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

// Issue 44: /complainDetails draws no field, so its page fetches no form library; its rating dialog
// (opened 3 s after a processed complaint shows) fetches the stars and a form of its own as it opens.
describe("a dialog's fields", () => {
  const send = textAt('complaint-details', '/dialogs/rate/footer/0/label');

  it('load when the dialog opens, and check and send its own values', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/complainDetails?problemId=301');
    await waitFor(() => expect(document.querySelector('[data-screen="complaint-details"]')).not.toBeNull(), { timeout: 6000 });
    expect(fetching.asked).toEqual([]);
    await screen.findByText(textAt('complaint-details', '/dialogs/rate/title'), {}, { timeout: 6000 });
    expect(fetching.asked).toEqual(['rate']);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: send }));
    // Its own field checks: no star chosen, nothing sent.
    await waitFor(() => expect(services.toast.current?.message).toBe(textAt('complaint-details', '/dialogs/rate/body/0/rules/required')));
    within(dialog).getByLabelText('4 / 5').focus();
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: send }));
    await waitFor(() => expect(services.toast.current?.message).toBe(textAt('complaint-details', '/actions/rate/1/onSuccess/1/message')));
  }, 15000);

  it('shows that it is coming while its code takes a while, then the dialog', async () => {
    let release!: () => void;
    fetching.gate = new Promise((done) => (release = done));
    renderApp('/complainDetails?problemId=301');
    await waitFor(() => expect(document.querySelector('[data-dialog-loading]')).toHaveAttribute('role', 'status'), { timeout: 6000 });
    expect(fetching.asked).toEqual(['rate']);
    expect(screen.queryByRole('dialog')).toBeNull();
    release();
    await screen.findByRole('dialog', { name: textAt('complaint-details', '/dialogs/rate/title') });
    expect(document.querySelector('[data-dialog-loading]')).toBeNull();
  }, 15000);
});
