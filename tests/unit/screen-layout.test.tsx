// Issue 18: a data screen shows its layout while its data is on the way (the prerendered page shows
// the same): static text as it will be, placeholders where data goes, nothing to tap, nothing run.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setReplyOverride } from '../../src/dev-api/overrides';
import { CONFIRM_NEW_FIELDS as F, CONFIRM_NEW_PATHS } from '../../src/dev-api/scrambled-names';
import { withDevApi } from '../harness/fresh-dev-api';
import { renderApp } from '../harness/render-app';
import { ofType, screenCopy } from '../support/screen-copy';

withDevApi();

describe('a data screen before its data', () => {
  it('shows its layout, inert and hidden from screen readers, says it is loading, and runs its opening steps only with the data', async () => {
    // Variant 2: its offer asks for the promo popup on opening (onLoad).
    setReplyOverride(CONFIRM_NEW_PATHS.detail, { delayMs: 2500 });
    const { services } = renderApp('/loanConfirmNew?productId=1');
    const layout = await waitFor(() => {
      const found = document.querySelector('[data-screen-layout="loan-confirm-new"]');
      if (!found) throw new Error('no layout yet');
      return found;
    }, { timeout: 5000 });
    const confirm = screenCopy('loan-confirm-new');
    expect(layout.textContent).toContain(confirm.text(`${confirm.before('payment plan', ofType('repeat', { items: `data.offer.${F.repayPlans}` }))}/text`));
    expect(layout.querySelectorAll('.block-skeleton').length).toBeGreaterThan(2);
    expect(layout).toHaveAttribute('aria-hidden', 'true');
    expect(layout.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.screen-state[data-layout][role="status"]')).toHaveTextContent(services.market.messages.loading);
    expect(document.querySelector('[data-screen]')).toBeNull();
    // The promo popup comes with the data (onLoad), not from the layout.
    expect(screen.queryByRole('dialog')).toBeNull();

    await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(document.querySelector('[data-screen="loan-confirm-new"]')).not.toBeNull();
    expect(document.querySelector('[data-screen-layout]')).toBeNull();
  });
});

// Tests wait for a screen by its id (data-screen); one whose data fails is there too, in its failure state.
describe('a data screen whose data does not come', () => {
  it('shows its failure state, marked with its id as a drawn screen is', async () => {
    setReplyOverride(CONFIRM_NEW_PATHS.detail, { status: 503 });
    const { services } = renderApp('/loanConfirmNew?productId=1');
    const failed = await waitFor(() => {
      const found = document.querySelector('[data-screen-failed="loan-confirm-new"]');
      if (!found) throw new Error('no failure state yet');
      return found;
    }, { timeout: 5000 });
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent(services.market.messages.retry);
    expect(document.querySelector('[data-screen], [data-screen-layout]')).toBeNull();
  });
});
