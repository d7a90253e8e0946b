import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/harness/render-app';

describe('site-nav', () => {
  it('links routes with real addresses, marks the current one, and folds behind a menu button that Escape closes', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/Loan');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Loan terms and conditions' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/Policy');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false'); // closed after choosing
    expect(history.location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Kaagapay' })); // the brand goes home too
    expect(history.location.pathname).toBe('/');
  });
});
