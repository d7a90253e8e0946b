import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/harness/render-app';
import { ofType, textOf } from '../../../tests/support/screen-copy';
import market from '../../../config/market.json';

const policyFrame = textOf('site-policy', 'policy frame', ofType('frame', { src: '/privacyPolicy' }), 'title');

describe('frame', () => {
  it('frames an in-app page in the page’s language, whatever the language cookie says (a lazy frame asks after the page’s script wrote it)', async () => {
    renderApp('/Policy');
    const frame = await screen.findByTitle(policyFrame, {}, { timeout: 15000 });
    expect(frame).toHaveAttribute('src', `/privacyPolicy?lang=${market.languages.default}`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  });
});
