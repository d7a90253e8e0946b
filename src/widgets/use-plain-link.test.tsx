import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { withDevApi } from '../../tests/harness/fresh-dev-api';
import { renderApp } from '../../tests/harness/render-app';
import { inAppLinkAttribute } from '../renderer/plain-link';
import type { Screen } from '../generated/screen';
import { PreviewScreen } from '../storybook/preview-screen';

withDevApi();

const inAppLink = () =>
  waitFor(
    () => {
      const found = document.querySelector<HTMLAnchorElement>(`a[${inAppLinkAttribute}]`);
      if (!found) throw new Error('no in-app link yet');
      return found;
    },
    { timeout: 5000 },
  );

// A tap that only goes to a page is an anchor (src/renderer/plain-link.ts). Opened in a new tab or
// copied, its address must keep the page's session, as a plain click in the app does.

describe('an in-app link', () => {
  it("holds the page's session parameters in its address, and nothing else of the page's query", async () => {
    // screens/faq.json: its contact button only goes to another screen.
    renderApp('/faq?sessionId=sess-42&deviceId=dev%201&utm=ad');
    const link = await inAppLink();
    const address = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(Object.fromEntries(address.searchParams)).toEqual({ deviceId: 'dev 1', sessionId: 'sess-42' });
  });

  it('holds a bare route on a page without a session', async () => {
    renderApp('/faq');
    const link = await inAppLink();
    expect(link.getAttribute('href')).not.toContain('?');
  });
});

// A tap that goes to a page with a query of the page's values is an anchor once the app draws it:
// a screen reader says "link", and a long press can open or copy the address the tap goes to.
describe('a link whose query holds the page’s values', () => {
  const orders = {
    id: 'orders',
    title: 'Orders',
    routes: ['/orders'],
    query: { orderId: { description: 'The order to repay.' } },
    state: { orders: [{ id: 'A-1' }, { id: 'B 2' }] },
    body: [
      { type: 'button', label: 'Repay', onTap: [{ type: 'navigate', to: '/repayment', query: { orderId: { var: 'query.orderId' }, productId: '1' } }] },
      { type: 'repeat', items: { var: 'state.orders' }, children: [{ type: 'link', label: { cat: ['Order ', { var: 'item.id' }] }, onTap: [{ type: 'run', action: 'open' }] }] },
      { type: 'card', title: 'Latest order', onTap: [{ type: 'navigate', to: '/orderDetails', query: { id: 'A-1' } }], children: [{ type: 'paragraph', text: 'Paid' }] },
      { type: 'card', title: 'Show more', onTap: [{ type: 'set-state', values: { more: true } }], children: [] },
    ],
    actions: { open: [{ type: 'navigate', to: '/orderDetails', query: { id: { var: 'item.id' } } }] },
  } as unknown as Screen;

  const hrefOf = (name: string) => new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '', 'http://localhost');

  it('holds the address its tap goes to: the session, then the query worked out, each item its own', async () => {
    render(<PreviewScreen document={orders} url="/orders?orderId=10174&sessionId=s-1&utm=ad" />);
    await screen.findByRole('link', { name: 'Repay' }, { timeout: 5000 });
    expect(hrefOf('Repay').pathname).toBe('/repayment');
    expect(Object.fromEntries(hrefOf('Repay').searchParams)).toEqual({ sessionId: 's-1', orderId: '10174', productId: '1' });
    expect(Object.fromEntries(hrefOf('Order B 2').searchParams)).toEqual({ sessionId: 's-1', id: 'B 2' });
    expect(screen.getByRole('link', { name: 'Order A-1' })).toHaveAttribute(inAppLinkAttribute);
    // A card is a link when its tap only goes to a page, and a button when it does anything else.
    expect(Object.fromEntries(hrefOf('Latest order').searchParams)).toEqual({ sessionId: 's-1', id: 'A-1' });
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('moves in the app on a plain click, and leaves a click with a modifier to the browser', async () => {
    render(<PreviewScreen document={orders} url="/orders?orderId=10174" />);
    const repay = await screen.findByRole('link', { name: 'Repay' }, { timeout: 5000 });
    // A click with Ctrl opens a new tab in a browser: the app does not move.
    expect(fireEvent.click(repay, { ctrlKey: true })).toBe(true);
    expect(document.querySelector('[data-screen="orders"]')).not.toBeNull();
    // A plain click: the app moves (the preview shows nothing at another route), no page load.
    expect(fireEvent.click(repay)).toBe(false);
    await waitFor(() => expect(document.querySelector('[data-screen="orders"]')).toBeNull());
  });
});
