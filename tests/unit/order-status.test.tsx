import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setReplyOverride } from '../../src/dev-api/overrides';
import { renderApp } from '../harness/render-app';
import { orderPage } from '../support/order-page';
import { textAt } from '../support/screen-copy';
import { withDevApi } from '../harness/fresh-dev-api';

withDevApi();

const product = (kuyaId: number, ngalan: string, bukas: number) => ({ kuyaId, larawan: '/stations/dev-assets/p.svg', ngalan, pindot: bukas ? 'Apply now' : 'Not available', bukas, saklaw: '₱2.000 - ₱20.000', saklawDsc: 'Loan amount', tubo: '0.05% a day', lahad: '', tatak: ['Fast'], nagpapahiram: `${ngalan} Lending Corporation`, rehistroSec: `CS2019000${kuyaId}`, awtoridadCa: kuyaId });
const order = {
  noticeStatusText: 'Status text',
  noticeDesText: 'Status description',
  productName: 'Kaagapay Cash',
  productLogo: '/stations/dev-assets/kaagapay-cash.svg',
  userOrderDetail: { detail: [{ text: 'Order No.', value: 'KGP2026110500121' }] },
  recProducts: [product(12, 'PisoPlus', 1), product(15, 'Agapay Express', 0)],
  playeduL: '',
  cardPopTitle: 'Bind your account',
  cardPopMsg: 'Bind a payout account to receive your loan.',
  reyMsg: 'You can withdraw now.',
};
const { repay, rollover, repayment, borrowAgain } = orderPage;
const actionLabels = [repay, rollover, repayment, borrowAgain];

// orderStatus, isDelay, isScore, cardNeedPop → action buttons, recommended shown, dialog title, banner picture
const table: [number, string, number, number, string[], boolean, string | null, string][] = [
  [21, '0', 0, 0, [], true, null, '21'],
  [110, '0', 0, 1, [], true, 'Bind your account', '110'],
  [151, '0', 0, 0, [], true, null, '151'],
  [170, '0', 0, 0, [repayment], false, null, '200'],
  [174, '1', 0, 0, [repay, rollover], false, null, '174'],
  [174, '0', 0, 0, [repayment], false, null, '174'],
  [180, '1', 0, 0, [repay, rollover], false, null, '180'],
  [180, '0', 0, 0, [repayment], false, null, '180'],
  [200, '0', 1, 0, [borrowAgain], false, textAt('loan-details', '/dialogs/rate/title'), '200'],
  [999, '0', 0, 0, [], true, null, '200'],
];

describe('order detail status machine (screens/loan-details.json)', () => {
  it.each(table)('status %i, isDelay %s, isScore %i, cardNeedPop %i', async (orderStatus, isDelay, isScore, cardNeedPop, buttons, recommended, dialog, picture) => {
    setReplyOverride('/v3/loan-details/loan-details', { json: { code: 0, data: { ...order, orderStatus, isDelay, isScore, cardNeedPop } } });
    renderApp('/order?productId=1&orderId=10021');
    await screen.findByText('Status text', {}, { timeout: 5000 });
    // In page order, buttons and links alike: a tap that only goes to another page is a link (src/widgets/use-plain-link.ts).
    const shown = [...document.querySelectorAll('button, a[href]')].map((b) => b.textContent ?? '').filter((t) => actionLabels.includes(t));
    expect(shown).toEqual(buttons);
    expect(screen.queryByText(orderPage.shortOfMoney) !== null).toBe(buttons.includes(rollover));
    expect(screen.queryByText('PisoPlus') !== null).toBe(recommended);
    if (recommended) expect(screen.getByRole('button', { name: 'Not available' })).toBeDisabled();
    const banner = document.querySelector('.block-banner img') as HTMLImageElement;
    expect(banner.getAttribute('src')).toContain(`/images/order-status/${picture}.svg`);
    if (dialog) expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('redirects to the confirm link for a status other than 21', async () => {
    setReplyOverride('/v3/loan-details/loan-details', { json: { code: 0, data: { ...order, orderStatus: 151, isDelay: '0', isScore: 0, cardNeedPop: 0, playeduL: '/loanConfirm?productId=1' } } });
    const { history } = renderApp('/order?productId=1&orderId=10151&sessionId=s-1');
    await waitFor(() => expect(history.location.pathname).toBe('/loanConfirm'));
    expect(history.location.search).toContain('sessionId=s-1');
  });

  it('stays on status 21 even with a confirm link', async () => {
    setReplyOverride('/v3/loan-details/loan-details', { json: { code: 0, data: { ...order, orderStatus: 21, isDelay: '0', isScore: 0, cardNeedPop: 0, playeduL: '/loanConfirm?productId=1' } } });
    const { history } = renderApp('/order?productId=1&orderId=10021');
    await screen.findByText('Status text', {}, { timeout: 5000 });
    expect(history.location.pathname).toBe('/order');
  });
});
