import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../src/dev-api/node';
import { resetDb } from '../../src/dev-api/db';
import { renderApp } from '../harness/render-app';
import { fieldLabel, textAt } from '../support/screen-copy';

// The company site (screens/site-*.json, SPEC screen 10) and the internal test page (SPEC
// screen 12) in the renderer.

const requests: string[] = [];
const record = ({ request }: { request: Request }) => requests.push(new URL(request.url).pathname);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', record);
});
afterEach(() => {
  requests.length = 0;
  resetDb();
  vi.unstubAllGlobals();
});
afterAll(() => {
  server.events.removeListener('request:start', record);
  server.close();
});

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('company site', () => {
  it('has a title, a description, the navigation with the current page and the footer with the registration details', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: textAt('fragments/site-header', '/blocks/0/label') }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: textAt('fragments/site-header', '/blocks/0/items/0/label') })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/About');
    expect(within(nav).getByRole('link', { name: 'Loan terms and conditions' })).toHaveAttribute('href', '/Loan');
    expect(document.title).toBe('Kaagapay Lending Corporation: fast cash loans in the Philippines');
    expect(description()).toMatch(/^Kaagapay: fast, transparent cash loans/);
    const footer = screen.getByRole('contentinfo');
    for (const text of ['Kaagapay Lending Corporation', 'SEC Registration No. CS201912345', 'Certificate of Authority No. 3012', 'Email: support@kaagapay.ph', 'Phone: (02) 8888 5240', '© 2026 Kaagapay Lending Corporation. All rights reserved.']) {
      expect(within(footer).getByText(text)).toBeInTheDocument();
    }
    expect(within(footer).getByText(/^18F Mabini Tower/)).toBeInTheDocument();
  });

  it('goes to a section from the navigation; About Us shows the About us text', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'About Us' }, { timeout: 5000 }));
    await screen.findByRole('heading', { name: textAt('fragments/about-us-text', '/blocks/1/text') }, { timeout: 5000 });
    expect(history.location.pathname).toBe('/About');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: textAt('fragments/site-header', '/blocks/0/items/0/label') })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('About Us | Kaagapay Lending Corporation');
    expect(description()).toMatch(/^About Kaagapay Lending Corporation/);
  });

  it('draws the About us text in the same paint as the page (its fragment is part of the document)', async () => {
    renderApp('/About');
    // The page's own footer and the shared text appear together: nothing fills in later.
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(footer).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: textAt('fragments/about-us-text', '/blocks/1/text') })).toBeInTheDocument();
  });

  it('shows the loan terms text on /Loan and frames the policy page, sandboxed, on /Policy', async () => {
    renderApp('/Loan');
    await screen.findByRole('heading', { name: textAt('fragments/loan-terms-text', '/blocks/4/text') }, { timeout: 5000 });
    renderApp('/Policy');
    const frame = await screen.findByTitle('Privacy Policy', {}, { timeout: 5000 });
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/privacyPolicy');
    expect(frame).toHaveAttribute('sandbox');
  });

  it('contact form: all three fields required, then a success toast, the dialog closes and the fields are cleared; no server call', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/About');
    await screen.findByRole('heading', { name: textAt('fragments/about-us-text', '/blocks/1/text') }, { timeout: 5000 });
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(services.toast.current?.message).toBe('Please provide complete information!');
    await user.type(within(dialog).getByLabelText(fieldLabel('fragments/site-header', 'name')), 'Juan dela Cruz');
    await user.type(within(dialog).getByLabelText(fieldLabel('fragments/site-header', 'phone')), '09171234567');
    await user.click(submit);
    expect(services.toast.current?.message).toBe('Please provide complete information!');
    await user.type(within(dialog).getByLabelText(fieldLabel('fragments/site-header', 'message')), 'I would like to know more about your loans.');
    await user.click(submit);
    expect(services.toast.current).toMatchObject({ message: 'Submitted successfully. We will contact you soon.', kind: 'success' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    const again = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(again).getByLabelText(fieldLabel('fragments/site-header', 'name'))).toHaveValue('');
    expect(within(again).getByLabelText(fieldLabel('fragments/site-header', 'phone'))).toHaveValue('');
    expect(within(again).getByLabelText(fieldLabel('fragments/site-header', 'message'))).toHaveValue('');
    expect(requests).toEqual([]);
  });
});

describe('test preview page', () => {
  it('opens a page with the device values in the query (defaults 1.0.0 and product 1)', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/testPreview');
    const version = await screen.findByLabelText(fieldLabel('test-preview', 'appVersion'), {}, { timeout: 5000 });
    expect(version).toHaveValue('1.0.0');
    expect(screen.getByLabelText(fieldLabel('test-preview', 'productId'))).toHaveValue('1');
    await user.type(screen.getByLabelText(fieldLabel('test-preview', 'sessionId')), 'sess-77');
    await user.type(screen.getByLabelText(fieldLabel('test-preview', 'orderId')), '10174');
    await user.click(screen.getByRole('button', { name: textAt('test-preview', '/body/10/children/6/label') }));
    await waitFor(() => expect(history.location.pathname).toBe('/complaint'));
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({ appVersion: '1.0.0', sessionId: 'sess-77', productId: '1', orderId: '10174', product_id: '1' });
  });

  it('starts from the values of its own address', async () => {
    renderApp('/testPreview?appVersion=2.3.1&deviceId=dev-9&productId=3');
    expect(await screen.findByLabelText(fieldLabel('test-preview', 'appVersion'), {}, { timeout: 5000 })).toHaveValue('2.3.1');
    expect(screen.getByLabelText(fieldLabel('test-preview', 'deviceId'))).toHaveValue('dev-9');
    expect(screen.getByLabelText(fieldLabel('test-preview', 'productId'))).toHaveValue('3');
  });

  it.each([
    ['a position', { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 14.5547, longitude: 121.0244, accuracy: 20 } } as GeolocationPosition) }, 'Latitude: 14.5547, Longitude: 121.0244'],
    ['an error', { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError) }, 'Could not get the location: User denied Geolocation'],
    ['no geolocation', undefined, 'Geolocation is not supported by this browser.'],
  ])('shows the location answer: %s', async (_name, geolocation, text) => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: navigator.userAgent, geolocation });
    const user = userEvent.setup();
    renderApp('/testPreview');
    await user.click(await screen.findByRole('button', { name: textAt('test-preview', '/body/17/label') }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: textAt('test-preview', '/body/16/text') });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a chosen photo, and toasts the contact text', async () => {
    // jsdom has no object URLs.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:photo-1';
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const user = userEvent.setup();
    const { services } = renderApp('/testPreview');
    const input = await screen.findByLabelText('Choose or take a photo', {}, { timeout: 5000 });
    await user.upload(input, new File(['x'], 'id-card.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'id-card.jpg' })).toHaveAttribute('src', 'blob:photo-1');
    await user.type(screen.getByLabelText(fieldLabel('test-preview', 'contact')), 'Maria 09171234567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(services.toast.current?.message).toBe('Submitted: Maria 09171234567');
  });
});
