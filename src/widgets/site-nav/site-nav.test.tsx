import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import market from '../../../config/market.json';
import { renderApp } from '../../../tests/harness/render-app';
import { inAppLinkAttribute } from '../../renderer/plain-link';
import { tapTriggerAttribute } from '../../renderer/tap-trigger';
import { ofType, screenCopy, textAt } from '../../../tests/support/screen-copy';

const header = 'fragments/site-header';
const siteNav = screenCopy(header).at('site navigation', ofType('site-nav'));
const [home, , policy, loanTerms, contact] = [0, 1, 2, 3, 4].map((index) => textAt(header, `${siteNav}/items/${index}/label`));

describe('site-nav', () => {
  it('links routes with real addresses, marks the current one, and folds behind a menu button that needs no script (a popover)', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/Loan');
    const nav = await screen.findByRole('navigation', { name: textAt(header, `${siteNav}/label`) }, { timeout: 15000 });
    expect(within(nav).getByRole('link', { name: loanTerms })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: policy })).toHaveAttribute('href', '/Policy');
    // A static page's own script gives them the page's session (src/app/static-page.ts).
    expect(within(nav).getByRole('link', { name: policy })).toHaveAttribute(inAppLinkAttribute);
    // The browser opens and closes the menu (Escape, a tap elsewhere) and says whether it is open: Chromium in tests/e2e/site.e2e.ts.
    const menu = screen.getByRole('button', { name: textAt(header, `${siteNav}/menuLabel`) });
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('popovertarget', nav.id);
    // The item that runs steps is marked as the app's to do (a static page loads the app on its tap).
    expect(within(nav).getByRole('button', { name: contact })).toHaveAttribute(tapTriggerAttribute);
    expect(within(nav).getByRole('link', { name: home })).not.toHaveAttribute(tapTriggerAttribute);
    // A choice in the app moves in place and closes the open menu (jsdom has no popovers: the open state is stubbed).
    const hidePopover = vi.fn();
    Object.assign(nav, { hidePopover, matches: (selector: string) => selector === ':popover-open' });
    await user.click(within(nav).getByRole('link', { name: home }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: market.appName })); // the brand goes home too
    expect(history.location.pathname).toBe('/');
  });
});
