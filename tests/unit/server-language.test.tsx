/**
 * Issue 28: a Filipino page shows the server's texts in Filipino. The app sends the page's language
 * with every call (Accept-Language, src/api/request.ts) and the dev API answers in it
 * (src/dev-api/server-language.ts). The texts are found through the dev API's own data and the
 * screens' JSON in locales/fil.json, never quoted here.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import market from '../../config/market.json';
import complaintForm from '../../screens/complaint-form.json' with { type: 'json' };
import { COMPLAINT_TYPES } from '../../src/dev-api/complaint-types';
import { SAVE_REFUSALS } from '../../src/dev-api/complaints';
import { CHANNEL_TEMPLATES } from '../../src/dev-api/landing';
import { inFilipino } from '../e2e/in-filipino';
import { withDevApi } from '../harness/fresh-dev-api';
import { renderApp } from '../harness/render-app';
import { renderPromotion } from '../harness/render-promotion';
import { otherLanguage, pageIn } from '../harness/page-language';

const filipino = otherLanguage;

withDevApi({ after: () => pageIn(market.languages.default) });

describe('a Filipino page shows the server’s texts in Filipino', () => {
  it('the complaint start lists the question types as the server names them in Filipino', async () => {
    await pageIn(filipino);
    renderApp('/complaint?orderId=10180');
    for (const type of COMPLAINT_TYPES) expect(await screen.findByRole('button', { name: type.title.fil }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COMPLAINT_TYPES[0]!.title.en })).toBeNull();
  });

  it('the same page in English lists them in English', async () => {
    renderApp('/complaint?orderId=10180');
    expect(await screen.findByRole('button', { name: COMPLAINT_TYPES[0]!.title.en }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a refused complaint shows the server’s reason in Filipino under the description', async () => {
    await pageIn(filipino);
    const user = userEvent.setup();
    renderApp('/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=2');
    const description = await screen.findByRole('textbox', {}, { timeout: 5000 });
    await user.type(description, '4123 4567 8901 2345');
    await user.click(screen.getByRole('button', { name: inFilipino(complaintForm.footer[0]!.label) }));
    await waitFor(() => expect(description).toHaveAccessibleDescription(SAVE_REFUSALS.cardNumber.fil));
  });

  it('the promotion landing shows its channel template in Filipino', async () => {
    await pageIn(filipino);
    const template = CHANNEL_TEMPLATES['2']!;
    renderPromotion('/?id=2');
    expect(await screen.findByText(template.subtitle.fil, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: template.buttonText.fil })).toBeInTheDocument();
  });
});
