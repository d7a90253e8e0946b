import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import market from '../../../config/market.json';
import { renderApp } from '../../../tests/harness/render-app';
import { ofType, textOf } from '../../../tests/support/screen-copy';
import { languageChoiceAttribute } from '../../i18n/language-link';
import { inAppLinkAttribute } from '../../renderer/plain-link';

const switchLanguage = vi.hoisted(() => vi.fn());
vi.mock('../../i18n/switch-language', () => ({ switchLanguage }));

const switchLabel = textOf('fragments/site-header', 'language switch', ofType('language-switch'), 'label');
const [english, filipino] = market.languages.choices as [(typeof market.languages.choices)[number], (typeof market.languages.choices)[number]];

describe('language-switch', () => {
  it('links the page in each language (with the session, once the app runs), so it works with no script; a plain click switches in the app', async () => {
    const user = userEvent.setup();
    renderApp('/About?sessionId=s-1');
    const group = await screen.findByRole('group', { name: switchLabel }, { timeout: 15000 });
    const here = within(group).getByRole('link', { name: english.label });
    const other = within(group).getByRole('link', { name: filipino.label });
    expect(here).toHaveAttribute('aria-current', 'true');
    expect(other).not.toHaveAttribute('aria-current');
    expect(other).toHaveAttribute('href', `/About?lang=${filipino.code}&sessionId=s-1`);
    expect(other).toHaveAttribute('lang', filipino.code);
    // A static page's own script keeps the session on it and the choice in the cookie (src/app/static-page.ts).
    expect(other).toHaveAttribute(inAppLinkAttribute);
    expect(other).toHaveAttribute(languageChoiceAttribute, filipino.code);
    await user.click(here);
    expect(switchLanguage).not.toHaveBeenCalled();
    await user.click(other);
    expect(switchLanguage).toHaveBeenCalledWith(filipino.code);
  });
});
